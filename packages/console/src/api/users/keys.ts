/** Query keys of the users area; every key sits under `all`. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: object) => [...userKeys.all, 'list', query] as const,
};
