import { organizationInvitationApi } from '@tessera/schemas';

import { useEndpointQuery } from '../endpoint-hooks';
import { RequestError } from '../request-error';
import { organizationInvitationKeys } from './keys';

/**
 * Every invitation of an organization, newest first; expired ones say so. A server without
 * invitations yet answers `route.not_found`: the page says so instead of a toast.
 */
export const useOrganizationInvitations = (organizationId: string) =>
  useEndpointQuery(
    organizationInvitationKeys.ofOrganization(organizationId),
    organizationInvitationApi.list,
    { query: { organizationId } },
    { hideErrorToast: ['route.not_found'] },
  );

/** Whether the server has no invitation endpoints (an older or partial deployment). */
export const isInvitationsUnavailable = (error: unknown) =>
  error instanceof RequestError && error.status === 404 && error.code === 'route.not_found';
