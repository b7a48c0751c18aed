import {
  organizationInvitationApi,
  type InvitationStatus,
  type OrganizationInvitation,
} from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { findOrganizationInvitations, findRolesOfInvitations } from '../invitation-queries.js';
import {
  createOrganizationInvitation,
  deleteOrganizationInvitation,
  effectiveStatus,
  replaceOrganizationInvitationStatus,
  requireOrganizationInvitation,
  resendOrganizationInvitation,
  type InvitationRow,
} from '../invitation-service.js';
import { toOrganizationRoleRef } from '../responses.js';

const route = routesOf({ tags: ['Organization invitations'], security });

/** Invitations in their API shape, with their roles: one query for all of them. */
async function toInvitationResponses(
  scope: TenantScope,
  rows: InvitationRow[],
): Promise<OrganizationInvitation[]> {
  const roles = await findRolesOfInvitations(
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    id: row.id,
    inviterId: row.inviter_id,
    invitee: row.invitee,
    acceptedUserId: row.accepted_user_id,
    organizationId: row.organization_id,
    status: effectiveStatus(row) as InvitationStatus,
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
    expiresAt: row.expires_at.getTime(),
    organizationRoles: roles
      .filter((role) => role.organization_invitation_id === row.id)
      .map(toOrganizationRoleRef),
  }));
}

const one = async (scope: TenantScope, row: InvitationRow) => {
  const [response] = await toInvitationResponses(scope, [row]);
  return response as OrganizationInvitation;
};

/** `/organization-invitations…`: invitations to join an organization, sent by email. */
export const organizationInvitationRoutes = (context: AppContext) => {
  const dependencies = { vault: context.vault, logger: context.logger, outbound: context.outbound };
  return createRouter()
    .openapi(route(organizationInvitationApi.list), async (c) => {
      const scope = c.get('scope');
      return c.json(
        await toInvitationResponses(
          scope,
          await findOrganizationInvitations(scope, c.req.valid('query')),
        ),
        200,
      );
    })
    .openapi(route(organizationInvitationApi.create), async (c) => {
      const scope = c.get('scope');
      const row = await createOrganizationInvitation(scope, c.req.valid('json'), dependencies);
      return c.json(await one(scope, row), 201);
    })
    .openapi(route(organizationInvitationApi.get), async (c) => {
      const scope = c.get('scope');
      return c.json(
        await one(scope, await requireOrganizationInvitation(scope, c.req.valid('param').id)),
        200,
      );
    })
    .openapi(route(organizationInvitationApi.delete), async (c) => {
      await deleteOrganizationInvitation(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(route(organizationInvitationApi.sendMessage), async (c) => {
      await resendOrganizationInvitation(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json'),
        dependencies,
      );
      return c.body(null, 204);
    })
    .openapi(route(organizationInvitationApi.replaceStatus), async (c) => {
      const scope = c.get('scope');
      const row = await replaceOrganizationInvitationStatus(
        scope,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(await one(scope, row), 200);
    });
};
