import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { RequestError } from '../../api/request-error';
import { tenantKeys } from '../../api/tenants/keys';

const isSuspension = (error: unknown) => error instanceof RequestError && error.code === 'tenant.suspended';

/**
 * A tenant suspended while its pages are open answers their calls with 403 `tenant.suspended`:
 * the tenant list is read again, so the shell gives way to the suspended page at once rather than
 * on the next reload.
 */
export const useSuspensionWatch = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (error: unknown) => {
      if (isSuspension(error)) {
        void queryClient.invalidateQueries({ queryKey: tenantKeys.list() });
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        refresh(event.action.error);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        refresh(event.action.error);
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
};
