import { useTranslation } from 'react-i18next';

import { useExperienceEnv } from '../../app/experience-env';
import { Button } from '../../components/button/button';
import formStyles from '../../components/form-layout/form-layout.module.css';
import { PageHeader } from '../../components/page-header/page-header';
import styles from './device-page.module.css';

type DeviceConfirmProps = { xsrf: string; userCode: string; client: string };

/**
 * Step two: which application the code belongs to, so the user can tell whether it is the
 * device in front of them (RFC 8628 §5.4). Connecting leads to the sign-in; declining tells the
 * device access was denied.
 */
export const DeviceConfirm = ({ xsrf, userCode, client }: DeviceConfirmProps) => {
  const { t } = useTranslation();
  const { tenantPrefix } = useExperienceEnv();
  return (
    <section data-testid="page-device-confirm">
      <PageHeader
        title={t('device.confirm_title', { appName: client })}
        description={t('device.confirm_description')}
      />
      <p className={styles.code}>
        <span className={styles.codeLabel}>{t('device.code_on_device')}</span>
        <strong className={styles.codeValue} data-testid="device-user-code">
          {userCode}
        </strong>
      </p>
      <form method="post" action={`${tenantPrefix}/oidc/device`}>
        <input type="hidden" name="xsrf" value={xsrf} />
        <input type="hidden" name="user_code" value={userCode} />
        <div className={formStyles.actions}>
          <Button
            type="submit"
            variant="secondary"
            name="abort"
            value="yes"
            data-testid="device-decline"
          >
            {t('device.decline')}
          </Button>
          <Button type="submit" name="confirm" value="yes" data-testid="device-confirm" autoFocus>
            {t('device.confirm')}
          </Button>
        </div>
      </form>
    </section>
  );
};
