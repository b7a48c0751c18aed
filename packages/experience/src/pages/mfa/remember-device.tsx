import { useTranslation } from 'react-i18next';

import styles from './mfa.module.css';

type RememberDeviceProps = { checked: boolean; onChange: (checked: boolean) => void };

/** "Do not ask again on this device": the browser is trusted once the factor is verified. */
export const RememberDevice = ({ checked, onChange }: RememberDeviceProps) => {
  const { t } = useTranslation();
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        name="rememberDevice"
        checked={checked}
        data-testid="remember-device"
        onChange={(event) => onChange(event.target.checked)}
      />
      {t('mfa.remember_device')}
    </label>
  );
};
