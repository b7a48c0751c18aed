import type { OidcKey, OidcKeyType } from '@tessera/schemas';

/** Events of the configs area: the tenant's OIDC keys (signing keys and cookie keys). */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    /** A new current key of this type; `keys` are those kept, current first (no key material). */
    'oidc_keys.rotated': { keyType: OidcKeyType; keys: OidcKey[] };
    /** A previous key of this type was dropped. */
    'oidc_key.deleted': { keyType: OidcKeyType; keyId: string };
  }
}
