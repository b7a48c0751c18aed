import {
  organizationScopeApi,
  type OrganizationScopeCreate,
  type OrganizationScopePatch,
} from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import { organizationRoleKeys } from '../organization-roles/keys';
import type { UseApiOptions } from '../use-api';
import { organizationScopeKeys } from './keys';

/** Roles list the permissions they grant: a change of a permission refreshes them too. */
const scopesAndRoles = [organizationScopeKeys.all, organizationRoleKeys.all];

export const useCreateOrganizationScope = (options?: UseApiOptions) =>
  useEndpointMutation(organizationScopeApi.create, (body: OrganizationScopeCreate) => ({ body }), {
    ...options,
    invalidates: [organizationScopeKeys.all],
  });

export const useUpdateOrganizationScope = (options?: UseApiOptions) =>
  useEndpointMutation(
    organizationScopeApi.update,
    ({ id, body }: { id: string; body: OrganizationScopePatch }) => ({ params: { id }, body }),
    { ...options, invalidates: scopesAndRoles },
  );

export const useDeleteOrganizationScope = () =>
  useEndpointMutation(organizationScopeApi.delete, (id: string) => ({ params: { id } }), {
    invalidates: scopesAndRoles,
  });
