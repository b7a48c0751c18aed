import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import styles from '../../components/form-layout/form-layout.module.css';
import { TextField } from '../../components/text-field/text-field';
import { emailRule } from '../../forms/field-rules';
import { fieldMessages } from '../../forms/field-messages';
import { useRevalidateOnLanguageChange } from '../../forms/use-revalidate-on-language-change';
import { useSubmitAndRedirect } from '../../forms/use-submit-and-redirect';
import { useSsoByEmail } from '../../single-sign-on/use-sso-by-email';

type Values = { email: string };

/** The work email that finds the company's connector; an unknown domain is said on the field. */
export const SingleSignOnForm = ({ defaultEmail = '' }: { defaultEmail?: string }) => {
  const { t } = useTranslation();
  const ssoByEmail = useSsoByEmail();
  const schema = useMemo(() => z.object({ email: emailRule(t) }), [t]);
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail },
  });
  useRevalidateOnLanguageChange(form);
  const { onSubmit, alert, isBusy } = useSubmitAndRedirect({
    form,
    fields: ['email'],
    submit: async ({ email }) => {
      if (!(await ssoByEmail(email.trim()))) {
        form.setError(
          'email',
          { message: t('single_sign_on.no_connector') },
          { shouldFocus: true },
        );
      }
      return undefined;
    },
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {alert && (
        <Alert tone={alert.tone} data-testid="form-error">
          {alert.message}
        </Alert>
      )}
      <TextField
        label={t('single_sign_on.email')}
        type="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        errors={fieldMessages(form.formState.errors.email)}
        {...form.register('email')}
      />
      <Button type="submit" data-testid="submit" isLoading={isBusy}>
        {t('single_sign_on.submit')}
      </Button>
    </form>
  );
};
