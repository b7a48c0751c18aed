import { zodResolver } from '@hookform/resolvers/zod';
import { isValidEmail, type CodeIdentifier } from '@tessera/schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import styles from '../../components/form-layout/form-layout.module.css';
import { NewPasswordFields } from '../../components/password-field/new-password-fields';
import { PasswordRules } from '../../components/password-rules/password-rules';
import { useTermsAgreement } from '../../components/terms/use-terms-agreement';
import { TextField } from '../../components/text-field/text-field';
import { codePaths, type CodeStep } from '../../flows/code-step';
import { parseIdentifier } from '../../flows/identifier';
import { identifierLabel } from '../../flows/identifier-labels';
import { useExperienceFlow } from '../../flows/use-experience-flow';
import { fieldMessages } from '../../forms/field-messages';
import { passwordRuleMessages } from '../../forms/password-rejections';
import { useRevalidateOnLanguageChange } from '../../forms/use-revalidate-on-language-change';
import { useSubmitAndRedirect } from '../../forms/use-submit-and-redirect';
import { withPasswordRules } from '../../forms/with-password-rules';
import { useSignInExperience } from '../../sign-in-exp/sign-in-exp-context';
import { createRegisterSchema, registerFieldsFor, type RegisterValues } from './register-schema';

/**
 * Sign-up by the tenant's settings: a username, an email or phone proved by a code, a password
 * under the policy. With a code to send, the profile is saved first so a rejected username or
 * password shows before the user waits for a code.
 */
export const RegisterForm = ({ loginHint }: { loginHint?: string }) => {
  const { t } = useTranslation();
  const flow = useExperienceFlow();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { signUp, passwordPolicy } = useSignInExperience();
  const fields = useMemo(() => registerFieldsFor(signUp), [signUp]);
  const { hasUsername, contactTypes, hasPassword } = fields;

  const resolver = useMemo(
    () =>
      withPasswordRules(
        zodResolver(createRegisterSchema(t, fields)),
        ({ password, username, contact }: RegisterValues) =>
          passwordRuleMessages(t, password, passwordPolicy, {
            username,
            email: isValidEmail(contact.trim()) ? contact.trim() : undefined,
          }),
      ),
    [t, fields, passwordPolicy],
  );
  // A login hint is usually an email address; prefill whichever field it fits.
  const hintIsContact =
    loginHint !== undefined && parseIdentifier(loginHint, contactTypes) !== undefined;
  const form = useForm<RegisterValues, unknown, RegisterValues>({
    resolver,
    defaultValues: {
      username: !hintIsContact && hasUsername ? (loginHint ?? '') : '',
      contact: hintIsContact ? loginHint : '',
      password: '',
      confirmPassword: '',
    },
  });
  useRevalidateOnLanguageChange(form);
  const { terms, dialog, guard } = useTermsAgreement('register');

  const { onSubmit, alert, isBusy } = useSubmitAndRedirect({
    form,
    fields: ['username', 'password'],
    submit: async ({ username, contact, password }) => {
      const profile = {
        username: hasUsername ? username.trim() : undefined,
        password: hasPassword ? password : undefined,
      };
      // Only email and phone are accepted in this input.
      const target = parseIdentifier(contact, contactTypes) as CodeIdentifier | undefined;
      if (!target) {
        return flow.register(profile);
      }
      const { verificationId } = await flow.startRegisterWithCode(profile, target);
      const state: CodeStep = {
        event: 'Register',
        identifier: target,
        verificationId,
        sentAt: Date.now(),
      };
      void navigate({ pathname: codePaths.Register, search }, { state });
      return undefined;
    },
  });
  const { errors } = form.formState;

  return (
    <form className={styles.form} noValidate onSubmit={guard(onSubmit)}>
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
      {contactTypes.length > 0 && (
        <TextField
          label={identifierLabel(t, contactTypes)}
          type={contactTypes.length === 1 && contactTypes[0] === 'email' ? 'email' : 'text'}
          autoComplete={contactTypes.length === 1 && contactTypes[0] === 'phone' ? 'tel' : 'email'}
          spellCheck={false}
          autoFocus={!hasUsername}
          errors={fieldMessages(errors.contact)}
          {...form.register('contact')}
        />
      )}
      {hasPassword && (
        <>
          <PasswordRules policy={passwordPolicy} />
          <NewPasswordFields
            password={form.register('password')}
            confirmPassword={form.register('confirmPassword')}
            errors={errors}
          />
        </>
      )}
      {terms}
      <Button type="submit" data-testid="submit" isLoading={isBusy}>
        {t('action.create_account')}
      </Button>
      {dialog}
    </form>
  );
};
