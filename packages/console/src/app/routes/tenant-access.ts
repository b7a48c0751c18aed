import { tenantPermissions } from '@tessera/schemas';

/** What the tenant access guard (spec 000 §4.2) does about the member's tokens. */
export type TenantAccessAction =
  /** A scope the server grants is missing from the token: clear every token, sign in again with consent. */
  | 'renew-sign-in'
  /** The token has a scope the server no longer grants: clear only the access token. */
  | 'refresh-token'
  /** The member holds no scope: forget the tenant locally, go to the root. */
  | 'leave-tenant'
  | 'none';

const isTenantPermission = (scope: string) => (tenantPermissions as readonly string[]).includes(scope);

/**
 * Compares the member's scopes as the server grants them with those of the organization token
 * (its space-separated `scope`; only tenant permissions count, the organizations scope rides along).
 */
export const decideTenantAccess = (memberScopes: readonly string[], tokenScopes: readonly string[]): TenantAccessAction => {
  if (memberScopes.length === 0) {
    return 'leave-tenant';
  }
  if (memberScopes.some((scope) => !tokenScopes.includes(scope))) {
    return 'renew-sign-in';
  }
  if (tokenScopes.some((scope) => isTenantPermission(scope) && !memberScopes.includes(scope))) {
    return 'refresh-token';
  }
  return 'none';
};
