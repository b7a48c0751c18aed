import { z } from 'zod';

import { appearanceModes, defaultPreferences } from '../../constants';
import { consoleLanguageGuard } from '../../validation/language';

export const appearanceModeGuard = z.enum(appearanceModes);

/** Console display preferences; each field falls back to its default when unreadable. */
export const preferencesGuard = z
  .object({
    language: consoleLanguageGuard.catch(defaultPreferences.language),
    appearanceMode: appearanceModeGuard.catch(defaultPreferences.appearanceMode),
  })
  .catch({ ...defaultPreferences });
export type Preferences = z.output<typeof preferencesGuard>;

/** Reads stored settings; never throws, defaults fill whatever fails to parse. */
export const parsePreferences = (value: unknown): Preferences => preferencesGuard.parse(value);
