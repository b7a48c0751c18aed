import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { useUserOutlet } from '../details/use-user';
import { UserIdentities } from './user-identities';
import { UserMfaFactors } from './user-mfa-factors';
import { UserPersonalAccessTokens } from './user-personal-access-tokens';
import { UserProfileForm } from './user-profile-form';
import { UserTrustedDevices } from './user-trusted-devices';
import styles from './user-settings.module.css';

/** `/users/{id}/settings`: profile and custom data, linked identities, second factors, trusted devices, activity. */
export default function UserSettingsTab() {
  const { t } = useTranslation();
  const { user } = useUserOutlet();
  const { formatDateTime } = useFormatDate();

  return (
    <>
      {/* Keyed by the user's last change, so a save or a change elsewhere starts the form afresh. */}
      <UserProfileForm key={`${user.id}-${user.updatedAt}`} user={user} />
      <UserIdentities user={user} />
      <UserMfaFactors user={user} />
      <UserTrustedDevices user={user} />
      <FormCard title={t('users.settings.activity_title')}>
        <dl className={styles.facts}>
          <dt>{t('users.settings.created_at')}</dt>
          <dd>{formatDateTime(user.createdAt)}</dd>
          <dt>{t('users.settings.last_sign_in')}</dt>
          <dd data-testid="user-last-sign-in">
            {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('users.settings.never_signed_in')}
          </dd>
        </dl>
      </FormCard>
      <UserPersonalAccessTokens user={user} />
    </>
  );
}
