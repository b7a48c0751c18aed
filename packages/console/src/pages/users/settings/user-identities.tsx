import type { UserDetails } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteUserIdentity } from '../../../api/users/mutations';
import { FormCard } from '../../../components/form-card/form-card';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import styles from './user-settings.module.css';

/** The social accounts linked to the user, each removable (adding one is the user's own doing). */
export const UserIdentities = ({ user }: { user: UserDetails }) => {
  const { t } = useTranslation();
  const remove = useDeleteUserIdentity(user.id);
  const identities = Object.entries(user.identities);

  return (
    <FormCard title={t('users.settings.identities_title')} description={t('users.settings.identities_description')} data-testid="user-identities">
      {identities.length === 0 ? (
        <p className={styles.muted}>{t('users.settings.identities_empty')}</p>
      ) : (
        <ul className={styles.list}>
          {identities.map(([target, identity]) => (
            <li key={target} className={styles.item}>
              <span className={styles.stack}>
                <span>{target}</span>
                <span className={styles.muted}>{t('users.settings.identity_user_id', { id: identity.userId })}</span>
              </span>
              <RemoveButton
                label={t('users.settings.remove_identity', { target })}
                confirmText={t('users.settings.remove_identity_confirm', { target })}
                doneText={t('users.settings.identity_removed')}
                onRemove={() => remove.mutateAsync(target)}
                data-testid={`remove-identity-${target}`}
              />
            </li>
          ))}
        </ul>
      )}
    </FormCard>
  );
};
