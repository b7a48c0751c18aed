import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';

import { useTenantQueryScope } from '../../api/tenant-query-scope';
import { DevFeaturesBanner } from '../../components/dev-features/dev-features-banner';
import { LoadingView } from '../../ds/loading-view/loading-view';
import styles from './root-layout.module.css';

/** Wraps every screen: the dev banner on top, then the matched route filling the rest. */
export const RootLayout = () => {
  const { t } = useTranslation();
  useTenantQueryScope(useMatches().at(-1)?.params.tenantId);
  return (
    <div className={styles.root}>
      <DevFeaturesBanner />
      <Suspense fallback={<LoadingView label={t('general.loading')} />}>
        <Outlet />
      </Suspense>
    </div>
  );
};
