import type { CurrentUser, CurrentUserPatch, JsonObject } from '@tessera/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useEndpointMutation } from '../endpoint-hooks';
import { shellContracts } from '../load-shell-contracts';
import { useApi, type UseApiOptions } from '../use-api';
import { meKeys } from './keys';

/*
 * The contract comes from `shellContracts`, as in queries.ts: the shell saves preferences through
 * this area. Nothing here invalidates: the user's own answers replace the cached user, and the
 * password and account calls change nothing a screen shows.
 */

/** One field at a time; the answer (parsed with the contract) replaces the cached user. */
export const useUpdateCurrentUser = (options?: UseApiOptions) => {
  const api = useApi(options);
  const queryClient = useQueryClient();
  const endpoint = shellContracts().meApi.update;
  return useMutation({
    mutationFn: async (body: CurrentUserPatch) => endpoint.response.parse(await api.call(endpoint, { body })),
    onSuccess: (user) => queryClient.setQueryData<CurrentUser>(meKeys.user(), user),
  });
};

/**
 * The server deep-merges the patch into the user's custom data and answers with the whole of it,
 * which replaces the cached copy.
 */
export const useUpdateCustomData = (options?: UseApiOptions) => {
  const api = useApi(options);
  const queryClient = useQueryClient();
  const endpoint = shellContracts().meApi.updateCustomData;
  return useMutation({
    mutationFn: (body: JsonObject) => api.call(endpoint, { body }),
    onSuccess: (customData) =>
      queryClient.setQueryData<CurrentUser>(meKeys.user(), (user) => (user ? { ...user, customData } : user)),
  });
};

/** Proves the current password; a change is allowed for a while afterwards. */
export const useVerifyPassword = (options?: UseApiOptions) =>
  useEndpointMutation(shellContracts().meApi.verifyPassword, (password: string) => ({ body: { password } }), {
    ...options,
    invalidates: [],
  });

export const useUpdatePassword = (options?: UseApiOptions) =>
  useEndpointMutation(shellContracts().meApi.updatePassword, (password: string) => ({ body: { password } }), {
    ...options,
    invalidates: [],
  });

/** Deletes the account (cloud); `requestId` goes with the call so a failure can be quoted to support. */
export const useDeleteCurrentUser = (options?: UseApiOptions) =>
  useEndpointMutation(
    shellContracts().meApi.delete,
    (requestId: string) => ({ headers: { 'X-Request-Id': requestId } }),
    { ...options, invalidates: [] },
  );

export interface AvatarUpload {
  file: File;
  signal?: AbortSignal;
}

/** Stores an avatar image (a multipart form with one `file`) and answers its public URL. */
export const useUploadAvatar = (options?: UseApiOptions) => {
  const api = useApi(options);
  const endpoint = shellContracts().meApi.uploadAsset;
  return useMutation({
    mutationFn: async ({ file, signal }: AvatarUpload) => {
      const formData = new FormData();
      formData.append('file', file);
      const { url } = await api.callForm(endpoint, { formData, signal });
      return url;
    },
  });
};
