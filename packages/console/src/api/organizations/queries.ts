import { organizationApi } from '@tessera/schemas';

import {
  useEndpointAll,
  useEndpointPage,
  useEndpointQuery,
  type QueryOptions,
} from '../endpoint-hooks';
import { toPageQuery, type ListQuery } from '../list-query';
import { organizationKeys } from './keys';

/** A page of organizations, each with its member count. */
export const useOrganizations = (list: ListQuery) => {
  const query = { ...toPageQuery(list), showFeatured: 'true' };
  return useEndpointPage(organizationKeys.list(query), organizationApi.list, { query });
};

/** The organization of a details page; a missing one (404) is shown by the page, not toasted. */
export const useOrganization = (id: string) =>
  useEndpointQuery(
    organizationKeys.detail(id),
    organizationApi.get,
    { params: { id } },
    {
      hideErrorToast: ['entity.not_exists_with_id', 'entity.not_found'],
    },
  );

/** A page of members, each with their roles in the organization. */
export const useOrganizationUsers = (id: string, list: ListQuery, options?: QueryOptions) => {
  const query = toPageQuery(list);
  return useEndpointPage(
    organizationKeys.users(id, query),
    organizationApi.listUsers,
    { params: { id }, query },
    options,
  );
};

/** A page of the organization's machine-to-machine apps, each with its roles there. */
export const useOrganizationApplications = (id: string, list: ListQuery) => {
  const query = toPageQuery(list);
  return useEndpointPage(
    organizationKeys.applications(id, query),
    organizationApi.listApplications,
    {
      params: { id },
      query,
    },
  );
};

export const useOrganizationJitEmailDomains = (id: string) =>
  useEndpointAll(organizationKeys.jitEmailDomains(id), organizationApi.listJitEmailDomains, {
    params: { id },
    query: {},
  });

export const useOrganizationJitRoles = (id: string) =>
  useEndpointAll(organizationKeys.jitRoles(id), organizationApi.listJitRoles, {
    params: { id },
    query: {},
  });

/** The organizations a user belongs to, with the user's roles in each. */
export const useUserOrganizations = (userId: string) =>
  useEndpointQuery(organizationKeys.ofUser(userId), organizationApi.listUserOrganizations, {
    params: { userId },
  });
