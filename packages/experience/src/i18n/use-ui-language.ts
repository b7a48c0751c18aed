import { isLanguage, sourceLanguage, type Language } from '@tessera/phrases';
import { useTranslation } from 'react-i18next';

/** The language the UI currently shows, narrowed to the supported tags. */
export const useUiLanguage = (): Language => {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : sourceLanguage;
};
