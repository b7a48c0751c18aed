import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useCurrentUser } from '../../api/me/queries';
import { StandaloneLayout } from '../../components/standalone-layout/standalone-layout';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';
import { EmptyState } from '../../ds/empty-state/empty-state';
import styles from './welcome-page.module.css';
import { WelcomeIllustration } from './welcome-illustration';

/**
 * `/{tenantId}/welcome`: the first screen after sign-up. It greets the administrator by name
 * once the profile has loaded, and offers the two ways in: the guide, or the console itself.
 */
export default function WelcomePage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { data: user } = useCurrentUser();
  const name = user?.name ?? user?.username ?? undefined;

  return (
    <StandaloneLayout title={t('session.welcome_title')}>
      <EmptyState
        data-testid="welcome"
        illustration={<WelcomeIllustration />}
        title={name ? t('session.welcome_greeting', { name }) : t('session.welcome_greeting_anonymous')}
        description={t('session.welcome_description')}
        action={
          <div className={styles.actions}>
            <Link to={tenantPath('get-started')} className={buttonClassName({ variant: 'primary' })}>
              {t('session.welcome_get_started')}
            </Link>
            <Link to={tenantPath('')} className={buttonClassName({ variant: 'outline' })}>
              {t('session.welcome_open_console')}
            </Link>
          </div>
        }
      />
    </StandaloneLayout>
  );
}
