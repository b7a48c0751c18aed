import { roleApi, type RoleCreate, type RolePatch } from '@tessera/schemas';

import type { UseApiOptions } from '../use-api';
import { useEndpointMutation } from '../endpoint-hooks';
import { applicationKeys } from '../applications/keys';
import { resourceKeys } from '../resources/keys';
import { userKeys } from '../users/keys';
import { roleKeys } from './keys';

/** Roles show who holds them, and holders show their roles: a change refreshes both sides. */
const roleAndHolders = [roleKeys.all, userKeys.all, applicationKeys.all];

export const useCreateRole = (options?: UseApiOptions) =>
  useEndpointMutation(roleApi.create, (body: RoleCreate) => ({ body }), { ...options, invalidates: [roleKeys.all] });

export const useUpdateRole = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(roleApi.update, (body: RolePatch) => ({ params: { id }, body }), {
    ...options,
    invalidates: [roleKeys.all],
  });

/** The deleted role's own queries would answer 404: they are forgotten, not refreshed. */
export const useDeleteRole = (id: string) =>
  useEndpointMutation(roleApi.delete, () => ({ params: { id } }), {
    invalidates: [roleKeys.all, userKeys.all, applicationKeys.all],
    forgets: [roleKeys.detail(id)],
  });

/** Scope counts of API resources show in the resources area too. */
export const useAddRoleScopes = (id: string) =>
  useEndpointMutation(roleApi.addScopes, (scopeIds: string[]) => ({ params: { id }, body: { scopeIds } }), {
    invalidates: [roleKeys.all, resourceKeys.all],
  });

export const useRemoveRoleScope = (id: string) =>
  useEndpointMutation(roleApi.removeScope, (scopeId: string) => ({ params: { id, scopeId } }), {
    invalidates: [roleKeys.all, resourceKeys.all],
  });

export const useAssignRoleUsers = (id: string) =>
  useEndpointMutation(roleApi.assignUsers, (userIds: string[]) => ({ params: { id }, body: { userIds } }), {
    invalidates: roleAndHolders,
  });

export const useRemoveRoleUser = (id: string) =>
  useEndpointMutation(roleApi.removeUser, (userId: string) => ({ params: { id, userId } }), {
    invalidates: roleAndHolders,
  });

export const useAssignRoleApplications = (id: string) =>
  useEndpointMutation(
    roleApi.assignApplications,
    (applicationIds: string[]) => ({ params: { id }, body: { applicationIds } }),
    { invalidates: roleAndHolders },
  );

export const useRemoveRoleApplication = (id: string) =>
  useEndpointMutation(roleApi.removeApplication, (applicationId: string) => ({ params: { id, applicationId } }), {
    invalidates: roleAndHolders,
  });
