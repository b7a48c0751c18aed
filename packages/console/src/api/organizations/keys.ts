/**
 * Query keys of the organizations area. Everything of an organization sits under its detail key
 * and every key under `all`, so refreshing a prefix refreshes what depends on it.
 */
export const organizationKeys = {
  all: ['organizations'] as const,
  lists: () => [...organizationKeys.all, 'list'] as const,
  list: (query: object) => [...organizationKeys.lists(), query] as const,
  detail: (id: string) => [...organizationKeys.all, 'detail', id] as const,
  users: (id: string, query: object) => [...organizationKeys.detail(id), 'users', query] as const,
  applications: (id: string, query: object) =>
    [...organizationKeys.detail(id), 'applications', query] as const,
  jitEmailDomains: (id: string) => [...organizationKeys.detail(id), 'jit-email-domains'] as const,
  jitRoles: (id: string) => [...organizationKeys.detail(id), 'jit-roles'] as const,
  /** The organizations of one user (the user details tab). */
  ofUser: (userId: string) => [...organizationKeys.all, 'of-user', userId] as const,
};
