import { wellKnownApi, type SignInExperience } from '@tessera/schemas';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { useExperienceApi } from '../api/use-experience-api';
import { detectLanguage } from '../i18n/detect-language';
import { changeLanguage, setPhraseOverlay } from '../i18n/i18n';
import { readStoredLanguage } from '../i18n/language-storage';
import { useUiLanguage } from '../i18n/use-ui-language';

/**
 * Settles the UI language with the tenant's language settings (the page guessed before they
 * arrived), then keeps the tenant's phrases of the shown language over the built-in ones.
 */
export const useTenantLanguage = (languageInfo: SignInExperience['languageInfo']) => {
  const api = useExperienceApi();
  const language = useUiLanguage();
  const { search } = useLocation();

  // Only when the settings arrive: a later switch by the user is theirs.
  useEffect(() => {
    const wanted = detectLanguage({
      search,
      stored: readStoredLanguage(),
      browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
      languageInfo,
    });
    void changeLanguage(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query of the first page decides
  }, [languageInfo.autoDetect, languageInfo.fallbackLanguage]);

  useEffect(() => {
    const controller = new AbortController();
    api.call(wellKnownApi.getPhrases, { query: { lng: language }, signal: controller.signal }).then(
      (phrases) => setPhraseOverlay(language, phrases),
      // The built-in phrases still read; custom wording is not worth an error page.
      () => undefined,
    );
    return () => controller.abort();
  }, [api, language]);
};
