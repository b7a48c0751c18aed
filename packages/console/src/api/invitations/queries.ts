import { myInvitationApi } from '@tessera/schemas';

import { useEndpointQuery, type QueryOptions } from '../endpoint-hooks';
import { invitationKeys } from './keys';

/** The signed-in user's pending invitations to tenants, with each tenant's name and tag. */
export const usePendingInvitations = (options?: QueryOptions) =>
  useEndpointQuery(invitationKeys.pending(), myInvitationApi.list, {}, { ...options, cloud: true });

/** One invitation to the signed-in user, whatever its status. */
export const useInvitation = (invitationId: string, options?: QueryOptions) =>
  useEndpointQuery(invitationKeys.one(invitationId), myInvitationApi.get, { params: { invitationId } }, {
    ...options,
    cloud: true,
  });
