import { zodResolver } from '@hookform/resolvers/zod';
import { experienceApi, type ExperienceRegister } from '@tessera/schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { RequestError } from '../../api/request-error';
import { useExperienceApi } from '../../api/use-experience-api';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import styles from '../../components/form-layout/form-layout.module.css';
import { NewPasswordFields } from '../../components/password-field/new-password-fields';
import { TextField } from '../../components/text-field/text-field';
import { useExperienceConfig } from '../../config/config-context';
import { fieldMessages } from '../../forms/field-messages';
import { passwordRuleMessages } from '../../forms/password-rejections';
import { useRevalidateOnLanguageChange } from '../../forms/use-revalidate-on-language-change';
import { useSubmitAndRedirect } from '../../forms/use-submit-and-redirect';
import { withPasswordRules } from '../../forms/with-password-rules';
import { createFirstAdminSchema, type FirstAdminValues } from './first-admin-schema';

/**
 * Someone else finished the setup while this page was open: refused by the registration that lost
 * the race, or (once an administrator exists) by the admin tenant's closed registration.
 */
const isAlreadySetUp = (error: unknown) =>
  error instanceof RequestError &&
  (error.code === 'session.first_admin_exists' || error.code === 'session.registration_disabled');

export const FirstAdminForm = ({ onAlreadySetUp }: { onAlreadySetUp: () => void }) => {
  const { t } = useTranslation();
  const api = useExperienceApi();
  const { passwordPolicy } = useExperienceConfig();
  const resolver = useMemo(
    () =>
      withPasswordRules(
        zodResolver(createFirstAdminSchema(t)),
        ({ password, username, email }: FirstAdminValues) =>
          passwordRuleMessages(t, password, passwordPolicy, { username, email }),
      ),
    [t, passwordPolicy],
  );
  const form = useForm<FirstAdminValues, unknown, FirstAdminValues>({
    resolver,
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  useRevalidateOnLanguageChange(form);

  const submit = async ({ username, email, password }: FirstAdminValues) => {
    // The Register flow of the console's sign-in: the server makes the admin tenant's first
    // registration its administrator, and the answer continues the sign-in into the console.
    const body: ExperienceRegister = { username, password, ...(email ? { email } : {}) };
    try {
      return await api.call(experienceApi.register, { body });
    } catch (error) {
      if (isAlreadySetUp(error)) {
        onAlreadySetUp();
      }
      throw error;
    }
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
      <TextField
        label={t('input.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        errors={fieldMessages(errors.username)}
        {...form.register('username')}
      />
      <TextField
        label={`${t('input.email')} (${t('input.optional')})`}
        type="email"
        autoComplete="email"
        spellCheck={false}
        errors={fieldMessages(errors.email)}
        {...form.register('email')}
      />
      <NewPasswordFields
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={errors}
      />
      <Button type="submit" data-testid="submit" isLoading={isBusy}>
        {t('first_admin.submit')}
      </Button>
    </form>
  );
};
