import { useLayoutEffect, useMemo } from 'react';

import { brandColors } from './brand-colors';
import { useAppearance } from './use-appearance';

/**
 * Sets the tenant's primary colour (light or dark variant) for the theme in effect. Written on <html> as inline custom
 * properties (allowed by the CSP), so they win over the defaults in tokens.css.
 */
export const useBrandColors = (primaryColor: string | undefined, darkPrimaryColor?: string) => {
  const { theme } = useAppearance();
  const colors = useMemo(
    () => brandColors(primaryColor, darkPrimaryColor),
    [primaryColor, darkPrimaryColor],
  );

  useLayoutEffect(() => {
    const { style } = document.documentElement;
    style.setProperty('--color-primary', colors[theme].primary);
    style.setProperty('--color-on-primary', colors[theme].onPrimary);
    return () => {
      style.removeProperty('--color-primary');
      style.removeProperty('--color-on-primary');
    };
  }, [colors, theme]);
};
