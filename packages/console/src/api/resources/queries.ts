import { resourceApi } from '@tessera/schemas';

import { useEndpointAll, useEndpointPage, useEndpointQuery, type QueryOptions } from '../endpoint-hooks';
import { toPageQuery, type ListQuery } from '../list-query';
import { resourceKeys } from './keys';

/** A page of API resources, the Management API included. */
export const useResources = (list: ListQuery) => {
  const query = toPageQuery(list);
  return useEndpointPage(resourceKeys.list(query), resourceApi.list, { query });
};

/** Every API resource with its scopes (the permission picker, the machine-to-machine guide). */
export const useAllResourcesWithScopes = () => {
  const query = { includeScopes: true };
  return useEndpointAll(resourceKeys.list({ all: true, ...query }), resourceApi.list, { query });
};

/** The resource of a details page; a missing one (404) is shown by the page, not toasted. */
export const useResource = (id: string) =>
  useEndpointQuery(resourceKeys.detail(id), resourceApi.get, { params: { id } }, { hideErrorToast: ['entity.not_exists_with_id'] });

export const useResourceScopes = (id: string, list: ListQuery, options?: QueryOptions) => {
  const query = toPageQuery(list);
  return useEndpointPage(resourceKeys.scopes(id, query), resourceApi.listScopes, { params: { resourceId: id }, query }, options);
};
