import { roleApi, type RoleType } from '@tessera/schemas';

import { useEndpointAll, useEndpointPage, useEndpointQuery, type QueryOptions } from '../endpoint-hooks';
import { toPageQuery, type ListQuery } from '../list-query';
import { roleKeys } from './keys';

export interface RoleListQuery extends ListQuery {
  type?: RoleType;
  /** Leave out roles this user / application holds (assign pickers). */
  excludeUserId?: string;
  excludeApplicationId?: string;
}

export const useRoles = ({ type, excludeUserId, excludeApplicationId, ...list }: RoleListQuery, options?: QueryOptions) => {
  const query = { ...toPageQuery(list), type, excludeUserId, excludeApplicationId };
  return useEndpointPage(roleKeys.list(query), roleApi.list, { query }, options);
};

/** The role of a details page; a missing one (404) is shown by the page, not toasted. */
export const useRole = (id: string) =>
  useEndpointQuery(roleKeys.detail(id), roleApi.get, { params: { id } }, { hideErrorToast: ['entity.not_exists_with_id'] });

export const useRoleScopes = (id: string, list: ListQuery) => {
  const query = toPageQuery(list);
  return useEndpointPage(roleKeys.scopes(id, query), roleApi.listScopes, { params: { id }, query });
};

/** Every scope the role holds (the assign dialog marks them). */
export const useAllRoleScopes = (id: string) =>
  useEndpointAll(roleKeys.scopes(id, { all: true }), roleApi.listScopes, { params: { id } });

export const useRoleUsers = (id: string, list: ListQuery) => {
  const query = toPageQuery(list);
  return useEndpointPage(roleKeys.users(id, query), roleApi.listUsers, { params: { id }, query });
};

export const useRoleApplications = (id: string, list: ListQuery) => {
  const query = toPageQuery(list);
  return useEndpointPage(roleKeys.applications(id, query), roleApi.listApplications, { params: { id }, query });
};
