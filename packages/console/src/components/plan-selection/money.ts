import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Billing amounts come in cents of `currency` (USD unless the invoice says otherwise). */
export const formatCents = (cents: number, language: string, currency = 'USD') =>
  new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** `formatCents` in the console's language. */
export const useFormatCents = () => {
  const { i18n } = useTranslation();
  return useMemo(
    () => (cents: number, currency?: string) => formatCents(cents, i18n.language, currency),
    [i18n.language],
  );
};
