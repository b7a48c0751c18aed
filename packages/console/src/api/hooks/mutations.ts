import { hookApi, type HookCreate, type HookPatch } from '@tessera/schemas';
import type { z } from 'zod';

import { useEndpointMutation } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { hookKeys } from './keys';

export const useCreateHook = (options?: UseApiOptions) =>
  useEndpointMutation(hookApi.create, (body: HookCreate) => ({ body }), {
    ...options,
    invalidates: [hookKeys.all],
  });

export const useUpdateHook = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(hookApi.update, (body: HookPatch) => ({ params: { id }, body }), {
    ...options,
    invalidates: [hookKeys.all],
  });

/** The deleted hook's own queries would answer 404: they are forgotten, not refreshed. */
export const useDeleteHook = (id: string) =>
  useEndpointMutation(hookApi.delete, () => ({ params: { id } }), {
    invalidates: [hookKeys.all],
    forgets: [hookKeys.detail(id)],
  });

export const useRegenerateHookSigningKey = (id: string) =>
  useEndpointMutation(hookApi.regenerateSigningKey, () => ({ params: { id } }), {
    invalidates: [hookKeys.detail(id)],
  });

/** A test delivery is logged with the hook's recent requests. Its failure is shown by the caller. */
export const useTestHook = (id: string) =>
  useEndpointMutation(
    hookApi.test,
    (body: z.input<typeof hookApi.test.body>) => ({ params: { id }, body }),
    {
      hideErrorToast: true,
      invalidates: [hookKeys.detail(id)],
    },
  );
