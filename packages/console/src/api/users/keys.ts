/**
 * Query keys of the users area. Everything of a user sits under its detail key and every key
 * under `all`, so refreshing a prefix refreshes what depends on it.
 */
export const userKeys = {
  all: ['users'] as const,
  /** Every list of users, but no details. */
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: object) => [...userKeys.lists(), query] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  roles: (id: string, query: object) => [...userKeys.detail(id), 'roles', query] as const,
  mfaVerifications: (id: string) => [...userKeys.detail(id), 'mfa-verifications'] as const,
  trustedDevices: (id: string) => [...userKeys.detail(id), 'trusted-devices'] as const,
};
