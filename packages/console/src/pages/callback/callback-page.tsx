import { consoleBasePath } from '@tessera/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAuth } from '../../auth/auth-context';
import { browserNavigation } from '../../auth/browser-navigation';
import { takeRedirectPath } from '../../auth/take-redirect-path';
import { ErrorPage } from '../../components/error-page/error-page';
import { PageTitle } from '../../components/page-title/page-title';
import { LoadingView } from '../../ds/loading-view/loading-view';
import styles from './callback-page.module.css';

/**
 * `/callback` and `/{tenantId}/callback`: where the identity provider returns after sign-in.
 * Completes the sign-in, then goes to the remembered location (validated) or to `/`.
 */
export default function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, completeSignIn } = useAuth();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    let isActive = true;
    completeSignIn(window.location.href).then(
      () => {
        if (isActive) {
          void navigate(takeRedirectPath(), { replace: true });
        }
      },
      (caught: unknown) => {
        if (isActive) {
          setError(caught);
        }
      },
    );
    return () => {
      isActive = false;
    };
  }, [completeSignIn, navigate]);

  // A callback opened again (back button, reload) has nothing to complete: an existing session
  // simply carries on at home.
  useEffect(() => {
    if (error !== undefined && status === 'signed-in') {
      void navigate('/', { replace: true });
    }
  }, [error, status, navigate]);

  if (error !== undefined && status === 'signed-out') {
    // Retrying starts over from the console's root, which starts a new sign-in.
    return <ErrorPage error={error} isStandalone reload={() => browserNavigation.assign(consoleBasePath)} />;
  }
  return (
    <main className={styles.page}>
      <PageTitle title={t('session.callback_title')} />
      <LoadingView label={t('session.callback_title')} />
    </main>
  );
}
