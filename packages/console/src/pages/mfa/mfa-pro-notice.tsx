import { useTranslation } from 'react-i18next';

import { useUpdateCustomData } from '../../api/me/mutations';
import { useCurrentUser } from '../../api/me/queries';
import { Button } from '../../ds/button/button';
import { InlineAlert } from '../../ds/inline-alert/inline-alert';
import styles from './mfa.module.css';

const acknowledgedFlag = 'mfaUpsellNoticeAcknowledged';

/** Whether this console user dismissed the notice: a flag of `adminConsolePreferences` (spec 001 §3). */
const isAcknowledged = (customData: Record<string, unknown> | undefined) => {
  const preferences = customData?.adminConsolePreferences;
  return (
    typeof preferences === 'object' &&
    preferences !== null &&
    (preferences as Record<string, unknown>)[acknowledgedFlag] === true
  );
};

/**
 * The cloud's note that MFA is a Pro plan feature, until the console user dismisses it; the
 * dismissal follows the account to other browsers.
 */
export const MfaProNotice = () => {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const acknowledge = useUpdateCustomData();
  if (!user || isAcknowledged(user.customData)) {
    return null;
  }
  return (
    <InlineAlert data-testid="mfa-pro-notice" className={styles.notice}>
      <span>{t('mfa.pro_notice')}</span>
      <Button
        size="small"
        isLoading={acknowledge.isPending}
        onClick={() =>
          acknowledge.mutate({ adminConsolePreferences: { [acknowledgedFlag]: true } })
        }
        data-testid="mfa-pro-notice-dismiss"
      >
        {t('general.got_it')}
      </Button>
    </InlineAlert>
  );
};
