import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { identityTargetParams } from './my-account';
import { pathParams } from './params';

/**
 * The provider tokens kept for a user's identity (social or enterprise SSO), for apps that call
 * the provider's API on the user's behalf. Kept only where the connector has `enableTokenStorage`,
 * sealed by the secret vault at rest; see docs/account-api.md.
 */
export const providerAccessTokenGuard = z
  .object({
    access_token: z.string(),
    scope: z.string().optional().meta({ description: 'The scopes the provider granted, space separated.' }),
    token_type: z.string().optional(),
    expires_in: z.number().int().optional().meta({ description: 'Seconds left until the provider said the token expires.' }),
  })
  .meta({ id: 'ProviderAccessToken' });
export type ProviderAccessToken = z.infer<typeof providerAccessTokenGuard>;

/** `PUT /my-account/identities/{target}/access-token`: a verified social record of the same provider account. */
export const myIdentityAccessTokenUpdateGuard = z.object({ verificationRecordId: z.string().min(1).max(64) }).strict();

const unauthorized = 'No valid account API access token (auth.*).';
const forbidden = 'The account API is off, the field is not readable, or the token lacks the scope (account_center.*, auth.insufficient_permissions).';
const noTokenSet = 'No identity of this kind, the connector does not keep tokens, or none was kept (user.token_set_not_found).';

export const myIdentityTokenApi = {
  getIdentityAccessToken: defineEndpoint({
    method: 'get',
    path: '/my-account/identities/{target}/access-token',
    summary: "Get my social identity's provider access token",
    description: 'The access token the provider issued at the latest sign-in, link or re-authorization with this identity.',
    params: identityTargetParams,
    response: providerAccessTokenGuard,
    returns: 'The stored token.',
    failures: { 401: unauthorized, 403: forbidden, 404: noTokenSet },
  }),
  updateIdentityAccessToken: defineEndpoint({
    method: 'put',
    path: '/my-account/identities/{target}/access-token',
    summary: "Renew my social identity's provider access token",
    description:
      'Keeps the tokens of a verified social record (`POST /verifications/social`, e.g. with extra `scope`) for the identity it proves; the record must prove the same provider account.',
    params: identityTargetParams,
    body: myIdentityAccessTokenUpdateGuard,
    response: providerAccessTokenGuard,
    returns: 'The token now stored.',
    failures: {
      400: 'The record is not a verified social record, or proves another provider account (verification_record.*, user.identity_not_match).',
      401: unauthorized,
      403: forbidden,
      404: `No such record for the user (verification_record.not_found). Or ${noTokenSet}`,
    },
  }),
  getSsoIdentityAccessToken: defineEndpoint({
    method: 'get',
    path: '/my-account/sso-identities/{connectorId}/access-token',
    summary: "Get my enterprise SSO identity's provider access token",
    params: pathParams('connectorId'),
    response: providerAccessTokenGuard,
    returns: 'The stored token.',
    failures: { 401: unauthorized, 403: forbidden, 404: noTokenSet },
  }),
};
