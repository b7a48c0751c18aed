import {
  type InvitationStatusPatch,
  type JsonObject,
  type OrganizationInvitationCreate,
} from '@tessera/schemas';
import type { Selectable } from 'kysely';
import type { OrganizationInvitationsTable } from '../../db/organization-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import { findConnectorByType } from '../connectors/queries.js';
import type { MessageDependencies } from '../connectors/send-message.js';
import { findUserByEmail, findUserById } from '../users/queries.js';
import {
  readInvitationMessagePayload,
  resendPayload,
  sendInvitationMessage,
} from './invitation-message.js';
import {
  deleteOrganizationInvitationById,
  findOrganizationInvitationById,
  findOrganizationInvitationRoleIds,
  insertOrganizationInvitation,
  insertOrganizationInvitationRoles,
  updateOrganizationInvitationById,
} from './invitation-queries.js';
import { findOrganizationUserIds, insertOrganizationUsers } from './membership-queries.js';
import { insertOrganizationUserRoles } from './member-role-queries.js';
import { assertOrganizationRoles } from './membership-service.js';
import { requireOrganization } from './service.js';
import './events.js';

export type InvitationRow = Selectable<OrganizationInvitationsTable>;

/**
 * A pending invitation past its expiry reads as `Expired`: the status is derived when read, so
 * no job has to sweep the table and an expired invitation can never be accepted in between.
 */
export const effectiveStatus = (row: InvitationRow, now = new Date()) =>
  row.status === 'Pending' && row.expires_at.getTime() <= now.getTime() ? 'Expired' : row.status;

export async function requireOrganizationInvitation(scope: TenantScope, id: string) {
  const row = await findOrganizationInvitationById(scope, id);
  if (!row) {
    throw notFound('organization invitation', id);
  }
  return row;
}

/** The invitee may not be a member already: an invitation would give them nothing. */
async function assertNotMember(scope: TenantScope, organizationId: string, invitee: string) {
  const user = await findUserByEmail(scope, invitee);
  if (user && (await findOrganizationUserIds(scope, organizationId, [user.id])).length > 0) {
    throw new RequestError('organization.invitee_already_member', 422, { invitee });
  }
}

/**
 * An invitation with its roles in one transaction. With a `messagePayload` the email goes out
 * after the commit; the tenant must have an email connector (checked first), and when the
 * service refuses the message the invitation is deleted again, so a failed invitation leaves
 * nothing behind.
 */
export async function createOrganizationInvitation(
  scope: TenantScope,
  input: OrganizationInvitationCreate,
  dependencies: MessageDependencies,
  now = new Date(),
) {
  await requireOrganization(scope, input.organizationId);
  if (input.expiresAt <= now.getTime()) {
    throw new RequestError('organization.expires_at_in_future', 400);
  }
  if (input.inviterId && !(await findUserById(scope, input.inviterId))) {
    throw notFound('user', input.inviterId);
  }
  const roleIds = await assertOrganizationRoles(scope, input.organizationRoleIds ?? [], 'User');
  await assertNotMember(scope, input.organizationId, input.invitee);
  const payload = input.messagePayload ? readInvitationMessagePayload(input.messagePayload) : undefined;
  if (payload && !(await findConnectorByType(scope, 'Email'))) {
    throw new RequestError('connector.not_found', 400, { type: 'Email' });
  }
  const invitation = await scope.transaction(async (tx) => {
    const row = await insertOrganizationInvitation(tx, {
      id: generateId(),
      inviter_id: input.inviterId ?? null,
      invitee: input.invitee,
      organization_id: input.organizationId,
      status: 'Pending',
      expires_at: new Date(input.expiresAt),
      message_link: payload?.link ?? null,
      message_locale: payload?.locale ?? null,
    });
    await insertOrganizationInvitationRoles(tx, row.id, roleIds);
    return row;
  });
  if (payload) {
    try {
      await sendInvitationMessage(scope, invitation, payload, dependencies);
    } catch (error) {
      await deleteOrganizationInvitationById(scope, invitation.id);
      throw error;
    }
  }
  return invitation;
}

/**
 * Sends the invitation email again, only while the invitation is pending: with the payload's
 * link, else the one it was created with (see `resendPayload`).
 */
export async function resendOrganizationInvitation(
  scope: TenantScope,
  id: string,
  payload: JsonObject,
  dependencies: MessageDependencies,
) {
  const invitation = await requireOrganizationInvitation(scope, id);
  if (effectiveStatus(invitation) !== 'Pending') {
    throw new RequestError('organization.invitation_status_not_changeable', 422, {
      status: effectiveStatus(invitation),
    });
  }
  await sendInvitationMessage(scope, invitation, resendPayload(invitation, payload), dependencies);
}

/**
 * Only a pending invitation changes, once. Accepting needs the user who accepts, whose email
 * must be the invited one; they join the organization with the invitation's roles in the same
 * transaction that marks it accepted.
 */
export async function replaceOrganizationInvitationStatus(
  scope: TenantScope,
  id: string,
  patch: InvitationStatusPatch,
) {
  const invitation = await requireOrganizationInvitation(scope, id);
  const status = effectiveStatus(invitation);
  if (status !== 'Pending') {
    throw new RequestError('organization.invitation_status_not_changeable', 422, { status });
  }
  if (patch.status === 'Revoked') {
    return (await updateOrganizationInvitationById(scope, id, { status: 'Revoked' })) ?? invitation;
  }
  if (!patch.acceptedUserId) {
    throw new RequestError('organization.accepted_user_id_required', 400);
  }
  const userId = patch.acceptedUserId;
  const user = await findUserById(scope, userId);
  if (!user) {
    throw notFound('user', userId);
  }
  if (user.primary_email?.toLowerCase() !== invitation.invitee.toLowerCase()) {
    throw new RequestError('organization.accepted_user_email_mismatch', 422);
  }
  const roleIds = await findOrganizationInvitationRoleIds(scope, id);
  return scope.transaction(async (tx) => {
    const updated = await updateOrganizationInvitationById(tx, id, {
      status: 'Accepted',
      accepted_user_id: userId,
    });
    await insertOrganizationUsers(tx, invitation.organization_id, [userId]);
    await insertOrganizationUserRoles(tx, invitation.organization_id, [userId], roleIds);
    tx.emit('organization.membership.updated', { organizationId: invitation.organization_id });
    return updated ?? invitation;
  });
}

export async function deleteOrganizationInvitation(scope: TenantScope, id: string) {
  if ((await deleteOrganizationInvitationById(scope, id)) === 0) {
    throw notFound('organization invitation', id);
  }
}
