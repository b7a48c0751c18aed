import type { AdminConsoleData, IdTokenConfig, OidcKey, OidcKeyType, OidcSessionConfig } from '@tessera/schemas';

/** Events of the configs area: the tenant's OIDC keys (signing keys and cookie keys) and settings. */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    /** A new current key of this type; `keys` are those kept, current first (no key material). */
    'oidc_keys.rotated': { keyType: OidcKeyType; keys: OidcKey[] };
    /** A previous key of this type was dropped. */
    'oidc_key.deleted': { keyType: OidcKeyType; keyId: string };
    /** The lifetime of sign-in sessions changed; the provider sets it on the sessions it starts. */
    'oidc_session_config.data.updated': { config: OidcSessionConfig };
    /** The extended claims ID tokens carry changed. */
    'id_token_config.data.updated': { config: IdTokenConfig };
    /** The console's per-tenant state changed (what was set up, which notices were read). */
    'admin_console_config.data.updated': { config: AdminConsoleData };
  }
}
