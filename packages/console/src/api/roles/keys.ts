/**
 * Query keys of the roles area. Everything of a role sits under its detail key and every key
 * under `all`, so refreshing a prefix refreshes what depends on it.
 */
export const roleKeys = {
  all: ['roles'] as const,
  /** Every list of roles, but no details. */
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: object) => [...roleKeys.lists(), query] as const,
  detail: (id: string) => [...roleKeys.all, 'detail', id] as const,
  scopes: (id: string, query: object) => [...roleKeys.detail(id), 'scopes', query] as const,
  users: (id: string, query: object) => [...roleKeys.detail(id), 'users', query] as const,
  applications: (id: string, query: object) => [...roleKeys.detail(id), 'applications', query] as const,
};
