import { useQuery, type QueryClient } from '@tanstack/react-query';

import { useAuth } from '../../auth/auth-context';
import { useApi } from '../use-api';
import type { ConsoleUser } from './parse-current-user';

export type { ConsoleUser } from './parse-current-user';

export const meQueryKey = ['me'] as const;

/**
 * `GET /api/me`: the signed-in console user. Fetched once per session and updated in place by
 * the calls that change it (profile edits, custom data), so it never refetches on its own.
 */
export const useCurrentUser = () => {
  const { status } = useAuth();
  const api = useApi();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async () => {
      const [body, { parseCurrentUser }] = await Promise.all([api.get('api/me'), import('./parse-current-user')]);
      return parseCurrentUser(body);
    },
    staleTime: Number.POSITIVE_INFINITY,
    enabled: status === 'signed-in',
  });
};

/** Replaces the cached user after a call that answered with it. */
export const setCurrentUser = (queryClient: QueryClient, user: ConsoleUser) =>
  queryClient.setQueryData(meQueryKey, user);
