import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { createQueryClient } from '../api/query-client';
import { ConfirmProvider } from '../components/confirm/confirm-provider';
import { ToastProvider } from '../ds/toast/toast-provider';

/**
 * App-wide services, each its own small provider. The AuthProvider sits below these (in app.tsx),
 * inside the console config's Suspense boundary: it needs the config to know how to sign in.
 */
export const AppProviders = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const [queryClient] = useState(createQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider regionLabel={t('toast.region')} itemLabel={t('toast.item')} dismissLabel={t('toast.dismiss')}>
        <ConfirmProvider>{children}</ConfirmProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
};
