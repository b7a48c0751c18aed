import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { createQueryClient } from '../api/query-client';
import { ConfirmProvider } from '../components/confirm/confirm-provider';
import { ToastProvider } from '../ds/toast/toast-provider';

/**
 * App-wide services, each its own small provider. The sign-in issue adds its AuthProvider (and
 * the AccessTokenProvider of auth/access-token) here, inside QueryClientProvider.
 */
export const AppProviders = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const [queryClient] = useState(createQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider regionLabel={t('toast.region')} dismissLabel={t('toast.dismiss')}>
        <ConfirmProvider>{children}</ConfirmProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
};
