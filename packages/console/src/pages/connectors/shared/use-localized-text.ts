import type { I18nText } from '@tessera/schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Picks a factory's or connector's display text (name, description) in the console language:
 * the exact tag, then its base language (`pt` for `pt-BR`), then the English text every one has.
 */
export const useLocalizedText = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (text: I18nText) => text[language] ?? text[language.split('-')[0] ?? ''] ?? text.en ?? '',
    [language],
  );
};
