import type {
  JsonObject,
  JwtCustomizerApplicationContext,
  JwtCustomizerUserContext,
} from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { findApplicationById } from '../applications/queries.js';
import { toApplicationResponse } from '../applications/responses.js';
import { findOrganizationRolesOfUser, findOrganizationsOfUser } from '../organizations/member-role-queries.js';
import { listMfaVerifications } from '../users/mfa-verifications.js';
import { findUserById } from '../users/queries.js';
import { toUserResponse } from '../users/responses.js';
import { findSsoIdentitiesOfUser } from '../users/sso-identities.js';
import { findUserRolesWithScopes, type UserRoleScopeRow } from './context-queries.js';

type UserRole = NonNullable<JwtCustomizerUserContext['roles']>[number];

const toUserRoles = (tenantId: string, rows: readonly UserRoleScopeRow[]): UserRole[] => {
  const roles = new Map<string, UserRole>();
  for (const row of rows) {
    const role = roles.get(row.role_id) ?? { id: row.role_id, name: row.role_name, description: row.role_description, scopes: [] };
    roles.set(row.role_id, role);
    if (row.scope_id && row.resource_id) {
      role.scopes.push({
        id: row.scope_id,
        name: row.scope_name ?? '',
        description: row.scope_description ?? null,
        resourceId: row.resource_id,
        resource: {
          tenantId,
          id: row.resource_id,
          name: row.resource_name ?? '',
          indicator: row.resource_indicator ?? '',
          isDefault: Boolean(row.resource_is_default),
          accessTokenTtl: Number(row.resource_access_token_ttl ?? 0),
        },
      });
    }
  }
  return [...roles.values()];
};

/**
 * `context.user` of a user access token: the profile (never the password hash), roles with the
 * scopes they grant, organizations and the roles held there, SSO identities and MFA factors.
 */
export async function findUserContext(scope: TenantScope, userId: string): Promise<JwtCustomizerUserContext | undefined> {
  const user = await findUserById(scope, userId);
  if (!user) {
    return undefined;
  }
  const [roleRows, organizations, organizationRoles, ssoIdentities] = await Promise.all([
    findUserRolesWithScopes(scope, userId),
    findOrganizationsOfUser(scope, userId),
    findOrganizationRolesOfUser(scope, userId),
    findSsoIdentitiesOfUser(scope, userId),
  ]);
  return {
    ...toUserResponse(user),
    ssoIdentities: ssoIdentities.map(({ issuer, identityId, detail }) => ({ issuer, identityId, detail })),
    mfaVerificationFactors: [...new Set(listMfaVerifications(user).map((factor) => factor.type))],
    roles: toUserRoles(scope.tenantId, roleRows),
    organizations: organizations.map(({ id, name, description }) => ({ id, name, description })),
    organizationRoles: organizationRoles.map((role) => ({
      organizationId: role.organization_id,
      roleId: role.id,
      roleName: role.name,
    })),
  };
}

/** `context.application`: the application in its API shape, which never holds its secrets. */
export async function findApplicationContext(
  scope: TenantScope,
  applicationId: string,
): Promise<JwtCustomizerApplicationContext | undefined> {
  const application = await findApplicationById(scope, applicationId);
  if (!application) {
    return undefined;
  }
  const { protectedAppMetadata: _protected, ...context } = toApplicationResponse(application);
  return context as JwtCustomizerApplicationContext & JsonObject;
}
