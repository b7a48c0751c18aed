import { defineEndpoint, type TenantRole } from '@tessera/schemas';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { useApi } from '../use-api';

/**
 * `POST /api/tenants/{tenantId}/invitations` of the cloud API: invites people to a tenant by
 * email with one tenant role. Declared here until the tenant-members contract joins the shared
 * ones; only its request is relied on, the answer is not read.
 */
const inviteTenantMembers = defineEndpoint({
  method: 'post',
  path: '/tenants/{tenantId}/invitations',
  summary: 'Invite tenant members',
  params: z.object({ tenantId: z.string() }),
  body: z.object({ invitee: z.array(z.string()), roleName: z.enum(['admin', 'collaborator']) }),
  response: z.unknown(),
});

interface CollaboratorInvitation {
  tenantId: string;
  emails: readonly string[];
}

/**
 * Invites collaborators to a tenant the caller just created (spec 000 §2.3 step 2). Failures are
 * the caller's to report: the onboarding carries on without them.
 */
export const useInviteCollaborators = () => {
  const api = useApi({ cloud: true, hideErrorToast: true });
  const roleName: TenantRole = 'collaborator';
  return useMutation({
    mutationFn: async ({ tenantId, emails }: CollaboratorInvitation) => {
      await api.call(inviteTenantMembers, { params: { tenantId }, body: { invitee: [...emails], roleName } });
    },
  });
};
