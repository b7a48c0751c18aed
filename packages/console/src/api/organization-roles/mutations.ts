import {
  organizationRoleApi,
  type OrganizationRoleCreate,
  type OrganizationRolePatch,
} from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import { organizationKeys } from '../organizations/keys';
import type { UseApiOptions } from '../use-api';
import { organizationRoleKeys } from './keys';

export const useCreateOrganizationRole = (options?: UseApiOptions) =>
  useEndpointMutation(organizationRoleApi.create, (body: OrganizationRoleCreate) => ({ body }), {
    ...options,
    invalidates: [organizationRoleKeys.all],
  });

/** Organizations show the names of the roles their members hold. */
export const useUpdateOrganizationRole = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(
    organizationRoleApi.update,
    (body: OrganizationRolePatch) => ({ params: { id }, body }),
    {
      ...options,
      invalidates: [organizationRoleKeys.all, organizationKeys.all],
    },
  );

/** The deleted role's own queries would answer 404: they are forgotten, not refreshed. */
export const useDeleteOrganizationRole = (id: string) =>
  useEndpointMutation(organizationRoleApi.delete, () => ({ params: { id } }), {
    invalidates: [organizationRoleKeys.all, organizationKeys.all],
    forgets: [organizationRoleKeys.detail(id)],
  });

export const useAddOrganizationRoleScopes = (id: string) =>
  useEndpointMutation(
    organizationRoleApi.addScopes,
    (organizationScopeIds: string[]) => ({ params: { id }, body: { organizationScopeIds } }),
    { invalidates: [organizationRoleKeys.all] },
  );

export const useRemoveOrganizationRoleScope = (id: string) =>
  useEndpointMutation(
    organizationRoleApi.removeScope,
    (organizationScopeId: string) => ({ params: { id, organizationScopeId } }),
    { invalidates: [organizationRoleKeys.all] },
  );

export const useAddOrganizationRoleResourceScopes = (id: string) =>
  useEndpointMutation(
    organizationRoleApi.addResourceScopes,
    (scopeIds: string[]) => ({ params: { id }, body: { scopeIds } }),
    { invalidates: [organizationRoleKeys.all] },
  );

export const useRemoveOrganizationRoleResourceScope = (id: string) =>
  useEndpointMutation(
    organizationRoleApi.removeResourceScope,
    (scopeId: string) => ({ params: { id, scopeId } }),
    {
      invalidates: [organizationRoleKeys.all],
    },
  );
