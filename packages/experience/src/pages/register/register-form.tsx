import { zodResolver } from '@hookform/resolvers/zod';
import { experienceApi, isValidEmail, type ExperienceRegister } from '@tessera/schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useExperienceApi } from '../../api/use-experience-api';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import styles from '../../components/form-layout/form-layout.module.css';
import { PasswordField } from '../../components/password-field/password-field';
import { TextField } from '../../components/text-field/text-field';
import { useExperienceConfig } from '../../config/config-context';
import { fieldMessages } from '../../forms/field-messages';
import { passwordRuleMessages } from '../../forms/password-rejections';
import { useRevalidateOnLanguageChange } from '../../forms/use-revalidate-on-language-change';
import { useSubmitAndRedirect } from '../../forms/use-submit-and-redirect';
import { withPasswordRules } from '../../forms/with-password-rules';
import { createRegisterSchema, effectiveIdentifiers, type RegisterValues } from './register-schema';

export const RegisterForm = ({ loginHint }: { loginHint?: string }) => {
  const { t } = useTranslation();
  const api = useExperienceApi();
  const config = useExperienceConfig();
  const identifiers = useMemo(
    () => effectiveIdentifiers(config.signUpIdentifiers),
    [config.signUpIdentifiers],
  );
  const hasUsername = identifiers.includes('username');
  const hasEmail = identifiers.includes('email');

  const resolver = useMemo(
    () =>
      withPasswordRules(
        zodResolver(createRegisterSchema(t, identifiers)),
        ({ password, username, email }: RegisterValues) =>
          passwordRuleMessages(t, password, config.passwordPolicy, { username, email }),
      ),
    [t, identifiers, config.passwordPolicy],
  );
  // A login hint is usually an email address; prefill whichever field it fits.
  const hintIsEmail = loginHint !== undefined && isValidEmail(loginHint);
  const form = useForm<RegisterValues, unknown, RegisterValues>({
    resolver,
    defaultValues: {
      username: !hintIsEmail && hasUsername ? (loginHint ?? '') : '',
      email: hintIsEmail && hasEmail ? loginHint : '',
      password: '',
      confirmPassword: '',
    },
  });
  useRevalidateOnLanguageChange(form);

  const submit = ({ username, email, password }: RegisterValues) => {
    const body: ExperienceRegister = { password };
    if (hasUsername) body.username = username;
    if (hasEmail) body.email = email;
    return api.call(experienceApi.register, { body });
  };
  const { onSubmit, alert, isBusy } = useSubmitAndRedirect({
    form,
    fields: ['username', 'email', 'password'],
    submit,
  });
  const { errors } = form.formState;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {alert && (
        <Alert tone={alert.tone} data-testid="form-error">
          {alert.message}
        </Alert>
      )}
      {hasUsername && (
        <TextField
          label={t('input.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          errors={fieldMessages(errors.username)}
          {...form.register('username')}
        />
      )}
      {hasEmail && (
        <TextField
          label={t('input.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoFocus={!hasUsername}
          errors={fieldMessages(errors.email)}
          {...form.register('email')}
        />
      )}
      <PasswordField
        label={t('input.password')}
        autoComplete="new-password"
        errors={fieldMessages(errors.password)}
        {...form.register('password')}
      />
      <PasswordField
        label={t('input.confirm_password')}
        autoComplete="new-password"
        errors={fieldMessages(errors.confirmPassword)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" data-testid="submit" isLoading={isBusy}>
        {t('action.create_account')}
      </Button>
    </form>
  );
};
