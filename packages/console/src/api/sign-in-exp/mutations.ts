import { signInExperienceApi, type Mfa, type PasskeySignIn, type SignInExperiencePatch } from '@tessera/schemas';

import { connectorKeys } from '../connectors/keys';
import { useEndpointMutation } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { signInExperienceKeys } from './keys';

/**
 * Saves the edited fields. The console asks, as the reference console does, that a demo social
 * connector the sign-in experience no longer offers be removed (spec 001 §7), so the connectors
 * are read again too.
 */
export const useUpdateSignInExperience = (options?: UseApiOptions) =>
  useEndpointMutation(
    signInExperienceApi.update,
    (body: SignInExperiencePatch) => ({ body, query: { removeUnusedDemoSocialConnector: '1' as const } }),
    { ...options, invalidates: [signInExperienceKeys.all, connectorKeys.all] },
  );

/** Saves the MFA settings alone (the MFA page edits nothing else of the sign-in experience). */
export const useUpdateMfaSettings = (options?: UseApiOptions) =>
  useEndpointMutation(signInExperienceApi.update, (mfa: Mfa) => ({ body: { mfa } }), {
    ...options,
    invalidates: [signInExperienceKeys.all],
  });

/** `PATCH /sign-in-exp` with only the passkey sign-in settings. */
export const useUpdatePasskeySignIn = (options?: UseApiOptions) =>
  useEndpointMutation(
    signInExperienceApi.update,
    (passkeySignIn: PasskeySignIn) => ({ body: { passkeySignIn } }),
    { ...options, invalidates: [signInExperienceKeys.all] },
  );
