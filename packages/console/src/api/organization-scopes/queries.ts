import { organizationScopeApi } from '@tessera/schemas';

import { useEndpointAll, useEndpointPage } from '../endpoint-hooks';
import { toPageQuery, type ListQuery } from '../list-query';
import { organizationScopeKeys } from './keys';

export const useOrganizationScopes = (list: ListQuery) => {
  const query = toPageQuery(list);
  return useEndpointPage(organizationScopeKeys.list(query), organizationScopeApi.list, { query });
};

/** Every organization permission of the template (the assign dialog of an organization role). */
export const useAllOrganizationScopes = () =>
  useEndpointAll(organizationScopeKeys.list({ all: true }), organizationScopeApi.list, {
    query: {},
  });
