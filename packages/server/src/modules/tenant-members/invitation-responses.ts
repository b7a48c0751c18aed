import {
  tenantOrganizationIdPrefix,
  type InvitationStatus,
  type MyTenantInvitation,
  type TenantMemberInvitation,
  type TenantRole,
} from '@tessera/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { findTenantsByIds } from '../../tenancy/tenant-queries.js';
import { findRolesOfInvitations } from '../organizations/invitation-queries.js';
import { effectiveStatus, type InvitationRow } from '../organizations/invitation-service.js';

/** The tenant a `t-{tenantId}` organization stands for; undefined for any other organization. */
export const tenantIdOfOrganization = (organizationId: string) =>
  organizationId.startsWith(tenantOrganizationIdPrefix) ? organizationId.slice(tenantOrganizationIdPrefix.length) : undefined;

/** The tenant role each invitation gives, in one query: admin when it names the admin role. */
export async function findInvitationRoles(admin: TenantScope, rows: readonly InvitationRow[]) {
  const roles = await findRolesOfInvitations(
    admin,
    rows.map((row) => row.id),
  );
  return new Map<string, TenantRole>(
    rows.map((row) => [
      row.id,
      roles.some((role) => role.organization_invitation_id === row.id && role.name === 'admin') ? 'admin' : 'collaborator',
    ]),
  );
}

/** Invitations as the tenant's admins see them. */
export async function toTenantMemberInvitations(admin: TenantScope, rows: readonly InvitationRow[]): Promise<TenantMemberInvitation[]> {
  const roles = await findInvitationRoles(admin, rows);
  return rows.map((row) => ({
    id: row.id,
    tenantId: tenantIdOfOrganization(row.organization_id) ?? '',
    invitee: row.invitee,
    inviterId: row.inviter_id,
    acceptedUserId: row.accepted_user_id,
    status: effectiveStatus(row) as InvitationStatus,
    role: roles.get(row.id) ?? 'collaborator',
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
    expiresAt: row.expires_at.getTime(),
  }));
}

/** Invitations as their invitee sees them, with the tenant's name and tag; those of gone tenants are left out. */
export async function toMyInvitations(
  db: Kysely<Database>,
  admin: TenantScope,
  rows: readonly InvitationRow[],
): Promise<MyTenantInvitation[]> {
  const roles = await findInvitationRoles(admin, rows);
  const tenantIds = rows.flatMap((row) => tenantIdOfOrganization(row.organization_id) ?? []);
  const tenants = new Map((await findTenantsByIds(db, tenantIds)).map((tenant) => [tenant.id, tenant]));
  return rows.flatMap((row) => {
    const tenantId = tenantIdOfOrganization(row.organization_id);
    const tenant = tenantId ? tenants.get(tenantId) : undefined;
    if (!tenant) {
      return [];
    }
    return [
      {
        id: row.id,
        organizationId: row.organization_id,
        tenantId: tenant.id,
        tenantName: tenant.name,
        tenantTag: tenant.tag,
        invitee: row.invitee,
        status: effectiveStatus(row) as InvitationStatus,
        role: roles.get(row.id) ?? 'collaborator',
        expiresAt: row.expires_at.getTime(),
      },
    ];
  });
}
