import { z } from 'zod';

import { appearanceModes, defaultPreferences } from '../../constants';
import { consoleLanguageGuard } from '../../validation/language';

export const appearanceModeGuard = z.enum(appearanceModes);

/** Console display preferences. */
export const preferencesGuard = z.object({
  language: consoleLanguageGuard,
  appearanceMode: appearanceModeGuard,
});
export type Preferences = z.infer<typeof preferencesGuard>;

/** Reads stored settings; never throws, each field falls back to its default when unreadable. */
export const parsePreferences = (value: unknown): Preferences => {
  const stored: Record<string, unknown> =
    typeof value === 'object' && value !== null ? { ...value } : {};
  const language = consoleLanguageGuard.safeParse(stored.language);
  const appearanceMode = appearanceModeGuard.safeParse(stored.appearanceMode);
  return {
    language: language.success ? language.data : defaultPreferences.language,
    appearanceMode: appearanceMode.success
      ? appearanceMode.data
      : defaultPreferences.appearanceMode,
  };
};
