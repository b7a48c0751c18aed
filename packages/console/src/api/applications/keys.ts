/**
 * Query keys of the applications area. Everything of an application (its roles, its secrets)
 * sits under its detail key and every key under `all`, so refreshing a prefix refreshes what
 * depends on it.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  /** Every list of applications, but no details (a deleted application's own queries are dropped instead). */
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (query: object) => [...applicationKeys.lists(), query] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
  roles: (id: string, query: object) => [...applicationKeys.detail(id), 'roles', query] as const,
  /** Every page of an application's secrets. */
  secretLists: (id: string) => [...applicationKeys.detail(id), 'secrets'] as const,
  secrets: (id: string, query: object) => [...applicationKeys.secretLists(id), query] as const,
};
