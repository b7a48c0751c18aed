import { applicationApi, type ApplicationType } from '@tessera/schemas';

import { useEndpointPage, type QueryOptions } from '../endpoint-hooks';
import { toPageQuery, type ListQuery } from '../list-query';
import { applicationKeys } from './keys';

export interface ApplicationListQuery extends ListQuery {
  types?: readonly ApplicationType[];
  isThirdParty?: boolean;
  /** Leave out applications holding this role (assign pickers). */
  excludeRoleId?: string;
}

export const useApplications = ({ types, isThirdParty, excludeRoleId, ...list }: ApplicationListQuery, options?: QueryOptions) => {
  const query = {
    ...toPageQuery(list),
    // The server reads a comma-separated list.
    types: types?.join(','),
    isThirdParty: isThirdParty === undefined ? undefined : (String(isThirdParty) as 'true' | 'false'),
    excludeRoleId,
  };
  return useEndpointPage(applicationKeys.list(query), applicationApi.list, { query }, options);
};

export const useApplicationRoles = (applicationId: string, list: ListQuery) => {
  const query = toPageQuery(list);
  return useEndpointPage(applicationKeys.roles(applicationId, query), applicationApi.listRoles, {
    params: { applicationId },
    query,
  });
};
