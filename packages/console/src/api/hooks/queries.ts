import { hookApi } from '@tessera/schemas';

import { useEndpointPage, useEndpointQuery } from '../endpoint-hooks';
import { toPageQuery } from '../list-query';
import { hookKeys } from './keys';

/** One page of hooks, each with its deliveries of the last 24 hours. */
export const useHooks = ({ page }: { page: number }) => {
  const { page: pageNumber, page_size } = toPageQuery({ page });
  const query = { page: pageNumber, page_size, includeExecutionStats: 'true' as const };
  return useEndpointPage(hookKeys.list(query), hookApi.list, { query });
};

/** The hook of a details page; a missing one (404) is shown by the page, not toasted. */
export const useHook = (id: string) =>
  useEndpointQuery(
    hookKeys.detail(id),
    hookApi.get,
    { params: { id }, query: { includeExecutionStats: 'true' } },
    { hideErrorToast: ['entity.not_exists_with_id'] },
  );

/** A hook's deliveries of the last 24 hours, newest first; `logKey` narrows them to one event. */
export const useHookRecentLogs = (
  id: string,
  { page, logKey }: { page: number; logKey?: string },
) => {
  const { page: pageNumber, page_size } = toPageQuery({ page });
  const query = { page: pageNumber, page_size, logKey: logKey || undefined };
  return useEndpointPage(hookKeys.recentLogs(id, query), hookApi.recentLogs, {
    params: { id },
    query,
  });
};
