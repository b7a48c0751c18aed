import { useTranslation } from 'react-i18next';

import { Button } from '../../components/button/button';
import { useAppearance } from '../../theme/use-appearance';
import type { SsoConnectorChoice } from '../../single-sign-on/use-sso-flow';
import styles from './single-sign-on.module.css';

type SsoConnectorButtonProps = {
  connector: SsoConnectorChoice;
  isBusy: boolean;
  onClick: () => void;
};

/** One company sign-in with its branding: the logo (its dark one in the dark theme) and name. */
export const SsoConnectorButton = ({ connector, isBusy, onClick }: SsoConnectorButtonProps) => {
  const { t } = useTranslation();
  const { theme } = useAppearance();
  const logo = theme === 'dark' && connector.darkLogo ? connector.darkLogo : connector.logo;
  return (
    <Button
      type="button"
      variant="secondary"
      className={styles.connector}
      isLoading={isBusy}
      data-testid={`sso-connector-${connector.id}`}
      onClick={onClick}
    >
      {logo && <img src={logo} alt="" className={styles.logo} />}
      {t('single_sign_on.continue_with', { name: connector.connectorName })}
    </Button>
  );
};
