import {
  experienceFlowApi,
  type CodeIdentifier,
  type ExperienceIdentifier,
  type ExperienceRedirect,
  type InteractionEvent,
} from '@tessera/schemas';
import { useMemo } from 'react';

import { useExperienceApi } from '../api/use-experience-api';

/** What a new account gets besides a verified email or phone. */
export type NewAccountProfile = { username?: string; password?: string };

/**
 * The Experience API steps of each flow, in the order the server expects them. Every flow
 * starts its interaction event afresh, so going back and trying another way always works.
 */
export const useExperienceFlow = () => {
  const api = useExperienceApi();
  return useMemo(() => {
    const start = (interactionEvent: InteractionEvent) =>
      api.call(experienceFlowApi.start, { body: { interactionEvent } });
    const identify = (verificationId?: string) =>
      api.call(experienceFlowApi.identify, { body: verificationId ? { verificationId } : {} });
    const submit = (): Promise<ExperienceRedirect> => api.call(experienceFlowApi.submit, {});

    const addProfile = async ({ username, password }: NewAccountProfile) => {
      if (username) {
        await api.call(experienceFlowApi.addProfile, {
          body: { type: 'username', value: username },
        });
      }
      if (password) {
        await api.call(experienceFlowApi.addProfile, {
          body: { type: 'password', value: password },
        });
      }
    };

    return {
      signInWithPassword: async (identifier: ExperienceIdentifier, password: string) => {
        await start('SignIn');
        const { verificationId } = await api.call(experienceFlowApi.verifyPassword, {
          body: { identifier, password },
        });
        await identify(verificationId);
        return submit();
      },

      /** Starts `event` and sends the first code; the answer names the record to verify. */
      startWithCode: async (event: InteractionEvent, identifier: CodeIdentifier) => {
        await start(event);
        return api.call(experienceFlowApi.sendVerificationCode, {
          body: { identifier, interactionEvent: event },
        });
      },

      /** Sends another code within the running event; it replaces the earlier one. */
      resendCode: (event: InteractionEvent, identifier: CodeIdentifier) =>
        api.call(experienceFlowApi.sendVerificationCode, {
          body: { identifier, interactionEvent: event },
        }),

      checkCode: (identifier: CodeIdentifier, verificationId: string, code: string) =>
        api.call(experienceFlowApi.checkVerificationCode, {
          body: { identifier, verificationId, code },
        }),

      /** Sign-in by a verified code. */
      signInWithRecord: async (verificationId: string) => {
        await identify(verificationId);
        return submit();
      },

      /** Registration without verification: the profile by value, then the account. */
      register: async (profile: NewAccountProfile) => {
        await start('Register');
        await addProfile(profile);
        await identify();
        return submit();
      },

      /** Registration with verification, first part: the profile, before the code is sent. */
      startRegisterWithCode: async (profile: NewAccountProfile, identifier: CodeIdentifier) => {
        await start('Register');
        await addProfile(profile);
        return api.call(experienceFlowApi.sendVerificationCode, {
          body: { identifier, interactionEvent: 'Register' },
        });
      },

      /** Registration with verification, once the code is verified. */
      completeRegister: async (identifier: CodeIdentifier, verificationId: string) => {
        await api.call(experienceFlowApi.addProfile, {
          body: { type: identifier.type, verificationId },
        });
        await identify();
        return submit();
      },

      /** Password reset: the verified record names the user. */
      identifyForReset: (verificationId: string) => identify(verificationId),

      resetPassword: async (password: string) => {
        await api.call(experienceFlowApi.resetPassword, { body: { password } });
        await submit();
      },
    };
  }, [api]);
};

export type ExperienceFlow = ReturnType<typeof useExperienceFlow>;
