import type { Preferences } from '@tessera/schemas';

import { isConsoleLanguage } from '../../i18n/detect-language';
import { isAppearanceMode } from '../../theme/appearance-store';

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The preferences saved in a console user's custom data (`adminConsolePreferences`); each one
 * only when it is present and valid.
 */
export const readStoredPreferences = (customData: Record<string, unknown>): Partial<Preferences> => {
  const { language, appearanceMode } = asRecord(customData.adminConsolePreferences);
  return {
    ...(isConsoleLanguage(language) ? { language } : {}),
    ...(isAppearanceMode(appearanceMode) ? { appearanceMode } : {}),
  };
};
