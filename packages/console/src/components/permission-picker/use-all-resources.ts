import type { ResourceWithScopes } from '../api-entities/resource';
import { useAllPagesQuery } from '../page-query/use-all-pages-query';

/** Every API resource with its scopes. */
export const useAllResources = () =>
  useAllPagesQuery<ResourceWithScopes>({ path: 'api/resources', params: { includeScopes: true } });
