/** Query keys of the audit log; every key sits under `all`. */
export const logKeys = {
  all: ['logs'] as const,
  list: (query: object) => [...logKeys.all, 'list', query] as const,
  detail: (id: string) => [...logKeys.all, 'detail', id] as const,
};
