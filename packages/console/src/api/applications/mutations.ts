import { applicationApi } from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import { roleKeys } from '../roles/keys';
import { applicationKeys } from './keys';

/** Roles list the applications holding them: role changes refresh both sides. */
const applicationAndRoles = [applicationKeys.all, roleKeys.all];

export const useAddApplicationRoles = (applicationId: string) =>
  useEndpointMutation(
    applicationApi.addRoles,
    (roleIds: string[]) => ({ params: { applicationId }, body: { roleIds } }),
    { invalidates: applicationAndRoles },
  );

export const useRemoveApplicationRole = (applicationId: string) =>
  useEndpointMutation(applicationApi.removeRole, (roleId: string) => ({ params: { applicationId, roleId } }), {
    invalidates: applicationAndRoles,
  });
