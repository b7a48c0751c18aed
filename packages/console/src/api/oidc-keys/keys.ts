import type { OidcKeyType } from '@tessera/schemas';

/**
 * Query keys of the OIDC keys (`/configs/oidc/…`). The tenant is part of the key: a tenant's
 * signing keys must never be shown, even for a moment, on another tenant's page.
 */
export const oidcKeyKeys = {
  all: ['oidc-keys'] as const,
  list: (tenantId: string, keyType: OidcKeyType) => [...oidcKeyKeys.all, tenantId, keyType] as const,
};
