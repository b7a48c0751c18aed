import type { QueryClient } from '@tanstack/react-query';

/**
 * Queries are keyed by their API path first (`['api/roles/r1', …]`), so a change refreshes
 * everything under a path prefix: its lists, pages and entities.
 */
export const invalidatePaths = (queryClient: QueryClient, ...prefixes: string[]) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [path] = queryKey;
      return typeof path === 'string' && prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    },
  });
