import { zodResolver } from '@hookform/resolvers/zod';
import { experienceApi } from '@tessera/schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useExperienceApi } from '../../api/use-experience-api';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import styles from '../../components/form-layout/form-layout.module.css';
import { PasswordField } from '../../components/password-field/password-field';
import { TextField } from '../../components/text-field/text-field';
import { fieldMessages } from '../../forms/field-messages';
import { useRevalidateOnLanguageChange } from '../../forms/use-revalidate-on-language-change';
import { useSubmitAndRedirect } from '../../forms/use-submit-and-redirect';
import { createSignInSchema, type SignInValues } from './sign-in-schema';

export const SignInForm = ({ loginHint }: { loginHint?: string }) => {
  const { t } = useTranslation();
  const api = useExperienceApi();
  const schema = useMemo(() => createSignInSchema(t), [t]);
  const form = useForm<SignInValues, unknown, SignInValues>({
    resolver: zodResolver(schema),
    defaultValues: { identifier: loginHint ?? '', password: '' },
  });
  useRevalidateOnLanguageChange(form);
  const { onSubmit, alert, isBusy } = useSubmitAndRedirect({
    form,
    fields: ['identifier', 'password'],
    submit: (body) => api.call(experienceApi.signIn, { body }),
  });
  const { errors } = form.formState;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {alert && (
        <Alert tone={alert.tone} data-testid="form-error">
          {alert.message}
        </Alert>
      )}
      <TextField
        label={t('input.identifier')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        // The first thing a user does here is type; a hint means the password is next.
        autoFocus={!loginHint}
        errors={fieldMessages(errors.identifier)}
        {...form.register('identifier')}
      />
      <PasswordField
        label={t('input.password')}
        autoComplete="current-password"
        autoFocus={Boolean(loginHint)}
        errors={fieldMessages(errors.password)}
        {...form.register('password')}
      />
      <Button type="submit" data-testid="submit" isLoading={isBusy}>
        {t('action.sign_in')}
      </Button>
    </form>
  );
};
