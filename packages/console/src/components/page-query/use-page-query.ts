import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { UseApiOptions } from '../../api/use-api';
import { usePageFetcher, type Page, type PageSearchParams } from './use-page-fetcher';

interface UsePageQueryOptions extends UseApiOptions {
  /** `api/…` path of the list. */
  path: string;
  page: number;
  pageSize: number;
  /** Extra query parameters (search, filters); undefined values are left out. */
  params?: PageSearchParams;
  enabled?: boolean;
}

/**
 * One page of a Management API list with its total. The previous page stays on screen while
 * the next one loads, so tables and pagination do not jump.
 */
export const usePageQuery = <T>({ path, page, pageSize, params = {}, enabled = true, hideErrorToast }: UsePageQueryOptions) => {
  const fetchPage = usePageFetcher({ hideErrorToast });
  return useQuery<Page<T>>({
    queryKey: [path, 'page', { page, pageSize, ...params }],
    queryFn: ({ signal }) => fetchPage<T>(path, { page, page_size: pageSize, ...params }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
};
