import { z } from 'zod';
import { RequestError } from '../../../errors/request-error.js';

/**
 * Single sign-on's part of the experience state (see state.ts): its verification records, each
 * holding what the callback is checked against (the app's state, the redirect URI, the OIDC
 * nonce and PKCE verifier or the SAML request id and RelayState) and, once verified, who the IdP
 * vouched for; and, after identification, what submit will do with it.
 */
const ssoClaimsGuard = z.object({
  issuer: z.string(),
  identityId: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
  avatar: z.string().optional(),
  detail: z.record(z.string(), z.unknown()),
});

const ssoVerificationGuard = z.object({
  id: z.string(),
  connectorId: z.string(),
  state: z.string(),
  redirectUri: z.string(),
  pending: z.object({
    nonce: z.string().optional(),
    codeVerifier: z.string().optional(),
    requestId: z.string().optional(),
    relayState: z.string().optional(),
  }),
  verified: z.boolean(),
  identity: ssoClaimsGuard.optional(),
  /** The IdP's tokens of the callback, sealed by the vault; only where the connector keeps them. */
  sealedTokens: z.string().optional(),
});
export type SsoVerification = z.infer<typeof ssoVerificationGuard>;

/** signIn: the identity is known; link: it joins the user of its email; create: a new user. */
export const ssoSignInActions = ['signIn', 'link', 'create'] as const;
export type SsoSignInAction = (typeof ssoSignInActions)[number];

export const ssoStateGuard = z.object({
  verifications: z.array(ssoVerificationGuard),
  signIn: z.object({ verificationId: z.string(), action: z.enum(ssoSignInActions) }).optional(),
});
export type SsoState = z.infer<typeof ssoStateGuard>;

type WithSso = { sso?: SsoState | undefined };

export const ssoVerificationsOf = (state: WithSso) => state.sso?.verifications ?? [];

export const findSsoVerification = (state: WithSso, verificationId: string) => {
  const found = ssoVerificationsOf(state).find((item) => item.id === verificationId);
  if (!found) {
    throw new RequestError('session.verification_record_not_found', 404);
  }
  return found;
};

/** Replaces a record by id, or adds it. */
export const withSsoVerification = <S extends WithSso>(state: S, record: SsoVerification): S => ({
  ...state,
  sso: {
    ...state.sso,
    verifications: [...ssoVerificationsOf(state).filter((item) => item.id !== record.id), record],
  },
});
