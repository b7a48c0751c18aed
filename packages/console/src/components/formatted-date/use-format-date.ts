import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats epoch milliseconds as a date (and time) in the console's language. */
export const useFormatDate = () => {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      formatDate: (value: number) => date.format(value),
      formatDateTime: (value: number) => dateTime.format(value),
    };
  }, [i18n.language]);
};
