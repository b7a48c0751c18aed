import type { MiddlewareHandler } from 'hono';
import { decodeJwt } from 'jose';
import {
  adminTenantId,
  cloudApiIndicator,
  defaultTenantId,
  organizationUrn,
  type TenantPermission,
} from '@tessera/schemas';
import type { AppContext } from '../../app-context.js';
import type { AuthContext } from '../../auth/auth-context.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { findOrganizationUserIds } from '../organizations/membership-queries.js';
import { findOrganizationUserScopes } from '../organizations/member-role-queries.js';
import { consoleUserTokenGuard } from '../tenants/cloud-guard.js';
import { tenantOrganizationId } from '../tenants/membership.js';

/** Callers who came with an organization token of `t-{tenantId}`: its scopes are tenant permissions. */
const organizationTokens = new WeakSet<AuthContext>();

const builtInTenantIds = new Set([adminTenantId, defaultTenantId]);

/** The audience a token names, unverified: only to pick which audience to verify it against. */
const claimedAudience = (authorization: string | undefined) => {
  try {
    const aud = decodeJwt(authorization?.split(' ')[1] ?? '').aud;
    return Array.isArray(aud) ? aud[0] : aud;
  } catch {
    return undefined;
  }
};

/**
 * Guards `/tenants/{tenantId}/…` of the cloud API: an admin-tenant access token of an active
 * console user, either an organization token for `t-{tenantId}` (spec 000 §6: tenant calls carry
 * it) or a cloud API token with `manage:tenant:self`. Which permission a route needs is checked
 * by the route, against the member's role (`requireTenantPermission`).
 */
export const tenantAccessGuard = (context: Pick<AppContext, 'config' | 'providers' | 'tenantScope'>): MiddlewareHandler<AppEnv> => {
  const { assertCloudApiHost, verifyConsoleUser } = consoleUserTokenGuard(context);
  return async (c, next) => {
    assertCloudApiHost(c);
    const organizationAudience = organizationUrn(tenantOrganizationId(c.req.param('tenantId') ?? ''));
    const audience = claimedAudience(c.req.header('authorization')) === organizationAudience ? organizationAudience : cloudApiIndicator;
    const auth = await verifyConsoleUser(c, audience);
    if (audience === organizationAudience) {
      organizationTokens.add(auth);
    } else if (!auth.scopes.includes('manage:tenant:self')) {
      throw new RequestError('auth.insufficient_permissions', 403);
    }
    c.set('auth', auth);
    await next();
  };
};

/** The tenant permissions a user holds through their role in `t-{tenantId}`; none for non-members. */
export async function findTenantPermissions(admin: TenantScope, tenantId: string, userId: string) {
  if (builtInTenantIds.has(tenantId)) {
    return [];
  }
  const organizationId = tenantOrganizationId(tenantId);
  if ((await findOrganizationUserIds(admin, organizationId, [userId])).length === 0) {
    return undefined;
  }
  const scopes = await findOrganizationUserScopes(admin, organizationId, userId);
  return scopes.map((scope) => scope.name as TenantPermission);
}

/**
 * The caller must be a member of the tenant (404 `tenant.not_found` otherwise, as if it did not
 * exist) holding `permission` through their role now; an organization token must carry it too.
 * A missing permission is 403 `tenant.permission_denied`.
 */
export async function requireTenantPermission(
  admin: TenantScope,
  auth: AuthContext,
  tenantId: string,
  permission: TenantPermission | undefined,
) {
  const held = await findTenantPermissions(admin, tenantId, auth.subject);
  if (!held) {
    throw new RequestError('tenant.not_found', 404, { tenantId });
  }
  if (
    permission &&
    (!held.includes(permission) || (organizationTokens.has(auth) && !auth.scopes.includes(permission)))
  ) {
    throw new RequestError('tenant.permission_denied', 403, { permission });
  }
  return held;
}
