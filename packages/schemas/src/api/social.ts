import { z } from 'zod';

import { userIdGuard } from '../entities/common';
import { identitiesGuard } from '../entities/user-profile';
import { defineEndpoint } from './endpoint';
import { pathParams } from './params';

/**
 * The value a client sends as `state` to a social provider and finds again on the callback;
 * random, at least 8 characters (the console uses 8).
 */
export const socialStateGuard = z.string().min(8).max(256);

/** An absolute http(s) URL the provider sends the browser back to; compared exactly. */
export const socialRedirectUriGuard = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'https:' || protocol === 'http:';
    } catch {
      return false;
    }
  }, 'An absolute http(s) URL.');

/** `POST /connectors/{connectorId}/authorization-uri` and its console twin. */
export const socialAuthorizationUriGuard = z.object({
  state: socialStateGuard,
  redirectUri: socialRedirectUriGuard,
});
export type SocialAuthorizationUri = z.infer<typeof socialAuthorizationUriGuard>;

export const socialRedirectToGuard = z.object({ redirectTo: z.string() });

/**
 * What the provider's callback carried: its query parameters (`code`, `state`, or `error`) and
 * the `redirectUri` the authorization URI was built with.
 */
export const socialConnectorDataGuard = z.record(z.string(), z.unknown());
export type SocialConnectorData = z.infer<typeof socialConnectorDataGuard>;

/** `POST /users/{userId}/identities`: link the account the callback proved. */
export const userIdentityLinkGuard = z.object({
  connectorId: z.string().min(1),
  connectorData: socialConnectorDataGuard,
});
export type UserIdentityLink = z.infer<typeof userIdentityLinkGuard>;

/** `PUT /users/{userId}/identities/{target}`: set an identity directly. */
export const userIdentityReplaceGuard = z.object({
  userId: z.string().min(1).max(256),
  details: z.record(z.string(), z.unknown()).optional(),
});

const socialFailures =
  'The state is unknown or used (connector.authorization_failed), the redirect URI differs from the one the authorization URI was built with, the provider refused the code (connector.social_auth_code_invalid), the access token (connector.social_invalid_access_token) or the ID token (connector.social_invalid_id_token).';

/** Social sign-in from the Management API: build a provider URL, link the account it proves. */
export const socialApi = {
  authorizationUri: defineEndpoint({
    method: 'post',
    path: '/connectors/{connectorId}/authorization-uri',
    summary: 'Build a social authorization URI',
    description:
      'The provider URL to send a browser to. `state` and `redirectUri` are remembered for 10 minutes, with the PKCE verifier and nonce, for `POST /users/{userId}/identities`.',
    params: pathParams('connectorId'),
    body: socialAuthorizationUriGuard,
    response: socialRedirectToGuard,
    returns: 'The URI to navigate to.',
    failures: {
      400: 'Not a social connector (connector.unexpected_type), or its config is unusable (connector.invalid_config).',
      404: 'No connector with this id.',
    },
  }),
  linkIdentity: defineEndpoint({
    method: 'post',
    path: '/users/{userId}/identities',
    summary: 'Link a social identity to a user',
    description:
      'Completes the provider sign-in started with `POST /connectors/{connectorId}/authorization-uri`: `connectorData` holds the callback query (`code`, `state`) and the `redirectUri`.',
    params: z.object({ userId: userIdGuard }),
    body: userIdentityLinkGuard,
    response: identitiesGuard,
    returns: "The user's identities, by connector target.",
    failures: {
      400: socialFailures,
      404: 'No user or connector with this id.',
      422: 'The identity is linked to another user (user.identity_already_in_use).',
    },
  }),
  replaceIdentity: defineEndpoint({
    method: 'put',
    path: '/users/{userId}/identities/{target}',
    summary: 'Set a social identity of a user',
    description: 'Writes the identity of the target as given, without asking the provider.',
    params: z.object({ userId: userIdGuard, target: z.string().min(1).max(256) }),
    body: userIdentityReplaceGuard,
    response: identitiesGuard,
    returns: "The user's identities (200 replaced).",
    returnsCreated: "The user's identities (201 created).",
    failures: {
      404: 'No user with this id.',
      422: 'The identity is linked to another user (user.identity_already_in_use).',
    },
  }),
};
