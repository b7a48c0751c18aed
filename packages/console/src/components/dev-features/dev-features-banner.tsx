import { useTranslation } from 'react-i18next';

import styles from './dev-features-banner.module.css';
import { useDevFeaturesEnabled } from './use-dev-features';

/** Reminds developers that unfinished features are visible in this console. */
export const DevFeaturesBanner = () => {
  const { t } = useTranslation();
  return useDevFeaturesEnabled() ? (
    <div className={styles.banner} role="status" data-testid="dev-features-banner">
      {t('dev_features.banner')}
    </div>
  ) : null;
};
