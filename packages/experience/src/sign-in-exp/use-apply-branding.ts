import type { SignInExperience } from '@tessera/schemas';
import { useEffect } from 'react';

import { forceTheme, type Theme } from '../theme/appearance-store';
import { useAppearance } from '../theme/use-appearance';
import { useBrandColors } from '../theme/use-brand-colors';
import { useCustomCss } from './use-custom-css';

/** Points the page's icon at the tenant's favicon for the theme in effect, while mounted. */
const useFavicon = (href: string | undefined) => {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link || !href) {
      return undefined;
    }
    const original = link.href;
    link.href = href;
    return () => {
      link.href = original;
    };
  }, [href]);
};

/**
 * Applies the look of a sign-in experience to the page: brand colours per theme, favicon,
 * custom CSS, and the light theme when the tenant turned dark mode off. `theme` forces one
 * theme (the preview's mode).
 */
export const useApplyBranding = (signInExperience: SignInExperience, theme?: Theme) => {
  const { color, branding, customCss } = signInExperience;
  const forced = theme ?? (color.isDarkModeEnabled ? undefined : 'light');
  useEffect(() => {
    forceTheme(forced);
    return () => forceTheme(undefined);
  }, [forced]);

  const { theme: shown } = useAppearance();
  useBrandColors(color.primaryColor, color.darkPrimaryColor);
  useFavicon((shown === 'dark' && branding.darkFavicon) || branding.favicon);
  useCustomCss(customCss);
};
