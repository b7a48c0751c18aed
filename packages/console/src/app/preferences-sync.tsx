import { useEffect, useRef } from 'react';

import { useCurrentUser } from '../api/me/current-user';
import { usePatchCustomData } from '../api/me/custom-data';
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
  const { mutate: savePreferences } = usePatchCustomData();
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
    const hasChanged =
      previous.current.language !== language || previous.current.appearanceMode !== appearanceMode;
    previous.current = { language, appearanceMode };
    const known = saved.current;
    if (!hasChanged || !known || (known.language === language && known.appearanceMode === appearanceMode)) {
      return;
    }
    saved.current = { language, appearanceMode };
    savePreferences({ adminConsolePreferences: { language, appearanceMode } });
  }, [language, appearanceMode, savePreferences]);

  return null;
};
