import { sql, type Insertable } from 'kysely';
import type { OrganizationInvitationsTable } from '../../db/organization-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export const findOrganizationInvitationById = (scope: TenantScope, id: string) =>
  scope.selectFrom('organization_invitations').selectAll().where('id', '=', id).executeTakeFirst();

export type InvitationFilter = { organizationId?: string; inviterId?: string; invitee?: string };

/** Invitations newest first, narrowed by organization, inviter or invitee (ignoring case). */
export const findOrganizationInvitations = (scope: TenantScope, filter: InvitationFilter) => {
  let query = scope.selectFrom('organization_invitations').selectAll();
  if (filter.organizationId !== undefined) {
    query = query.where('organization_id', '=', filter.organizationId);
  }
  if (filter.inviterId !== undefined) {
    query = query.where('inviter_id', '=', filter.inviterId);
  }
  if (filter.invitee !== undefined) {
    query = query.where(sql`lower(invitee)`, '=', filter.invitee.toLowerCase());
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
};

export const insertOrganizationInvitation = (
  scope: TenantScope,
  row: Omit<Insertable<OrganizationInvitationsTable>, 'tenant_id'>,
) => scope.insertInto('organization_invitations', row).returningAll().executeTakeFirstOrThrow();

export const updateOrganizationInvitationById = (
  scope: TenantScope,
  id: string,
  changes: { status: string; accepted_user_id?: string | null },
) =>
  scope
    .updateTable('organization_invitations')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteOrganizationInvitationById = async (scope: TenantScope, id: string) => {
  const result = await scope
    .deleteFrom('organization_invitations')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

export const insertOrganizationInvitationRoles = async (
  scope: TenantScope,
  invitationId: string,
  roleIds: readonly string[],
) => {
  if (roleIds.length > 0) {
    await scope
      .insertInto(
        'organization_invitation_role_relations',
        roleIds.map((roleId) => ({
          organization_invitation_id: invitationId,
          organization_role_id: roleId,
        })),
      )
      .execute();
  }
};

/** `{ organization_invitation_id, id, name }` of the roles each invitation gives. */
export const findRolesOfInvitations = (scope: TenantScope, invitationIds: readonly string[]) =>
  invitationIds.length === 0
    ? Promise.resolve([])
    : scope
        .selectFrom('organization_invitation_role_relations')
        .innerJoin('organization_roles', (join) =>
          join
            .onRef(
              'organization_roles.id',
              '=',
              'organization_invitation_role_relations.organization_role_id',
            )
            .onRef(
              'organization_roles.tenant_id',
              '=',
              'organization_invitation_role_relations.tenant_id',
            ),
        )
        .select([
          'organization_invitation_role_relations.organization_invitation_id',
          'organization_roles.id',
          'organization_roles.name',
        ])
        .where(
          'organization_invitation_role_relations.organization_invitation_id',
          'in',
          invitationIds,
        )
        .orderBy('organization_roles.name')
        .execute();

export const findOrganizationInvitationRoleIds = async (
  scope: TenantScope,
  invitationId: string,
) => {
  const rows = await scope
    .selectFrom('organization_invitation_role_relations')
    .select('organization_role_id')
    .where('organization_invitation_id', '=', invitationId)
    .execute();
  return rows.map((row) => row.organization_role_id);
};

/** A Pending invitation not yet expired at `now`, with its organization's name. */
export const findPendingInvitationWithOrganization = (scope: TenantScope, id: string, now: Date) =>
  scope
    .selectFrom('organization_invitations')
    .innerJoin('organizations', (join) =>
      join
        .onRef('organizations.id', '=', 'organization_invitations.organization_id')
        .onRef('organizations.tenant_id', '=', 'organization_invitations.tenant_id'),
    )
    .select([
      'organization_invitations.id',
      'organization_invitations.invitee',
      'organization_invitations.organization_id',
      'organizations.name as organization_name',
    ])
    .where('organization_invitations.id', '=', id)
    .where('organization_invitations.status', '=', 'Pending')
    .where('organization_invitations.expires_at', '>', now)
    .executeTakeFirst();

/**
 * Marks the invitation Accepted by `userId` only if it is still Pending, unexpired at `now`, and
 * invites `email` (ignoring case), in one statement: of two racing acceptances one changes it.
 */
export const acceptPendingInvitation = (
  scope: TenantScope,
  id: string,
  userId: string,
  email: string,
  now: Date,
) =>
  scope
    .updateTable('organization_invitations')
    .set({ status: 'Accepted', accepted_user_id: userId, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .where('expires_at', '>', now)
    .where(sql`lower(invitee)`, '=', email.toLowerCase())
    .returning(['id', 'organization_id'])
    .executeTakeFirst();
