import { accountDeletionApi, accountDeletionBlockedDataGuard, type AccountDeletionBlocker } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { RequestError } from '../request-error';
import { useApi } from '../use-api';
import { meKeys } from './keys';

export const accountDeletionKeys = {
  check: () => [...meKeys.all, 'deletion-blockers'] as const,
};

/**
 * Reads what deleting the account would do, afresh on every call: a plan or an invoice may have
 * changed since the last look, and the answer decides which dialog opens.
 */
export const useFetchAccountDeletionCheck = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: accountDeletionKeys.check(),
        queryFn: ({ signal }) => api.call(accountDeletionApi.check, { signal }),
        staleTime: 0,
      }),
    [api, queryClient],
  );
};

/** The blockers a refused `DELETE /me` names (422 `account_deletion.blocked`), if that is the error. */
export const blockersOfRefusal = (error: unknown): AccountDeletionBlocker[] | undefined => {
  if (!(error instanceof RequestError) || error.code !== 'account_deletion.blocked') {
    return undefined;
  }
  const parsed = accountDeletionBlockedDataGuard.safeParse(error.body?.data);
  return parsed.success ? parsed.data.blockers : undefined;
};
