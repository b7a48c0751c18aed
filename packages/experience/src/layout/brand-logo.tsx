import type { SignInExperience } from '@tessera/schemas';

import { useAppearance } from '../theme/use-appearance';
import styles from './brand-logo.module.css';

/** The tenant's logo, in its dark variant when there is one and the dark theme is on. */
export const BrandLogo = ({ branding }: { branding: SignInExperience['branding'] }) => {
  const { theme } = useAppearance();
  const source = (theme === 'dark' && branding.darkLogoUrl) || branding.logoUrl;
  if (!source) {
    return null;
  }
  // Decorative: the page heading says where the user is.
  return <img className={styles.logo} src={source} alt="" />;
};
