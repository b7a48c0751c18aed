import { userApi } from '@tessera/schemas';

import { useEndpointPage, type QueryOptions } from '../endpoint-hooks';
import { toPageQuery, type ListQuery } from '../list-query';
import { userKeys } from './keys';

export interface UserListQuery extends ListQuery {
  /** Leave out users holding this role (assign pickers). */
  excludeRoleId?: string;
}

export const useUsers = ({ excludeRoleId, ...list }: UserListQuery, options?: QueryOptions) => {
  const query = { ...toPageQuery(list), excludeRoleId };
  return useEndpointPage(userKeys.list(query), userApi.list, { query }, options);
};
