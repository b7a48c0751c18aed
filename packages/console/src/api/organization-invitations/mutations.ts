import { organizationInvitationApi, type OrganizationInvitationCreate } from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { organizationInvitationKeys } from './keys';

export const useCreateOrganizationInvitation = (options?: UseApiOptions) =>
  useEndpointMutation(
    organizationInvitationApi.create,
    (body: OrganizationInvitationCreate) => ({ body }),
    {
      ...options,
      invalidates: [organizationInvitationKeys.all],
    },
  );

/** Sends the invitation email again, with the server's default message. */
export const useResendOrganizationInvitation = () =>
  useEndpointMutation(
    organizationInvitationApi.sendMessage,
    (id: string) => ({ params: { id }, body: {} }),
    {
      invalidates: [],
    },
  );

/** Only pending invitations can be revoked; the list shows the new status. */
export const useRevokeOrganizationInvitation = () =>
  useEndpointMutation(
    organizationInvitationApi.replaceStatus,
    (id: string) => ({ params: { id }, body: { status: 'Revoked' as const } }),
    { invalidates: [organizationInvitationKeys.all] },
  );

export const useDeleteOrganizationInvitation = () =>
  useEndpointMutation(organizationInvitationApi.delete, (id: string) => ({ params: { id } }), {
    invalidates: [organizationInvitationKeys.all],
  });
