import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';

import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import styles from '../../components/form-layout/form-layout.module.css';
import { PageHeader } from '../../components/page-header/page-header';
import { NewPasswordFields } from '../../components/password-field/new-password-fields';
import { PasswordRules } from '../../components/password-rules/password-rules';
import { passwordsMatch, requiredPassword } from '../../forms/field-rules';
import { passwordRuleMessages } from '../../forms/password-rejections';
import { useRevalidateOnLanguageChange } from '../../forms/use-revalidate-on-language-change';
import { useSubmitAndRedirect } from '../../forms/use-submit-and-redirect';
import { withPasswordRules } from '../../forms/with-password-rules';
import { useExperienceFlow } from '../../flows/use-experience-flow';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { screenPaths } from '../../interaction/screen-links';
import { useSignInExperience } from '../../sign-in-exp/sign-in-exp-context';
import { passwordResetState } from './password-reset-notice';

type Values = { password: string; confirmPassword: string };

/** The last step of a reset: a new password under the policy, then back to sign-in. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('forgot_password.new_password_title'));
  const { passwordPolicy } = useSignInExperience();
  const navigate = useNavigate();
  const { search } = useLocation();
  const resolver = useMemo(
    () =>
      withPasswordRules(
        zodResolver(
          z
            .object({ password: requiredPassword(t), confirmPassword: requiredPassword(t) })
            .superRefine(passwordsMatch(t)),
        ),
        ({ password }: Values) => passwordRuleMessages(t, password, passwordPolicy, {}),
      ),
    [t, passwordPolicy],
  );
  const form = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  useRevalidateOnLanguageChange(form);
  const flow = useExperienceFlow();
  const { onSubmit, alert, isBusy } = useSubmitAndRedirect({
    form,
    fields: ['password'],
    submit: async ({ password }) => {
      await flow.resetPassword(password);
      void navigate(
        { pathname: screenPaths.signIn, search },
        { state: passwordResetState, replace: true },
      );
      return undefined;
    },
  });
  const { errors } = form.formState;

  return (
    <section data-testid="page-reset-password">
      <PageHeader
        title={t('forgot_password.new_password_title')}
        description={t('forgot_password.new_password_description')}
      />
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        {alert && (
          <Alert tone={alert.tone} data-testid="form-error">
            {alert.message}
          </Alert>
        )}
        <PasswordRules policy={passwordPolicy} />
        <NewPasswordFields
          label={t('forgot_password.new_password')}
          autoFocus
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          errors={errors}
        />
        <Button type="submit" data-testid="submit" isLoading={isBusy}>
          {t('forgot_password.submit')}
        </Button>
      </form>
    </section>
  );
};
