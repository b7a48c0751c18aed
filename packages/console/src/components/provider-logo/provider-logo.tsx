import { useState } from 'react';

import { useTheme } from '../../theme/use-appearance-mode';
import styles from './provider-logo.module.css';

interface ProviderLogoProps {
  logo: string;
  logoDark?: string | null;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A connector's or identity provider's logo, its dark variant in the dark theme. Decorative: the
 * name is always beside it. A logo that fails to load leaves a plain tile rather than a broken
 * image.
 */
export const ProviderLogo = ({ logo, logoDark, size = 'medium' }: ProviderLogoProps) => {
  const theme = useTheme();
  const source = theme === 'dark' && logoDark ? logoDark : logo;
  const [failed, setFailed] = useState<string>();
  if (!source || failed === source) {
    return <span aria-hidden className={styles[size]} />;
  }
  return <img src={source} alt="" className={styles[size]} onError={() => setFailed(source)} />;
};
