import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Messages are translated when validation runs; after a language switch, shown ones are redone. */
export const useRevalidateOnLanguageChange = <T extends FieldValues, TOutput>(
  form: UseFormReturn<T, unknown, TOutput>,
) => {
  const { i18n } = useTranslation();
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) {
      return;
    }
    language.current = i18n.language;
    if (form.formState.isSubmitted) {
      void form.trigger();
    }
  }, [form, i18n.language]);
};
