import { tenantMemberApi, type TenantInvitationCreate, type TenantRole } from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import { tenantKeys } from '../tenants/keys';
import type { UseApiOptions } from '../use-api';
import { tenantMemberKeys } from './keys';
import { tenantCallOptions } from './queries';

/** Changes a member's tenant role (`update:member:role`). */
export const useUpdateTenantMemberRole = (tenantId: string, options?: UseApiOptions) =>
  useEndpointMutation(
    tenantMemberApi.updateRole,
    ({ userId, roleName }: { userId: string; roleName: TenantRole }) => ({ params: { tenantId, userId }, body: { roleName } }),
    { ...options, ...tenantCallOptions(tenantId), invalidates: [tenantMemberKeys.members(tenantId)] },
  );

/** Removes a member (`remove:member`), or the signed-in member leaves. */
export const useRemoveTenantMember = (tenantId: string, options?: UseApiOptions) =>
  useEndpointMutation(tenantMemberApi.remove, (userId: string) => ({ params: { tenantId, userId } }), {
    ...options,
    ...tenantCallOptions(tenantId),
    invalidates: [tenantMemberKeys.members(tenantId), tenantKeys.all],
  });

/** Invites one email or several (`invite:member`); the server emails each a link to accept. */
export const useInviteTenantMembers = (tenantId: string, options?: UseApiOptions) =>
  useEndpointMutation(tenantMemberApi.invite, (body: TenantInvitationCreate) => ({ params: { tenantId }, body }), {
    ...options,
    ...tenantCallOptions(tenantId),
    invalidates: [tenantMemberKeys.invitations(tenantId)],
  });

export const useRevokeTenantInvitation = (tenantId: string, options?: UseApiOptions) =>
  useEndpointMutation(tenantMemberApi.revokeInvitation, (invitationId: string) => ({ params: { tenantId, invitationId } }), {
    ...options,
    ...tenantCallOptions(tenantId),
    invalidates: [tenantMemberKeys.invitations(tenantId)],
  });

export const useResendTenantInvitation = (tenantId: string, options?: UseApiOptions) =>
  useEndpointMutation(tenantMemberApi.resendInvitation, (invitationId: string) => ({ params: { tenantId, invitationId } }), {
    ...options,
    ...tenantCallOptions(tenantId),
    invalidates: [tenantMemberKeys.invitations(tenantId)],
  });
