import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useApi } from '../use-api';
import { meQueryKey, type ConsoleUser } from './current-user';

type CustomData = Record<string, unknown>;

/**
 * `PATCH /api/me/custom-data`: the server deep-merges the patch into the user's custom data and
 * answers with the whole of it, which replaces the cached copy.
 */
export const usePatchCustomData = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CustomData) => api.patch<CustomData>('api/me/custom-data', { json: patch }),
    onSuccess: (customData) => {
      queryClient.setQueryData<ConsoleUser>(meQueryKey, (user) => (user ? { ...user, customData } : user));
    },
  });
};
