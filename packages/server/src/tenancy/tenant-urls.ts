import { defaultTenantId } from '@tessera/schemas';

/**
 * Where a tenant lives on this server: the default tenant at the root, any other tenant under
 * `/t/{tenantId}`. Every public URL of a tenant is built from this prefix.
 */
export const tenantPathPrefix = (tenantId: string) =>
  tenantId === defaultTenantId ? '' : `/t/${tenantId}`;

export const tenantIssuer = (endpoint: string, tenantId: string) =>
  `${endpoint}${tenantPathPrefix(tenantId)}/oidc`;

/** The resource indicator of a tenant's Management API (an identifier, never fetched). */
export const managementApiIndicator = (tenantId: string) => `https://${tenantId}.tessera.app/api`;

export const managementApiScope = 'all';

const tenantPath = /^\/t\/([0-9a-z-]{1,21})([/?#].*)?$/;

/** Splits `/t/{tenantId}/rest` into the tenant and the rest; other paths belong to `default`. */
export function splitTenantPath(url: string): { tenantId: string; rest: string; prefix: string } {
  const match = tenantPath.exec(url);
  if (!match?.[1]) {
    return { tenantId: defaultTenantId, rest: url, prefix: '' };
  }
  const rest = match[2] ?? '/';
  return { tenantId: match[1], rest: rest.startsWith('/') ? rest : `/${rest}`, prefix: `/t/${match[1]}` };
}
