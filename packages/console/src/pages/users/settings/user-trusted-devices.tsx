import type { UserDetails } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteUserTrustedDevice } from '../../../api/users/mutations';
import { useUserTrustedDevices } from '../../../api/users/queries';
import { FormCard } from '../../../components/form-card/form-card';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { Button } from '../../../ds/button/button';
import { Skeleton } from '../../../ds/skeleton/skeleton';
import styles from './user-settings.module.css';

/** Browsers that skip the user's second factor for a while; removing one ends that. */
export const UserTrustedDevices = ({ user }: { user: UserDetails }) => {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const devices = useUserTrustedDevices(user.id);
  const remove = useDeleteUserTrustedDevice(user.id);

  const body = () => {
    if (devices.isPending) {
      return <Skeleton width={320} height={40} />;
    }
    if (devices.isError) {
      return <Button onClick={() => void devices.refetch()}>{t('shared_list.retry')}</Button>;
    }
    if (devices.data.length === 0) {
      return <p className={styles.muted}>{t('users.settings.trusted_devices_empty')}</p>;
    }
    return (
      <ul className={styles.list}>
        {devices.data.map((device) => {
          const agent = device.agent || t('users.settings.unknown_device');
          return (
            <li key={device.id} className={styles.item}>
              <span className={styles.stack}>
                <span>{agent}</span>
                <span className={styles.muted}>
                  {[
                    t('users.settings.trusted_device_dates', {
                      date: formatDateTime(device.createdAt),
                      expires: formatDateTime(device.expiresAt),
                    }),
                    device.lastUsedAt
                      ? t('users.settings.mfa_last_used', {
                          date: formatDateTime(device.lastUsedAt),
                        })
                      : t('users.settings.mfa_never_used'),
                  ].join(' · ')}
                </span>
              </span>
              <RemoveButton
                label={t('users.settings.remove_trusted_device', { agent })}
                confirmText={t('users.settings.remove_trusted_device_confirm', { agent })}
                doneText={t('users.settings.trusted_device_removed')}
                onRemove={() => remove.mutateAsync(device.id)}
                data-testid={`remove-trusted-device-${device.id}`}
              />
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <FormCard
      title={t('users.settings.trusted_devices_title')}
      description={t('users.settings.trusted_devices_description')}
      data-testid="user-trusted-devices"
    >
      {body()}
    </FormCard>
  );
};
