import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { PageTitle } from '../../../components/page-title/page-title';
import styles from './social-pages.module.css';

/**
 * `/social-demo-callback`: where a demo social connector returns. Nothing is exchanged; the page
 * says so and takes the `code` parameter out of the address, so it is not kept in the history
 * or shared along with the link.
 */
export default function SocialDemoCallbackPage() {
  const { t } = useTranslation();

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.has('code')) {
      url.searchParams.delete('code');
      window.history.replaceState(window.history.state, '', url);
    }
  }, []);

  return (
    <main className={styles.demo} data-testid="social-demo-callback">
      <PageTitle title={t('profile.social_demo_callback.title')} />
      <h1>{t('profile.social_demo_callback.title')}</h1>
      <p className={styles.description}>{t('profile.social_demo_callback.description')}</p>
    </main>
  );
}
