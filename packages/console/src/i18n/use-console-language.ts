import { defaultConsoleLanguage } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { isConsoleLanguage } from './detect-language';

/** The language the console currently shows, narrowed to the supported tags. */
export const useConsoleLanguage = () => {
  const { i18n } = useTranslation();
  return isConsoleLanguage(i18n.language) ? i18n.language : defaultConsoleLanguage;
};
