import { consoleBasePath, type TenantInvitationCreate } from '@tessera/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findConnectorByType } from '../connectors/queries.js';
import type { MessageDependencies } from '../connectors/send-message.js';
import {
  acceptPendingInvitation,
  findOrganizationInvitationById,
  findOrganizationInvitations,
} from '../organizations/invitation-queries.js';
import {
  createOrganizationInvitation,
  deleteOrganizationInvitation,
  effectiveStatus,
  replaceOrganizationInvitationStatus,
  resendOrganizationInvitation,
  type InvitationRow,
} from '../organizations/invitation-service.js';
import { findOrganizationUserIds } from '../organizations/membership-queries.js';
import type { PlanCatalogue } from '../subscriptions/plan-catalogue.js';
import { assertWithinQuota, findExceededQuota } from '../subscriptions/quota-check.js';
import { findPlanQuota } from '../subscriptions/quota-guard.js';
import { countTenantSeats } from '../subscriptions/usage-queries.js';
import { findUserByEmail, findUserById } from '../users/queries.js';
import { tenantOrganizationId } from '../tenants/membership.js';
import { addTenantMember, requireTenantRoleId } from './member-service.js';
import { findInvitationRoles, tenantIdOfOrganization, toMyInvitations, toTenantMemberInvitations } from './invitation-responses.js';
import { findPendingInvitationsOfInvitee } from './queries.js';

/**
 * What inviting needs: the admin tenant's email connector, the console's address for the link,
 * and the plans, whose `tenantMembersLimit` caps the tenant's seats.
 */
export type InvitationDependencies = MessageDependencies & {
  admin: TenantScope;
  db: Kysely<Database>;
  endpoint: string;
  catalogue: PlanCatalogue;
};

/** Invitations last a week unless the inviter says otherwise. */
const invitationLifetimeMs = 7 * 24 * 3_600_000;

/** The console page where the invitee accepts: `/console/accept/{invitationId}`. */
export const acceptInvitationLink = (endpoint: string, invitationId: string) =>
  `${endpoint}${consoleBasePath}/accept/${invitationId}`;

const invitationNotFound = (invitationId: string) => new RequestError('invitation.invitation_not_found', 404, { invitationId });

/** A tenant's invitations, newest first. */
export async function findTenantInvitations(admin: TenantScope, tenantId: string) {
  const rows = await findOrganizationInvitations(admin, { organizationId: tenantOrganizationId(tenantId) });
  return toTenantMemberInvitations(admin, rows);
}

/** The invitation, if it invites to this tenant (404 otherwise, whatever other tenant it belongs to). */
async function requireTenantInvitation(admin: TenantScope, tenantId: string, invitationId: string) {
  const row = await findOrganizationInvitationById(admin, invitationId);
  if (row?.organization_id !== tenantOrganizationId(tenantId)) {
    throw invitationNotFound(invitationId);
  }
  return row;
}

/** Members and people with a pending invitation cannot be invited again. */
async function assertInvitable(admin: TenantScope, organizationId: string, invitee: string, now: Date) {
  const user = await findUserByEmail(admin, invitee);
  if (user && (await findOrganizationUserIds(admin, organizationId, [user.id])).length > 0) {
    throw new RequestError('tenant.invitee_already_member', 422, { invitee });
  }
  const pending = await findPendingInvitationsOfInvitee(admin, invitee, now);
  if (pending.some((row) => row.organization_id === organizationId)) {
    throw new RequestError('tenant.invitation_already_pending', 422, { invitee });
  }
}

/**
 * Members and pending invitations each take a seat of the tenant's plan (`tenantMembersLimit`):
 * inviting past it fails as any write past a quota does, 403 `subscription.quota_exceeded`.
 */
async function assertSeatsLeft({ db, admin, catalogue }: InvitationDependencies, tenantId: string, invitees: number) {
  const quota = await findPlanQuota(db, scopeToTenant(db, tenantId), catalogue);
  const seats = {
    key: 'tenantMembersLimit',
    count: () => countTenantSeats(admin, tenantOrganizationId(tenantId)),
    adds: () => invitees,
  } as const;
  assertWithinQuota(await findExceededQuota([seats], { scope: admin, params: { tenantId }, body: {} }, quota));
}

async function sendInvitation(dependencies: InvitationDependencies, invitationId: string) {
  await resendOrganizationInvitation(
    dependencies.admin,
    invitationId,
    { link: acceptInvitationLink(dependencies.endpoint, invitationId) },
    dependencies,
  );
}

/**
 * Invites each email with the tenant role and emails them a link to the console's accept page,
 * through the admin tenant's email connector. Every invitee is checked before any invitation is
 * written; an invitation whose email the connector refuses is deleted again.
 */
export async function inviteToTenant(
  dependencies: InvitationDependencies,
  tenantId: string,
  inviterId: string,
  input: TenantInvitationCreate,
  now = new Date(),
) {
  const { admin } = dependencies;
  const organizationId = tenantOrganizationId(tenantId);
  const invitees = [...new Set((Array.isArray(input.invitee) ? input.invitee : [input.invitee]).map((each) => each.toLowerCase()))];
  if (!(await findConnectorByType(admin, 'Email'))) {
    throw new RequestError('connector.not_found', 400, { type: 'Email' });
  }
  for (const invitee of invitees) {
    await assertInvitable(admin, organizationId, invitee, now);
  }
  await assertSeatsLeft(dependencies, tenantId, invitees.length);
  const roleId = await requireTenantRoleId(admin, input.roleName);
  const rows: InvitationRow[] = [];
  for (const invitee of invitees) {
    const row = await createOrganizationInvitation(
      admin,
      {
        invitee,
        organizationId,
        inviterId,
        organizationRoleIds: [roleId],
        expiresAt: input.expiresAt ?? now.getTime() + invitationLifetimeMs,
        messagePayload: false,
      },
      dependencies,
      now,
    );
    try {
      await sendInvitation(dependencies, row.id);
    } catch (error) {
      await deleteOrganizationInvitation(admin, row.id);
      throw error;
    }
    rows.push(row);
  }
  return toTenantMemberInvitations(admin, rows);
}

/** Revokes a pending invitation (422 when it is not pending any more). */
export async function revokeTenantInvitation(admin: TenantScope, tenantId: string, invitationId: string) {
  await requireTenantInvitation(admin, tenantId, invitationId);
  await replaceOrganizationInvitationStatus(admin, invitationId, { status: 'Revoked' });
}

/** Sends the invitation email again, with the same link; pending invitations only. */
export async function resendTenantInvitation(dependencies: InvitationDependencies, tenantId: string, invitationId: string) {
  await requireTenantInvitation(dependencies.admin, tenantId, invitationId);
  await sendInvitation(dependencies, invitationId);
}

async function requireEmail(admin: TenantScope, userId: string) {
  const user = await findUserById(admin, userId);
  return user?.primary_email ?? undefined;
}

/** The caller's pending invitations to tenants, newest first. */
export async function findMyInvitations({ admin, db }: Pick<InvitationDependencies, 'admin' | 'db'>, userId: string, now = new Date()) {
  const email = await requireEmail(admin, userId);
  if (!email) {
    return [];
  }
  const rows = await findPendingInvitationsOfInvitee(admin, email, now);
  return toMyInvitations(
    db,
    admin,
    rows.filter((row) => tenantIdOfOrganization(row.organization_id)),
  );
}

/**
 * One invitation to a tenant, for its invitee only: another user gets 403
 * `invitation.email_mismatch` (the console offers to switch accounts), an unknown id 404.
 */
async function requireMyInvitation(admin: TenantScope, userId: string, invitationId: string) {
  const row = await findOrganizationInvitationById(admin, invitationId);
  if (!row || !tenantIdOfOrganization(row.organization_id)) {
    throw invitationNotFound(invitationId);
  }
  const email = await requireEmail(admin, userId);
  if (email?.toLowerCase() !== row.invitee.toLowerCase()) {
    throw new RequestError('invitation.email_mismatch', 403);
  }
  return { row, email };
}

export async function findMyInvitation(dependencies: Pick<InvitationDependencies, 'admin' | 'db'>, userId: string, invitationId: string) {
  const { row } = await requireMyInvitation(dependencies.admin, userId, invitationId);
  const [invitation] = await toMyInvitations(dependencies.db, dependencies.admin, [row]);
  if (!invitation) {
    throw invitationNotFound(invitationId);
  }
  return invitation;
}

/**
 * Accepts a pending invitation: marks it accepted and makes the caller a member with its role,
 * in one transaction (of two racing acceptances, one wins). Someone already a member keeps their role.
 */
export async function acceptMyInvitation(
  dependencies: Pick<InvitationDependencies, 'admin' | 'db'>,
  userId: string,
  invitationId: string,
  now = new Date(),
) {
  const { admin } = dependencies;
  const { row, email } = await requireMyInvitation(admin, userId, invitationId);
  const invalidStatus = () => new RequestError('invitation.invalid_invitation_status', 422, { status: effectiveStatus(row, now) });
  if (effectiveStatus(row, now) !== 'Pending') {
    throw invalidStatus();
  }
  const tenantId = tenantIdOfOrganization(row.organization_id) ?? '';
  const role = (await findInvitationRoles(admin, [row])).get(row.id) ?? 'collaborator';
  await admin.transaction(async (tx) => {
    await tx.lockForTransaction(`tenant-members:${tenantId}`);
    if (!(await acceptPendingInvitation(tx, invitationId, userId, email, now))) {
      throw invalidStatus();
    }
    if ((await findOrganizationUserIds(tx, row.organization_id, [userId])).length === 0) {
      await addTenantMember(tx, tenantId, userId, role);
    }
  });
  return findMyInvitation(dependencies, userId, invitationId);
}
