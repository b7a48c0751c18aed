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
import { readKey, startRead, takeStartedRead } from './started-reads.js';

const extendedClaims = new Set<string>(idTokenExtendedClaims);

type OrganizationRoles = Awaited<ReturnType<typeof findOrganizationRolesOfUser>>;

// The keys of the account reads a request starts ahead: the account's id names each of them.
const userRead = (accountId: string) => readKey('Account', accountId);
const organizationIdsRead = (accountId: string) => readKey('OrganizationIds', accountId);
const organizationRolesRead = (accountId: string) => readKey('OrganizationRoles', accountId);

/**
 * Starts the reads `findAccount` and the claims of the account's ID token will make in this
 * request, so that they go to the database together with the request's other reads instead of
 * one after another (on the embedded database, one trip to its thread instead of three). Only
 * for the request itself: `findAccount` and `claims` take each read once, for the same account
 * (started-reads.ts); anything else, or a second ask, reads the database as usual. Resolves once
 * the reads are done; nobody needs to wait for that.
 */
export const readAccountAhead = async (
  request: object,
  scope: TenantScope,
  accountId: string,
  grantedScopes: ReadonlySet<string>,
) => {
  await Promise.allSettled([
    startRead(request, userRead(accountId), () => findUserById(scope, accountId)),
    grantedScopes.has(organizationsScope)
      ? startRead(request, organizationIdsRead(accountId), () => findOrganizationIdsOfUser(scope, accountId))
      : undefined,
    grantedScopes.has(organizationRolesScope)
      ? startRead(request, organizationRolesRead(accountId), () => findOrganizationRolesOfUser(scope, accountId))
      : undefined,
  ]);
};

/**
 * Standard claims of a user; which are released depends on the granted scopes. When the tenant
 * listed the extended claims its ID tokens carry (`/configs/id-token`), the others are served by
 * the userinfo endpoint only; while it never set the list, ID tokens carry every granted claim.
 */
export const createFindAccount =
  (scope: TenantScope, idTokenClaims?: readonly IdTokenExtendedClaim[]): FindAccount =>
  async (ctx, accountId) => {
    // The refresh grant reads the user ahead (readAccountAhead); the code exchange starts this
    // read with the session's and grant's (code-exchange-reads.ts).
    const user = await (takeStartedRead<UserRow | undefined>(ctx, userRead(accountId)) ??
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
          claims.organizations = await (takeStartedRead<string[]>(ctx, organizationIdsRead(accountId)) ??
            findOrganizationIdsOfUser(scope, accountId));
        }
        if (granted.has(organizationRolesScope)) {
          const roles = await (takeStartedRead<OrganizationRoles>(ctx, organizationRolesRead(accountId)) ??
            findOrganizationRolesOfUser(scope, accountId));
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
