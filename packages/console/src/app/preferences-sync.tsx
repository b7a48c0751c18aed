import { useEffect, useRef } from 'react';

import { useUpdateCustomData } from '../api/me/mutations';
import { useCurrentUser } from '../api/me/queries';
import { readStoredPreferences } from '../api/me/stored-preferences';
import { changeConsoleLanguage } from '../i18n/i18n';
import { useConsoleLanguage } from '../i18n/use-console-language';
import { useAppearanceMode } from '../theme/use-appearance-mode';

/**
 * Keeps language and appearance with the account, so they follow the user to another browser.
 * Local storage stays the fast path for the first paint; once `GET me` answers, the saved
 * preferences win, and every later change is saved to custom data.
 */
export const PreferencesSync = () => {
  const { data: user } = useCurrentUser();
  const language = useConsoleLanguage();
  const [appearanceMode, setAppearanceMode] = useAppearanceMode();
  const { mutate: savePreferences } = useUpdateCustomData();
  /** What the account holds, as far as this page knows; undefined until restored. */
  const saved = useRef<{ language: string; appearanceMode: string }>(undefined);
  const previous = useRef({ language, appearanceMode });

  useEffect(() => {
    if (!user || saved.current) {
      return;
    }
    const stored = readStoredPreferences(user.customData);
    saved.current = {
      language: stored.language ?? language,
      appearanceMode: stored.appearanceMode ?? appearanceMode,
    };
    if (stored.language && stored.language !== language) {
      void changeConsoleLanguage(stored.language);
    }
    if (stored.appearanceMode && stored.appearanceMode !== appearanceMode) {
      setAppearanceMode(stored.appearanceMode);
    }
    // Restores once per page load, from the first answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  useEffect(() => {
    const current = { language, appearanceMode };
    const before = previous.current;
    previous.current = current;
    const known = saved.current;
    // A value that moved away from what the account holds was changed by the user; a value
    // that moved onto it is the restore above taking effect.
    const isUserChange =
      known !== undefined &&
      (['language', 'appearanceMode'] as const).some((key) => before[key] !== current[key] && known[key] !== current[key]);
    if (!isUserChange) {
      return;
    }
    saved.current = current;
    savePreferences({ adminConsolePreferences: current });
  }, [language, appearanceMode, savePreferences]);

  return null;
};
