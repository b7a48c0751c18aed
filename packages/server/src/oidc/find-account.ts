import type { FindAccount } from 'oidc-provider';
import {
  idTokenExtendedClaims,
  organizationRolesScope,
  organizationsScope,
  type IdTokenExtendedClaim,
} from '@tessera/schemas';
import type { TenantScope } from '../db/tenant-scope.js';
import { findUserById, type UserRow } from '../modules/users/queries.js';
import { findOrganizationRolesOfUser } from '../modules/organizations/member-role-queries.js';
import { findOrganizationIdsOfUser } from '../modules/organizations/token-queries.js';
import { readKey, takeStartedRead } from './started-reads.js';

const extendedClaims = new Set<string>(idTokenExtendedClaims);

/**
 * Standard claims of a user; which are released depends on the granted scopes. When the tenant
 * listed the extended claims its ID tokens carry (`/configs/id-token`), the others are served by
 * the userinfo endpoint only; while it never set the list, ID tokens carry every granted claim.
 */
export const createFindAccount =
  (scope: TenantScope, idTokenClaims?: readonly IdTokenExtendedClaim[]): FindAccount =>
  async (ctx, accountId) => {
    // The code exchange starts this read with the session's and grant's (code-exchange-reads.ts).
    const user = await (takeStartedRead<UserRow | undefined>(ctx, readKey('Account', accountId)) ??
      findUserById(scope, accountId));
    if (!user || user.is_suspended) {
      return undefined;
    }
    return {
      accountId,
      claims: async (use, grantedScope) => {
        const claims: Record<string, unknown> = {
          sub: accountId,
          name: user.name ?? undefined,
          username: user.username ?? undefined,
          picture: user.avatar ?? undefined,
          email: user.primary_email ?? undefined,
          email_verified: Boolean(user.primary_email),
          phone_number: user.primary_phone ?? undefined,
          phone_number_verified: Boolean(user.primary_phone),
          custom_data: user.custom_data,
          identities: user.identities,
          updated_at: Math.floor(user.updated_at.getTime() / 1000),
        };
        // Read only when granted: most tokens never pay for the organization queries.
        const granted = new Set(grantedScope.split(' '));
        if (granted.has(organizationsScope)) {
          claims.organizations = await findOrganizationIdsOfUser(scope, accountId);
        }
        if (granted.has(organizationRolesScope)) {
          const roles = await findOrganizationRolesOfUser(scope, accountId);
          claims.organization_roles = roles
            .map((role) => `${role.organization_id}:${role.name}`)
            .sort();
        }
        if (use === 'id_token' && idTokenClaims) {
          for (const claim of extendedClaims) {
            if (!idTokenClaims.includes(claim as IdTokenExtendedClaim)) {
              delete claims[claim];
            }
          }
        }
        return claims as { sub: string };
      },
    };
  };

/** Claims released per scope (OIDC standard plus Tessera's own). */
export const claimsByScope = {
  openid: ['sub'],
  profile: ['name', 'username', 'picture', 'updated_at'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
  custom_data: ['custom_data'],
  identities: ['identities'],
  [organizationsScope]: ['organizations'],
  [organizationRolesScope]: ['organization_roles'],
};
