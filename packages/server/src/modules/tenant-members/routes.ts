import type { MiddlewareHandler } from 'hono';
import { adminTenantId, myInvitationApi, tenantMemberApi } from '@tessera/schemas';
import type { AppContext } from '../../app-context.js';
import { RequestError } from '../../errors/request-error.js';
import { security } from '../../http/contract-parts.js';
import type { AppEnv } from '../../http/app-env.js';
import { createRouter } from '../../http/create-router.js';
import { routesOf } from '../../http/endpoint-route.js';
import type { PlanCatalogue } from '../subscriptions/plan-catalogue.js';
import { assertCloudScope, cloudApiGuard } from '../tenants/cloud-guard.js';
import {
  acceptMyInvitation,
  findMyInvitation,
  findMyInvitations,
  findTenantInvitations,
  inviteToTenant,
  resendTenantInvitation,
  revokeTenantInvitation,
  type InvitationDependencies,
} from './invitation-service.js';
import { findTenantMembers, removeTenantMember, updateTenantMemberRole } from './member-service.js';
import { findTenantPermissions, requireTenantPermission, tenantAccessGuard } from './tenant-access.js';

const route = routesOf({ tags: ['Tenant members'], security });

/** Guards exactly the paths a router declares, so other paths keep their own answers. */
const guarded = (routes: ReturnType<typeof createRouter>, ...middleware: MiddlewareHandler<AppEnv>[]) => {
  const router = createRouter();
  for (const path of new Set(routes.routes.map((each) => each.path))) {
    router.use(path, ...middleware);
  }
  return router.route('/', routes);
};

/**
 * The cloud API's members and invitations (cloud edition, admin tenant only):
 * `/tenants/{tenantId}/members…` and `/tenants/{tenantId}/invitations…` check the caller's
 * tenant permission; `/invitations…` are the caller's own invitations.
 */
export const tenantMembersArea = (context: AppContext, settle: MiddlewareHandler<AppEnv>, catalogue: PlanCatalogue) => {
  const admin = context.tenantScope(adminTenantId);
  const invitations: InvitationDependencies = {
    admin,
    db: context.database.db,
    endpoint: context.config.endpoint,
    vault: context.vault,
    logger: context.logger,
    outbound: context.outbound,
    catalogue,
  };
  const tenantRoutes = createRouter()
    .openapi(route(tenantMemberApi.list), async (c) => {
      const { tenantId } = c.req.valid('param');
      await requireTenantPermission(admin, c.get('auth'), tenantId, 'read:member');
      return c.json(await findTenantMembers(admin, tenantId), 200);
    })
    .openapi(route(tenantMemberApi.updateRole), async (c) => {
      const { tenantId, userId } = c.req.valid('param');
      await requireTenantPermission(admin, c.get('auth'), tenantId, 'update:member:role');
      return c.json(await updateTenantMemberRole(admin, tenantId, userId, c.req.valid('json').roleName), 200);
    })
    .openapi(route(tenantMemberApi.remove), async (c) => {
      const { tenantId, userId } = c.req.valid('param');
      const auth = c.get('auth');
      // Leaving needs membership only; removing someone else needs the permission.
      await requireTenantPermission(admin, auth, tenantId, userId === auth.subject ? undefined : 'remove:member');
      await removeTenantMember(admin, tenantId, userId);
      return c.body(null, 204);
    })
    .openapi(route(tenantMemberApi.scopes), async (c) => {
      const { tenantId, userId } = c.req.valid('param');
      const auth = c.get('auth');
      if (userId === auth.subject) {
        // The console's access guard reads its own: none once the caller is no longer a member.
        const held = (await findTenantPermissions(admin, tenantId, userId)) ?? [];
        return c.json(held.map((name) => ({ name })), 200);
      }
      await requireTenantPermission(admin, auth, tenantId, 'read:member');
      const held = await findTenantPermissions(admin, tenantId, userId);
      if (!held) {
        throw new RequestError('tenant.member_not_found', 404, { userId });
      }
      return c.json(held.map((name) => ({ name })), 200);
    })
    .openapi(route(tenantMemberApi.listInvitations), async (c) => {
      const { tenantId } = c.req.valid('param');
      await requireTenantPermission(admin, c.get('auth'), tenantId, 'invite:member');
      return c.json(await findTenantInvitations(admin, tenantId), 200);
    })
    .openapi(route(tenantMemberApi.invite), async (c) => {
      const { tenantId } = c.req.valid('param');
      const auth = c.get('auth');
      await requireTenantPermission(admin, auth, tenantId, 'invite:member');
      const body = c.req.valid('json');
      const created = await inviteToTenant(invitations, tenantId, auth.subject, body);
      return c.json(Array.isArray(body.invitee) ? created : created[0], 201);
    })
    .openapi(route(tenantMemberApi.revokeInvitation), async (c) => {
      const { tenantId, invitationId } = c.req.valid('param');
      await requireTenantPermission(admin, c.get('auth'), tenantId, 'invite:member');
      await revokeTenantInvitation(admin, tenantId, invitationId);
      return c.body(null, 204);
    })
    .openapi(route(tenantMemberApi.resendInvitation), async (c) => {
      const { tenantId, invitationId } = c.req.valid('param');
      await requireTenantPermission(admin, c.get('auth'), tenantId, 'invite:member');
      await resendTenantInvitation(invitations, tenantId, invitationId);
      return c.body(null, 204);
    });

  const myRoutes = createRouter()
    .openapi(route(myInvitationApi.list), async (c) => {
      const auth = c.get('auth');
      assertCloudScope(auth, 'manage:tenant:self');
      return c.json(await findMyInvitations(invitations, auth.subject), 200);
    })
    .openapi(route(myInvitationApi.get), async (c) => {
      const auth = c.get('auth');
      assertCloudScope(auth, 'manage:tenant:self');
      return c.json(await findMyInvitation(invitations, auth.subject, c.req.valid('param').invitationId), 200);
    })
    .openapi(route(myInvitationApi.accept), async (c) => {
      const auth = c.get('auth');
      assertCloudScope(auth, 'manage:tenant:self');
      return c.json(await acceptMyInvitation(invitations, auth.subject, c.req.valid('param').invitationId), 200);
    });

  return createRouter()
    .route('/', guarded(tenantRoutes, settle, tenantAccessGuard(context)))
    .route('/', guarded(myRoutes, settle, cloudApiGuard(context)));
};
