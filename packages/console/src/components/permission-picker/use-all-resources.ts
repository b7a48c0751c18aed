import { pageSize } from '@tessera/schemas';
import { useQuery } from '@tanstack/react-query';

import type { ResourceWithScopes } from '../api-entities/resource';
import { usePageFetcher } from '../page-query/use-page-fetcher';

/** Every API resource with its scopes, read page by page (the list is paginated). */
export const useAllResources = () => {
  const fetchPage = usePageFetcher();
  return useQuery({
    queryKey: ['api/resources', 'all-with-scopes'],
    queryFn: async ({ signal }) => {
      const resources: ResourceWithScopes[] = [];
      for (let page = 1; ; page += 1) {
        const { items, totalCount } = await fetchPage<ResourceWithScopes>(
          'api/resources',
          { page, page_size: pageSize.max, includeScopes: true },
          signal,
        );
        resources.push(...items);
        if (items.length === 0 || resources.length >= totalCount) {
          return resources;
        }
      }
    },
  });
};
