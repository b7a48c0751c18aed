/** Query keys of the applications area; everything of an application sits under its detail key. */
export const applicationKeys = {
  all: ['applications'] as const,
  list: (query: object) => [...applicationKeys.all, 'list', query] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
  roles: (id: string, query: object) => [...applicationKeys.detail(id), 'roles', query] as const,
};
