import { useTranslation } from 'react-i18next';

import { PageTitle } from '../../components/page-title/page-title';
import { LoadingView } from '../../ds/loading-view/loading-view';
import styles from './callback-page.module.css';

/**
 * `/callback` and `/{tenantId}/callback`: where the identity provider returns after sign-in. The
 * auth layer completes the sign-in here and then goes to the remembered location.
 */
export default function CallbackPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <PageTitle title={t('session.callback_title')} />
      <LoadingView label={t('session.callback_title')} />
    </main>
  );
}
