import { organizationRoleApi } from '@tessera/schemas';

import { useEndpointAll, useEndpointPage, useEndpointQuery } from '../endpoint-hooks';
import { toPageQuery, type ListQuery } from '../list-query';
import { organizationRoleKeys } from './keys';

export const useOrganizationRoles = (list: ListQuery) => {
  const query = toPageQuery(list);
  return useEndpointPage(organizationRoleKeys.list(query), organizationRoleApi.list, { query });
};

/** Every role of the template (role pickers filter them by type). */
export const useAllOrganizationRoles = () =>
  useEndpointAll(organizationRoleKeys.list({ all: true }), organizationRoleApi.list, { query: {} });

/** The role of a details page; a missing one (404) is shown by the page, not toasted. */
export const useOrganizationRole = (id: string) =>
  useEndpointQuery(
    organizationRoleKeys.detail(id),
    organizationRoleApi.get,
    { params: { id } },
    {
      hideErrorToast: ['entity.not_exists_with_id', 'entity.not_found'],
    },
  );

/** Every organization permission the role grants. */
export const useOrganizationRoleScopes = (id: string) =>
  useEndpointAll(organizationRoleKeys.scopes(id), organizationRoleApi.listScopes, {
    params: { id },
    query: {},
  });

/** Every API resource scope the role grants. */
export const useOrganizationRoleResourceScopes = (id: string) =>
  useEndpointAll(organizationRoleKeys.resourceScopes(id), organizationRoleApi.listResourceScopes, {
    params: { id },
    query: {},
  });
