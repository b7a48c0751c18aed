import { z } from 'zod';

import { jsonObjectGuard } from './common';
import { mfaFactorGuard } from './mfa-verification';
import { userSsoIdentityGuard } from './sso-connector';
import { passwordInputGuard } from './user';
import { identityGuard, userProfileGuard } from './user-profile';

/**
 * Largest `customData` a user may hold, as UTF-8 JSON text: 64 KiB. Custom data travels in every
 * user answer and every `user.*` event, so it stays small; bigger documents belong elsewhere.
 */
export const customDataMaxBytes = 64 * 1024;

/** `PATCH /api/users/{userId}/custom-data`: keys to set, merged over the current object (top level). */
export const userCustomDataPatchGuard = z.object({ customData: jsonObjectGuard });
export type UserCustomDataPatch = z.infer<typeof userCustomDataPatchGuard>;

/** `PATCH /api/users/{userId}/profile`: profile fields to set, merged over the current profile (top level). */
export const userProfilePatchGuard = z.object({ profile: userProfileGuard });
export type UserProfilePatch = z.infer<typeof userProfilePatchGuard>;

/** `PATCH /api/users/{userId}/password` and `POST …/password/verify`. */
export const userPasswordGuard = z.object({ password: passwordInputGuard });
export type UserPassword = z.infer<typeof userPasswordGuard>;

/** `GET /api/users/{userId}/has-password`. */
export const userHasPasswordGuard = z.object({ hasPassword: z.boolean() });
export type UserHasPassword = z.infer<typeof userHasPasswordGuard>;

/** `PATCH /api/users/{userId}/is-suspended`. */
export const userSuspensionGuard = z.object({ isSuspended: z.boolean() });
export type UserSuspension = z.infer<typeof userSuspensionGuard>;

/**
 * The provider tokens kept for an identity, without the tokens themselves (`includeTokenSecret`):
 * only where the connector has `enableTokenStorage` and a sign-in kept some.
 */
const tokenSecretBaseGuard = z.object({
  tenantId: z.string(),
  id: z.string(),
  userId: z.string(),
  type: z.literal('federated_token_set'),
  metadata: z.object({
    scope: z.string().optional(),
    expiresAt: z.number().optional().meta({ description: 'Epoch milliseconds.' }),
    tokenType: z.string().optional(),
    hasRefreshToken: z.boolean(),
  }),
  createdAt: z.number(),
  updatedAt: z.number(),
  identityId: z.string(),
});
export const socialTokenSecretGuard = tokenSecretBaseGuard.extend({ connectorId: z.string(), target: z.string() });
export type SocialTokenSecret = z.infer<typeof socialTokenSecretGuard>;
export const ssoTokenSecretGuard = tokenSecretBaseGuard.extend({ ssoConnectorId: z.string(), issuer: z.string() });
export type SsoTokenSecret = z.infer<typeof ssoTokenSecretGuard>;

/** `GET /api/users/{userId}/identities/{target}`: one linked social account. */
export const userIdentityResponseGuard = z.object({ identity: identityGuard, tokenSecret: socialTokenSecretGuard.optional() });
export type UserIdentityResponse = z.infer<typeof userIdentityResponseGuard>;

/** `GET /api/users/{userId}/all-identities`: linked social accounts and enterprise SSO identities. */
export const userAllIdentitiesGuard = z.object({
  socialIdentities: z.array(z.object({ target: z.string(), identity: identityGuard, tokenSecret: socialTokenSecretGuard.optional() })),
  ssoIdentities: z.array(
    z.object({ ssoIdentity: userSsoIdentityGuard, ssoConnectorId: z.string().optional(), tokenSecret: ssoTokenSecretGuard.optional() }),
  ),
});
export type UserAllIdentities = z.infer<typeof userAllIdentitiesGuard>;

/** `GET /api/users/{userId}/sso-identities/{ssoConnectorId}`: the user's identity at one SSO connector. */
export const userSsoIdentityResponseGuard = z.object({ ssoIdentity: userSsoIdentityGuard, tokenSecret: ssoTokenSecretGuard.optional() });
export type UserSsoIdentityResponse = z.infer<typeof userSsoIdentityResponseGuard>;

/** One MFA factor as the Management API lists it: no secret, key or code. */
export const userMfaVerificationGuard = z
  .object({
    id: z.string(),
    createdAt: z.string().meta({ description: 'ISO 8601.' }),
    lastUsedAt: z.string().optional(),
    type: mfaFactorGuard,
    agent: z.string().optional().meta({ description: 'WebAuthn: the user agent that registered it.' }),
    name: z.string().optional(),
    remainCodes: z.number().int().optional().meta({ description: 'Backup codes: how many are unused.' }),
  })
  .meta({ id: 'UserMfaVerification' });
export type UserMfaVerification = z.infer<typeof userMfaVerificationGuard>;
