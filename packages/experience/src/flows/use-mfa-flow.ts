import {
  experienceFlowApi,
  experienceMfaApi,
  type ExperienceRedirect,
  type WebAuthnAuthenticationOptions,
  type WebAuthnRegistrationOptions,
} from '@tessera/schemas';
import { useMemo } from 'react';

import { useExperienceApi } from '../api/use-experience-api';
import { assertCredential, createCredential } from './webauthn-ceremony';

/** A factor whose code arrives by email or text message, sent to the user's own address. */
export type MessageFactor = 'EmailVerificationCode' | 'PhoneVerificationCode';

/**
 * The second-factor steps of the Experience API. Each verification or binding ends with submit,
 * which either finishes the sign-in or asks for the next step (see follow-up-step.ts).
 */
export const useMfaFlow = () => {
  const api = useExperienceApi();
  return useMemo(() => {
    const submit = (): Promise<ExperienceRedirect> => api.call(experienceFlowApi.submit, {});
    /** Ticked "remember this device": trusted once a factor is verified, before submit. */
    const finish = async (rememberDevice: boolean) => {
      if (rememberDevice) {
        await api.call(experienceMfaApi.trustDevice, {});
      }
      return submit();
    };
    const bind = async (type: 'Totp' | 'WebAuthn' | 'BackupCode', verificationId: string) => {
      await api.call(experienceMfaApi.bindMfa, { body: { type, verificationId } });
      return submit();
    };

    return {
      verifyTotp: async (code: string, rememberDevice: boolean) => {
        await api.call(experienceMfaApi.verifyTotp, { body: { code } });
        return finish(rememberDevice);
      },

      verifyBackupCode: async (code: string, rememberDevice: boolean) => {
        await api.call(experienceMfaApi.verifyBackupCode, { body: { code } });
        return finish(rememberDevice);
      },

      verifyWebAuthn: async (rememberDevice: boolean) => {
        const { verificationId, authenticationOptions } = await api.call(
          experienceMfaApi.createWebAuthnAuthentication,
          {},
        );
        // The contract passes the browser's options through as they are.
        const payload = await assertCredential(
          authenticationOptions as unknown as WebAuthnAuthenticationOptions,
        );
        await api.call(experienceMfaApi.verifyWebAuthnAuthentication, {
          body: { verificationId, payload },
        });
        return finish(rememberDevice);
      },

      sendCode: async (factor: MessageFactor) =>
        (
          await api.call(experienceMfaApi.sendMfaVerificationCode, {
            body: { identifierType: factor === 'EmailVerificationCode' ? 'email' : 'phone' },
          })
        ).verificationId,

      verifyCode: async (verificationId: string, code: string, rememberDevice: boolean) => {
        await api.call(experienceMfaApi.verifyMfaVerificationCode, {
          body: { verificationId, code },
        });
        return finish(rememberDevice);
      },

      createTotpSecret: (signal?: AbortSignal) =>
        api.call(experienceMfaApi.createTotpSecret, { signal }),

      bindTotp: async (verificationId: string, code: string) => {
        const verified = await api.call(experienceMfaApi.verifyTotp, {
          body: { code, verificationId },
        });
        return bind('Totp', verified.verificationId);
      },

      bindWebAuthn: async () => {
        const { verificationId, registrationOptions } = await api.call(
          experienceMfaApi.createWebAuthnRegistration,
          {},
        );
        const payload = await createCredential(
          registrationOptions as unknown as WebAuthnRegistrationOptions,
        );
        const verified = await api.call(experienceMfaApi.verifyWebAuthnRegistration, {
          body: { verificationId, payload },
        });
        return bind('WebAuthn', verified.verificationId);
      },

      generateBackupCodes: (signal?: AbortSignal) =>
        api.call(experienceMfaApi.generateBackupCodes, { signal }),

      bindBackupCodes: (verificationId: string) => bind('BackupCode', verificationId),

      /** Skips an optional binding, or declines the backup codes offered after one. */
      skip: async (isSuggestion: boolean) => {
        await api.call(
          isSuggestion ? experienceMfaApi.skipMfaSuggestion : experienceMfaApi.skipMfa,
          {},
        );
        return submit();
      },
    };
  }, [api]);
};

export type MfaFlow = ReturnType<typeof useMfaFlow>;
