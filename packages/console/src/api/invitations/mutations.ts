import { myInvitationApi } from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import { tenantKeys } from '../tenants/keys';
import type { UseApiOptions } from '../use-api';
import { invitationKeys } from './keys';

/** Accepts an invitation: the user joins its tenant; the tenant list and invitations refresh. */
export const useAcceptInvitation = (options?: UseApiOptions) =>
  useEndpointMutation(
    myInvitationApi.accept,
    (invitationId: string) => ({ params: { invitationId }, body: { status: 'Accepted' as const } }),
    { ...options, cloud: true, invalidates: [invitationKeys.all, tenantKeys.all] },
  );
