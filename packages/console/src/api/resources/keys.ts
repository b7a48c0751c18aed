/**
 * Query keys of the API resources area. Everything of a resource sits under its detail key and
 * every key under `all`, so refreshing a prefix refreshes what depends on it.
 */
export const resourceKeys = {
  all: ['resources'] as const,
  /** Every list of resources (pages, and all of them with their scopes), but no details. */
  lists: () => [...resourceKeys.all, 'list'] as const,
  list: (query: object) => [...resourceKeys.lists(), query] as const,
  detail: (id: string) => [...resourceKeys.all, 'detail', id] as const,
  scopes: (id: string, query: object) => [...resourceKeys.detail(id), 'scopes', query] as const,
};
