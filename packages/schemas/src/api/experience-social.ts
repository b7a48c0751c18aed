import { z } from 'zod';

import { i18nTextGuard } from '../entities/common';
import { defineEndpoint } from './endpoint';
import { pathParams } from './params';
import { socialAuthorizationUriGuard, socialConnectorDataGuard } from './social';

const verificationId = z.string().min(1).max(64);

export const experienceSocialAuthorizationUriResponseGuard = z.object({
  authorizationUri: z.string(),
  verificationId: z.string(),
});

export const experienceSocialVerifyGuard = z.object({
  verificationId,
  connectorData: socialConnectorDataGuard,
});

/** A social sign-in button of the sign-in page. */
export const experienceSocialConnectorGuard = z.object({
  id: z.string(),
  target: z.string(),
  name: i18nTextGuard,
  logo: z.string(),
  logoDark: z.string().nullable(),
});
export type ExperienceSocialConnector = z.infer<typeof experienceSocialConnectorGuard>;

/** `POST /experience/profile/social`: link the verified social identity to the signed-in user. */
export const experienceSocialLinkGuard = z.object({ verificationId });

/**
 * A social sign-in's conflict: the provider's verified email belongs to an account that has not
 * linked this identity (`user.identity_email_in_use`, 422, `data`); the app offers to sign in to
 * it and link, or to register a new account.
 */
export const socialEmailConflictDataGuard = z.object({ email: z.string(), connectorId: z.string() });

const noInteraction = 'No interaction cookie, or the interaction expired (session.not_found), or no event was started (session.interaction_event_not_found).';

/** Social sign-in in the Experience API: a verification record proved by the provider's callback. */
export const experienceSocialApi = {
  listConnectors: defineEndpoint({
    method: 'get',
    path: '/experience/social-connectors',
    summary: 'List the social sign-in buttons',
    description: 'The social connectors of the targets in `socialSignInConnectorTargets`, in that order.',
    response: z.array(experienceSocialConnectorGuard),
    returns: 'The connectors to show.',
  }),
  authorizationUri: defineEndpoint({
    method: 'post',
    path: '/experience/verification/social/{connectorId}/authorization-uri',
    summary: 'Start a social verification',
    description:
      'Creates a social verification record holding `state`, `redirectUri`, a PKCE verifier and a nonce, and answers the provider URL to navigate to.',
    params: pathParams('connectorId'),
    body: socialAuthorizationUriGuard,
    response: experienceSocialAuthorizationUriResponseGuard,
    returns: 'The provider URL and the verification record.',
    failures: {
      400: 'Not a social connector of the tenant (connector.unexpected_type), or its config is unusable (connector.invalid_config).',
      404: `${noInteraction} Or no such connector (entity.not_exists_with_id).`,
    },
  }),
  verify: defineEndpoint({
    method: 'post',
    path: '/experience/verification/social/{connectorId}/verify',
    summary: 'Verify a social callback',
    description:
      'Checks the callback state against the record, exchanges the code, reads the provider profile and marks the record verified. Then `POST /experience/identification` with the record signs in (SignIn) or registers (Register).',
    params: pathParams('connectorId'),
    body: experienceSocialVerifyGuard,
    response: z.object({ verificationId: z.string() }),
    returns: 'The verified record.',
    failures: {
      400: 'Wrong or reused state, another redirect URI, or the provider refused (connector.authorization_failed, connector.social_auth_code_invalid, connector.social_invalid_access_token, connector.social_invalid_id_token).',
      404: `${noInteraction} Or no such record (session.verification_record_not_found).`,
    },
  }),
  linkIdentity: defineEndpoint({
    method: 'post',
    path: '/experience/profile/social',
    summary: 'Link a social identity on sign-in',
    description:
      'SignIn, once the user is identified by other means: the verified social identity is linked to them on submit.',
    body: experienceSocialLinkGuard,
    failures: {
      400: 'Not a SignIn event, or no user identified yet (session.identifier_not_found), or the record is not verified (session.verification_failed).',
      404: `${noInteraction} Or no such record (session.verification_record_not_found).`,
      422: 'The identity is linked to another user (user.identity_already_in_use).',
    },
  }),
};
