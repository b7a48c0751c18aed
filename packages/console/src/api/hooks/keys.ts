/**
 * Query keys of the webhooks area. Everything of a hook sits under its detail key and every key
 * under `all`, so refreshing a prefix refreshes what depends on it.
 */
export const hookKeys = {
  all: ['hooks'] as const,
  lists: () => [...hookKeys.all, 'list'] as const,
  list: (query: object) => [...hookKeys.lists(), query] as const,
  detail: (id: string) => [...hookKeys.all, 'detail', id] as const,
  recentLogs: (id: string, query: object) =>
    [...hookKeys.detail(id), 'recent-logs', query] as const,
};
