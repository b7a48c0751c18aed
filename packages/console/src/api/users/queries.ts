import { userApi } from '@tessera/schemas';

import { useEndpointPage, useEndpointQuery, type QueryOptions } from '../endpoint-hooks';
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

/** The user of a details page; a missing one (404) is shown by the page, not toasted. */
export const useUser = (userId: string) =>
  useEndpointQuery(userKeys.detail(userId), userApi.get, { params: { userId }, query: {} }, {
    hideErrorToast: ['entity.not_exists_with_id', 'user.not_found'],
  });

export const useUserRoles = (userId: string, list: ListQuery) => {
  const query = toPageQuery(list);
  return useEndpointPage(userKeys.roles(userId, query), userApi.listRoles, { params: { userId }, query });
};

/** The user's second factors, secrets left out by the server. */
export const useUserMfaVerifications = (userId: string) =>
  useEndpointQuery(userKeys.mfaVerifications(userId), userApi.listMfaVerifications, { params: { userId } });

export const useUserTrustedDevices = (userId: string) =>
  useEndpointQuery(userKeys.trustedDevices(userId), userApi.listTrustedDevices, { params: { userId } });
