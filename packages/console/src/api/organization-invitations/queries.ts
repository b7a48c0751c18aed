import { organizationInvitationApi } from '@tessera/schemas';

import { useEndpointQuery } from '../endpoint-hooks';
import { organizationInvitationKeys } from './keys';

/** Every invitation of an organization, newest first; expired ones say so. */
export const useOrganizationInvitations = (organizationId: string) =>
  useEndpointQuery(
    organizationInvitationKeys.ofOrganization(organizationId),
    organizationInvitationApi.list,
    {
      query: { organizationId },
    },
  );
