import type { OidcKey } from '@tessera/schemas';
import type { StoredCookieKey, StoredPrivateKey } from './key-types.js';

/** A stored key in its API shape (`OidcKey`): its id, age and algorithm, never its material. */
export const toOidcKeyResponse = (key: StoredPrivateKey | StoredCookieKey): OidcKey => ({
  id: key.id,
  createdAt: key.createdAt,
  ...('algorithm' in key ? { signingKeyAlgorithm: key.algorithm } : {}),
});
