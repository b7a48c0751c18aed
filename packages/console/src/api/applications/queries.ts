import { applicationApi, type ApplicationType } from '@tessera/schemas';

import { useEndpointPage, useEndpointQuery, type QueryOptions } from '../endpoint-hooks';
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

/** The application of a details page; a missing one (404) is shown by the page, not toasted. */
export const useApplication = (id: string) =>
  useEndpointQuery(
    applicationKeys.detail(id),
    applicationApi.get,
    { params: { id } },
    { hideErrorToast: ['entity.not_exists_with_id'] },
  );

export const useApplicationRoles = (applicationId: string, list: ListQuery) => {
  const query = toPageQuery(list);
  return useEndpointPage(applicationKeys.roles(applicationId, query), applicationApi.listRoles, {
    params: { applicationId },
    query,
  });
};

/** Names and dates of the secrets; their values are never read back. */
export const useApplicationSecrets = (id: string, { page, pageSize }: Pick<ListQuery, 'page' | 'pageSize'>) => {
  const query = toPageQuery({ page, pageSize });
  return useEndpointPage(applicationKeys.secrets(id, query), applicationApi.listSecrets, { params: { id }, query });
};
