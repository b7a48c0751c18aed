/** Query keys of the organization permissions (organization scopes) of the template. */
export const organizationScopeKeys = {
  all: ['organization-scopes'] as const,
  lists: () => [...organizationScopeKeys.all, 'list'] as const,
  list: (query: object) => [...organizationScopeKeys.lists(), query] as const,
};
