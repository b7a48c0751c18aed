import { z } from 'zod';

import { userIdGuard } from '../entities/common';
import { userInfoGuard } from '../entities/user';
import {
  userAllIdentitiesGuard,
  userIdentityResponseGuard,
  userMfaVerificationGuard,
  userSsoIdentityResponseGuard,
} from '../entities/user-account';
import {
  grantAppTypeGuard,
  revokeGrantsTargetGuard,
  userGrantsGuard,
  userSessionGuard,
  userSessionsGuard,
} from '../entities/user-sessions';
import { defineEndpoint } from './endpoint';

const params = z.object({ userId: userIdGuard });
const withPart = <K extends string>(name: K) =>
  z.object({ userId: userIdGuard, [name]: z.string().min(1).max(256) } as {
    userId: typeof userIdGuard;
  } & { [N in K]: z.ZodString });
const noUser = 'No user with this id.';

/** What a user is linked to: social identities, MFA factors, OIDC sessions and grants. */
export const userConnectionsApi = {
  listAllIdentities: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/all-identities',
    summary: 'List the identities of a user',
    description:
      'Linked social accounts, by connector target, and enterprise SSO identities. With `includeTokenSecret`, each carries the description of the provider tokens kept for it (never the tokens).',
    params,
    query: z.object({ includeTokenSecret: z.string().optional() }),
    response: userAllIdentitiesGuard,
    returns: 'The identities.',
    failures: { 404: noUser },
  }),
  getIdentity: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/identities/{target}',
    summary: 'Get an identity of a user',
    description: 'With `includeTokenSecret`, also the description of the provider tokens kept for it (never the tokens).',
    params: withPart('target'),
    query: z.object({ includeTokenSecret: z.string().optional() }),
    response: userIdentityResponseGuard,
    returns: 'The identity.',
    failures: { 404: 'No such user, or no identity for this target (`user.identity_not_found`).' },
  }),
  deleteIdentity: defineEndpoint({
    method: 'delete',
    path: '/users/{userId}/identities/{target}',
    summary: 'Remove an identity from a user',
    params: withPart('target'),
    response: userInfoGuard,
    returns: 'The user without the identity.',
    failures: { 404: 'No such user, or no identity for this target (`user.identity_not_found`).' },
  }),

  getSsoIdentity: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/sso-identities/{ssoConnectorId}',
    summary: 'Get the SSO identity of a user at a connector',
    description:
      "The user's identity at the enterprise SSO connector. With `includeTokenSecret`, also the description of the IdP tokens kept for it (never the tokens).",
    params: withPart('ssoConnectorId'),
    query: z.object({ includeTokenSecret: z.string().optional() }),
    response: userSsoIdentityResponseGuard,
    returns: 'The SSO identity.',
    failures: { 404: 'No such user, or no identity at this connector (`user.sso_identity_not_found`).' },
  }),

  listMfaVerifications: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/mfa-verifications',
    summary: 'List the MFA factors of a user',
    description: 'Without their secrets.',
    params,
    response: z.array(userMfaVerificationGuard),
    returns: 'The MFA factors.',
    failures: { 404: noUser },
  }),
  deleteMfaVerification: defineEndpoint({
    method: 'delete',
    path: '/users/{userId}/mfa-verifications/{verificationId}',
    summary: 'Remove an MFA factor from a user',
    params: withPart('verificationId'),
    returns: 'Removed.',
    failures: { 404: 'No such user or MFA factor.' },
  }),

  listSessions: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/sessions',
    summary: 'List the sessions of a user',
    description: 'Live OIDC sessions, newest first.',
    params,
    response: userSessionsGuard,
    returns: 'The sessions.',
    failures: { 404: noUser },
  }),
  getSession: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/sessions/{sessionId}',
    summary: 'Get a session of a user',
    params: withPart('sessionId'),
    response: userSessionGuard,
    returns: 'The session.',
    failures: { 404: 'No such user, or no live session of theirs with this id.' },
  }),
  deleteSession: defineEndpoint({
    method: 'delete',
    path: '/users/{userId}/sessions/{sessionId}',
    summary: 'End a session of a user',
    description:
      "The browser must sign in again. With `revokeGrantsTarget`, the grants the session gave (`all`, or `firstParty` applications only) and their tokens are revoked too.",
    params: withPart('sessionId'),
    query: z.object({ revokeGrantsTarget: revokeGrantsTargetGuard.optional() }),
    returns: 'Ended.',
    failures: { 404: 'No such user, or no live session of theirs with this id.' },
  }),

  listGrants: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/grants',
    summary: 'List the grants of a user',
    description: 'Live grants, newest first, each with its application; `appType` narrows to first- or third-party applications.',
    params,
    query: z.object({ appType: grantAppTypeGuard.optional() }),
    response: userGrantsGuard,
    returns: 'The grants.',
    failures: { 404: noUser },
  }),
  deleteGrant: defineEndpoint({
    method: 'delete',
    path: '/users/{userId}/grants/{grantId}',
    summary: 'Revoke a grant of a user',
    description: 'The grant and every token issued under it stop working.',
    params: withPart('grantId'),
    returns: 'Revoked.',
    failures: { 404: 'No such user, or no grant of theirs with this id.' },
  }),
};
