/**
 * Query keys of the organization roles of the template. Everything of a role sits under its
 * detail key and every key under `all`, so refreshing a prefix refreshes what depends on it.
 */
export const organizationRoleKeys = {
  all: ['organization-roles'] as const,
  lists: () => [...organizationRoleKeys.all, 'list'] as const,
  list: (query: object) => [...organizationRoleKeys.lists(), query] as const,
  detail: (id: string) => [...organizationRoleKeys.all, 'detail', id] as const,
  scopes: (id: string) => [...organizationRoleKeys.detail(id), 'scopes'] as const,
  resourceScopes: (id: string) => [...organizationRoleKeys.detail(id), 'resource-scopes'] as const,
};
