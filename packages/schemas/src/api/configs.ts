import { z } from 'zod';

import { oidcKeyGuard, oidcKeyRotateGuard, oidcKeyTypeGuard } from '../entities/oidc-key';
import { defineEndpoint } from './endpoint';

const keyType = z.object({ keyType: oidcKeyTypeGuard });
const keys = z.array(oidcKeyGuard);

/**
 * The OIDC keys of the tenant (`/configs/oidc/…`): signing keys, which JWKS serves, and the
 * provider's cookie keys. Key material never leaves the server.
 */
export const oidcKeyApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/configs/oidc/{keyType}',
    summary: 'List OIDC keys',
    description: 'Signing (private) keys or cookie keys of the tenant, current first. No key material is returned.',
    params: keyType,
    response: keys,
    returns: 'Keys, current first.',
  }),
  rotate: defineEndpoint({
    method: 'post',
    path: '/configs/oidc/{keyType}/rotate',
    summary: 'Rotate OIDC keys',
    description: 'Creates a new current key; the previous one is kept (JWKS still serves it), older ones are dropped.',
    params: keyType,
    body: oidcKeyRotateGuard,
    response: keys,
    returns: 'Keys after rotation.',
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/configs/oidc/{keyType}/{keyId}',
    summary: 'Delete an OIDC key',
    description: 'Deletes a previous key. The current key cannot be deleted (422).',
    params: keyType.extend({ keyId: z.string().min(1).max(64) }),
    returns: 'Deleted.',
    failures: { 404: 'No key with this id.', 422: 'The current key cannot be deleted.' },
  }),
};
