import { z } from 'zod';

import {
  adminConsoleDataGuard,
  adminConsoleDataPatchGuard,
  idTokenConfigGuard,
  oidcSessionConfigGuard,
  oidcSessionConfigPatchGuard,
} from '../entities/config';
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
    description:
      'Creates a new current key. For signing keys it has the requested algorithm (by default that of the ' +
      "tenant's default signing key): the current key of that algorithm becomes previous (JWKS still serves it), " +
      'an older previous key of it is dropped, and keys of the other algorithm stay as they are. With ' +
      '`rotationGracePeriod` (seconds) the new signing key is `Next` until `effectiveAt`: JWKS serves it at once, ' +
      'the current key keeps signing until then, and afterwards the new key is current and the old one previous.',
    params: keyType,
    body: oidcKeyRotateGuard,
    response: keys,
    returns: 'Keys after rotation.',
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/configs/oidc/{keyType}/{keyId}',
    summary: 'Delete an OIDC key',
    description: 'Deletes a previous key. A current key, or the only key, cannot be deleted (422).',
    params: keyType.extend({ keyId: z.string().min(1).max(64) }),
    returns: 'Deleted.',
    failures: { 404: 'No key with this id.', 422: 'Only a previous key can be deleted, and one key is always kept.' },
  }),
};

/** Per-tenant settings under `/configs`: sign-in sessions, ID token claims, the console's notices. */
export const configApi = {
  getOidcSession: defineEndpoint({
    method: 'get',
    path: '/configs/oidc/session',
    summary: 'Get the OIDC session config',
    description: 'How long a sign-in session lasts; the default when the tenant never set it.',
    response: oidcSessionConfigGuard,
    returns: 'The session config.',
  }),
  updateOidcSession: defineEndpoint({
    method: 'patch',
    path: '/configs/oidc/session',
    summary: 'Update the OIDC session config',
    description: 'A partial update. Sessions started from now on last the new time.',
    body: oidcSessionConfigPatchGuard,
    response: oidcSessionConfigGuard,
    returns: 'The session config after the update.',
  }),
  getIdToken: defineEndpoint({
    method: 'get',
    path: '/configs/id-token',
    summary: 'Get the ID token claims config',
    description: 'Which extended claims ID tokens carry when their scope is granted.',
    response: idTokenConfigGuard,
    returns: 'The ID token config.',
    failures: { 404: 'The tenant has not set it.' },
  }),
  upsertIdToken: defineEndpoint({
    method: 'put',
    path: '/configs/id-token',
    summary: 'Set the ID token claims config',
    description: 'Creates or replaces which extended claims ID tokens carry.',
    body: idTokenConfigGuard,
    response: idTokenConfigGuard,
    returns: 'The ID token config.',
  }),
  updateIdToken: defineEndpoint({
    method: 'patch',
    path: '/configs/id-token',
    summary: 'Update the ID token claims config',
    description: 'Same as `PUT`: the config has one field.',
    body: idTokenConfigGuard,
    response: idTokenConfigGuard,
    returns: 'The ID token config.',
  }),
  getAdminConsole: defineEndpoint({
    method: 'get',
    path: '/configs/admin-console',
    summary: 'Get the admin console config',
    description: "The console's per-tenant state: what was set up, which notices were read.",
    response: adminConsoleDataGuard,
    returns: 'The admin console config.',
  }),
  updateAdminConsole: defineEndpoint({
    method: 'patch',
    path: '/configs/admin-console',
    summary: 'Update the admin console config',
    description: 'A partial update: each field sent replaces the stored one.',
    body: adminConsoleDataPatchGuard,
    response: adminConsoleDataGuard,
    returns: 'The admin console config after the update.',
  }),
};
