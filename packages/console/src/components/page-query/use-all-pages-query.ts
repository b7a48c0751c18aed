import { pageSize } from '@tessera/schemas';
import { useQuery } from '@tanstack/react-query';

import { usePageFetcher, type PageSearchParams } from './use-page-fetcher';

interface UseAllPagesQueryOptions {
  path: string;
  params?: PageSearchParams;
  enabled?: boolean;
}

/** Every item of a paginated list, read page by page at the largest page size. */
export const useAllPagesQuery = <T>({ path, params = {}, enabled = true }: UseAllPagesQueryOptions) => {
  const fetchPage = usePageFetcher();
  return useQuery({
    queryKey: [path, 'all', params],
    queryFn: async ({ signal }) => {
      const items: T[] = [];
      for (let page = 1; ; page += 1) {
        const result = await fetchPage<T>(path, { ...params, page, page_size: pageSize.max }, signal);
        items.push(...result.items);
        if (result.items.length === 0 || items.length >= result.totalCount) {
          return items;
        }
      }
    },
    enabled,
  });
};
