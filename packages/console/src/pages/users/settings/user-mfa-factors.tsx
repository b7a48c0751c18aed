import type { UserDetails } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteUserMfaVerification } from '../../../api/users/mutations';
import { useUserMfaVerifications } from '../../../api/users/queries';
import { FormCard } from '../../../components/form-card/form-card';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { Button } from '../../../ds/button/button';
import { Skeleton } from '../../../ds/skeleton/skeleton';
import { GenerateBackupCodes } from './generate-backup-codes';
import styles from './user-settings.module.css';

/** The user's second factors (no secrets): when added and last used, each removable; new backup codes. */
export const UserMfaFactors = ({ user }: { user: UserDetails }) => {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const factors = useUserMfaVerifications(user.id);
  const remove = useDeleteUserMfaVerification(user.id);

  const body = () => {
    if (factors.isPending) {
      return <Skeleton width={320} height={40} />;
    }
    if (factors.isError) {
      return <Button onClick={() => void factors.refetch()}>{t('shared_list.retry')}</Button>;
    }
    if (factors.data.length === 0) {
      return (
        <>
          <p className={styles.muted}>{t('users.settings.mfa_empty')}</p>
          <GenerateBackupCodes userId={user.id} factors={factors.data} />
        </>
      );
    }
    return (
      <>
        <ul className={styles.list} data-testid="user-mfa-factors">
          {factors.data.map((factor) => {
            const name = t(`users.settings.mfa_types.${factor.type}`);
            return (
              <li key={factor.id} className={styles.item}>
                <span className={styles.stack}>
                  <span>{factor.name ? `${name} · ${factor.name}` : name}</span>
                  <span className={styles.muted}>
                    {[
                      t('users.settings.mfa_added', {
                        date: formatDateTime(Date.parse(factor.createdAt)),
                      }),
                      factor.lastUsedAt
                        ? t('users.settings.mfa_last_used', {
                            date: formatDateTime(Date.parse(factor.lastUsedAt)),
                          })
                        : t('users.settings.mfa_never_used'),
                      ...(factor.remainCodes === undefined
                        ? []
                        : [t('users.settings.mfa_codes_left', { count: factor.remainCodes })]),
                    ].join(' · ')}
                  </span>
                </span>
                <RemoveButton
                  label={t('users.settings.remove_mfa', { factor: name })}
                  confirmText={t('users.settings.remove_mfa_confirm', { factor: name })}
                  doneText={t('users.settings.mfa_removed')}
                  onRemove={() => remove.mutateAsync(factor.id)}
                  data-testid={`remove-mfa-${factor.id}`}
                />
              </li>
            );
          })}
        </ul>
        <GenerateBackupCodes userId={user.id} factors={factors.data} />
      </>
    );
  };

  return (
    <FormCard
      title={t('users.settings.mfa_title')}
      description={t('users.settings.mfa_description')}
      data-testid="user-mfa"
    >
      {body()}
    </FormCard>
  );
};
