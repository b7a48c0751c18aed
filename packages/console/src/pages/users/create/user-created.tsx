import { useTranslation } from 'react-i18next';

import { Button } from '../../../ds/button/button';
import { PasswordOnce } from '../shared/password-once';
import styles from '../../../components/dialog-form/dialog-form.module.css';

/** After creation: the generated password, once, then on to the user. */
export const UserCreated = ({ password, onOpenUser }: { password: string; onOpenUser: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.form} data-testid="user-created">
      <PasswordOnce password={password} />
      <div className={styles.actions}>
        <Button variant="primary" data-testid="user-created-open" onClick={onOpenUser}>
          {t('users.create.open_user')}
        </Button>
      </div>
    </div>
  );
};
