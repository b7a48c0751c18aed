import type { TenantScope } from '../../db/tenant-scope.js';

// SQL of tenant membership, on the admin tenant's `t-{tenantId}` organizations.

/** Members of the organization with the names of their organization roles, oldest member first. */
export const findMembersWithRoles = (admin: TenantScope, organizationId: string) =>
  admin
    .selectFrom('organization_user_relations')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'organization_user_relations.user_id')
        .onRef('users.tenant_id', '=', 'organization_user_relations.tenant_id'),
    )
    .leftJoin('organization_role_user_relations', (join) =>
      join
        .onRef('organization_role_user_relations.user_id', '=', 'organization_user_relations.user_id')
        .onRef('organization_role_user_relations.organization_id', '=', 'organization_user_relations.organization_id')
        .onRef('organization_role_user_relations.tenant_id', '=', 'organization_user_relations.tenant_id'),
    )
    .leftJoin('organization_roles', (join) =>
      join
        .onRef('organization_roles.id', '=', 'organization_role_user_relations.organization_role_id')
        .onRef('organization_roles.tenant_id', '=', 'organization_role_user_relations.tenant_id'),
    )
    .select([
      'users.id',
      'users.name',
      'users.username',
      'users.primary_email',
      'users.avatar',
      'organization_roles.id as role_id',
      'organization_roles.name as role_name',
      'organization_user_relations.created_at as joined_at',
    ])
    .where('organization_user_relations.organization_id', '=', organizationId)
    .orderBy('organization_user_relations.created_at')
    .orderBy('users.id')
    .execute();

/** How many members hold the organization role. */
export const countMembersWithRole = async (admin: TenantScope, organizationId: string, roleId: string) => {
  const row = await admin
    .selectFrom('organization_role_user_relations')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('organization_role_id', '=', roleId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
};

/** Pending invitations to the email (ignoring case), newest first. */
export const findPendingInvitationsOfInvitee = (admin: TenantScope, email: string, now: Date) =>
  admin
    .selectFrom('organization_invitations')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['invitee']), '=', email.toLowerCase()))
    .where('status', '=', 'Pending')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
