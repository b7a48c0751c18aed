import { experienceApi } from '@tessera/schemas';
import { Suspense, useCallback } from 'react';
import { Outlet } from 'react-router';

import { useExperienceApi } from '../api/use-experience-api';
import { PageSkeleton } from '../app/page-skeleton';
import { LoadErrorView } from '../components/error-view/load-error-view';
import { ExperienceConfigContext } from '../config/config-context';
import { useLoad } from '../hooks/use-load';
import { useBrandColors } from '../theme/use-brand-colors';
import { BrandLogo } from './brand-logo';
import { Footer } from './footer';
import styles from './experience-layout.module.css';

/**
 * The frame of every page: loads the tenant's settings once, applies its branding, and keeps the
 * footer in place while a page's code loads.
 */
export const ExperienceLayout = () => {
  const api = useExperienceApi();
  const loadConfig = useCallback(
    (signal: AbortSignal) => api.call(experienceApi.getConfig, { signal }),
    [api],
  );
  const { state, reload } = useLoad(loadConfig);
  useBrandColors(state.status === 'ready' ? state.data.branding.primaryColor : undefined);

  return (
    <>
      <main className={styles.main}>
        <div className={styles.card}>
          {state.status === 'loading' && <PageSkeleton />}
          {state.status === 'failed' && <LoadErrorView error={state.error} onRetry={reload} />}
          {state.status === 'ready' && (
            <ExperienceConfigContext value={state.data}>
              <BrandLogo branding={state.data.branding} />
              <Suspense fallback={<PageSkeleton />}>
                <Outlet />
              </Suspense>
            </ExperienceConfigContext>
          )}
        </div>
      </main>
      <Footer />
    </>
  );
};
