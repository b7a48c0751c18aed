import { z } from 'zod';

import { userIdGuard } from '../entities/common';
import {
  createdPersonalAccessTokenGuard,
  personalAccessTokenCreateGuard,
  personalAccessTokenDeleteGuard,
  personalAccessTokenGuard,
  personalAccessTokenPatchGuard,
  personalAccessTokenRenameGuard,
} from '../entities/personal-access-token';
import { defineEndpoint } from './endpoint';

/**
 * The `subject_token_type` of a personal access token at the token endpoint (RFC 8693 §3 lets
 * an authorization server define its own URIs).
 */
export const personalAccessTokenType = 'urn:tessera:token-type:personal_access_token';

/**
 * The same type under the reference API's URI, also accepted so that a client written against
 * the reference works unchanged.
 */
export const referencePersonalAccessTokenType = 'urn:logto:token-type:personal_access_token';

const params = z.object({ userId: userIdGuard });
const nameParams = z.object({ userId: userIdGuard, name: z.string().min(1).max(256) });
const unknownToken = 'No such user, or no token of this name (`personal_access_token.not_found`).';

/** A user's personal access tokens, addressed by their name (unique per user). */
export const personalAccessTokenApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/personal-access-tokens',
    summary: 'List the personal access tokens of a user',
    description: 'Without their values: only a hash of each is stored.',
    params,
    response: z.array(personalAccessTokenGuard),
    returns: 'The tokens, newest first.',
    failures: { 404: 'No user with this id.' },
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/users/{userId}/personal-access-tokens',
    summary: 'Add a personal access token',
    description:
      'The answer carries the value, the only time it is shown. `expiresAt` (epoch milliseconds) must be in the future; without it the token does not expire.',
    params,
    body: personalAccessTokenCreateGuard,
    response: createdPersonalAccessTokenGuard,
    status: 201,
    returns: 'The token, with its value.',
    failures: {
      400: 'Invalid body, or `expiresAt` not in the future (`personal_access_token.expires_at_in_past`).',
      404: 'No user with this id.',
      422: 'The user already has a token of this name (`personal_access_token.name_in_use`).',
    },
  }),
  rename: defineEndpoint({
    method: 'patch',
    path: '/users/{userId}/personal-access-tokens',
    summary: 'Rename a personal access token',
    description: 'The current name travels in the body, so names need no URL encoding.',
    params,
    body: personalAccessTokenRenameGuard,
    response: personalAccessTokenGuard,
    returns: 'The token.',
    failures: { 404: unknownToken, 422: 'The new name is taken (`personal_access_token.name_in_use`).' },
  }),
  renameByName: defineEndpoint({
    method: 'patch',
    path: '/users/{userId}/personal-access-tokens/{name}',
    summary: 'Rename a personal access token by its path name',
    params: nameParams,
    body: personalAccessTokenPatchGuard,
    response: personalAccessTokenGuard,
    returns: 'The token.',
    failures: { 404: unknownToken, 422: 'The new name is taken (`personal_access_token.name_in_use`).' },
  }),
  delete: defineEndpoint({
    method: 'post',
    path: '/users/{userId}/personal-access-tokens/delete',
    summary: 'Delete a personal access token',
    description: 'The name travels in the body, so names need no URL encoding.',
    params,
    body: personalAccessTokenDeleteGuard,
    failures: { 404: unknownToken },
  }),
  deleteByName: defineEndpoint({
    method: 'delete',
    path: '/users/{userId}/personal-access-tokens/{name}',
    summary: 'Delete a personal access token by its path name',
    params: nameParams,
    failures: { 404: unknownToken },
  }),
};
