import type { TenantScope } from '../../db/tenant-scope.js';
import {
  acceptPendingInvitation,
  findOrganizationInvitationRoleIds,
  findPendingInvitationWithOrganization,
} from './invitation-queries.js';
import { insertOrganizationUserRoles } from './member-role-queries.js';
import { insertOrganizationUsers } from './membership-queries.js';
import './events.js';

/**
 * Invitations met while signing in: an authorization request may carry the id of an invitation
 * (the link in the invitation email). The id is the secret here, as a password-reset link's is:
 * only its holder, who received it at the invited address, learns the organization and address.
 */

/** The organization's name and the invited address, only while the invitation is pending. */
export async function describePendingInvitation(scope: TenantScope, id: string, now = new Date()) {
  const row = await findPendingInvitationWithOrganization(scope, id, now);
  return row
    ? {
        organizationId: row.organization_id,
        organizationName: row.organization_name,
        invitee: row.invitee,
      }
    : undefined;
}

/**
 * Accepts the invitation for `userId` when it is pending, unexpired and invites `verifiedEmail`:
 * the user joins with its roles and it turns Accepted, in one transaction (or the caller's).
 * Anything else leaves it as it is and returns undefined: an invitation that no longer holds is
 * no reason to refuse a sign-in.
 *
 * @returns the id of the organization joined.
 */
export async function acceptInvitationAtSignIn(
  scope: TenantScope,
  invitationId: string,
  userId: string,
  verifiedEmail: string,
  now = new Date(),
): Promise<string | undefined> {
  return scope.transaction(async (tx) => {
    const accepted = await acceptPendingInvitation(tx, invitationId, userId, verifiedEmail, now);
    if (!accepted) {
      return undefined;
    }
    const roleIds = await findOrganizationInvitationRoleIds(tx, invitationId);
    await insertOrganizationUsers(tx, accepted.organization_id, [userId]);
    await insertOrganizationUserRoles(tx, accepted.organization_id, [userId], roleIds);
    tx.emit('organization.membership.updated', { organizationId: accepted.organization_id });
    return accepted.organization_id;
  });
}
