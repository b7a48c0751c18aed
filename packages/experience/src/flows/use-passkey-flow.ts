import { experienceFlowApi, experiencePasskeyApi, type ExperienceRedirect } from '@tessera/schemas';
import { useMemo } from 'react';

import { useExperienceApi } from '../api/use-experience-api';
import { assertCredential, assertFromAutofill, createCredential } from './webauthn-ceremony';

/**
 * Passkey sign-in through the Experience API: a passkey alone signs in (from the button or the
 * identifier field's autofill), and a passkey can be added after a password sign-in.
 */
export const usePasskeyFlow = () => {
  const api = useExperienceApi();
  return useMemo(() => {
    const submit = (): Promise<ExperienceRedirect> => api.call(experienceFlowApi.submit, {});
    const signInWithRecord = async (verificationId: string) => {
      await api.call(experienceFlowApi.identify, { body: { verificationId } });
      return submit();
    };

    return {
      /** The button: a fresh SignIn event, then the browser's passkey prompt. */
      signInWithButton: async () => {
        await api.call(experienceFlowApi.start, { body: { interactionEvent: 'SignIn' } });
        const { verificationId, authenticationOptions } = await api.call(
          experiencePasskeyApi.createAuthentication,
          { body: {} },
        );
        const payload = await assertCredential(authenticationOptions);
        const verified = await api.call(experiencePasskeyApi.verifyAuthentication, {
          body: { verificationId, payload },
        });
        return signInWithRecord(verified.verificationId);
      },

      /**
       * Autofill: options asked for as the page loads, then a wait until the user picks a passkey
       * in the identifier field's list (forever if they type a password instead).
       */
      signInWithAutofill: async (signal: AbortSignal) => {
        const { authenticationOptions } = await api.call(
          experiencePasskeyApi.preflightAuthentication,
          { signal },
        );
        const payload = await assertFromAutofill(authenticationOptions);
        const verified = await api.call(experiencePasskeyApi.verifyAuthentication, {
          body: { payload },
        });
        return signInWithRecord(verified.verificationId);
      },

      /** Accepts the offer after a password sign-in: create, verify, bind, then sign in. */
      enrol: async () => {
        const { verificationId, registrationOptions } = await api.call(
          experiencePasskeyApi.createRegistration,
          {},
        );
        const payload = await createCredential(registrationOptions);
        const verified = await api.call(experiencePasskeyApi.verifyRegistration, {
          body: { verificationId, payload },
        });
        await api.call(experiencePasskeyApi.bindPasskey, {
          body: { verificationId: verified.verificationId },
        });
        return submit();
      },

      declineEnrolment: async () => {
        await api.call(experiencePasskeyApi.skipPasskey, {});
        return submit();
      },
    };
  }, [api]);
};
