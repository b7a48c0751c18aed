import { zodResolver } from '@hookform/resolvers/zod';
import type { CodeIdentifier } from '@tessera/schemas';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import styles from '../../components/form-layout/form-layout.module.css';
import { PasswordField } from '../../components/password-field/password-field';
import { useTermsAgreement } from '../../components/terms/use-terms-agreement';
import { TextField } from '../../components/text-field/text-field';
import { codePaths, type CodeStep } from '../../flows/code-step';
import { parseIdentifier } from '../../flows/identifier';
import { identifierLabel } from '../../flows/identifier-labels';
import {
  alternativeWay,
  identifiersFor,
  primaryWay,
  type SignInWay,
} from '../../flows/sign-in-methods';
import { useExperienceFlow } from '../../flows/use-experience-flow';
import { fieldMessages } from '../../forms/field-messages';
import { useRevalidateOnLanguageChange } from '../../forms/use-revalidate-on-language-change';
import { useSubmitAndRedirect } from '../../forms/use-submit-and-redirect';
import { useSignInExperience } from '../../sign-in-exp/sign-in-exp-context';
import { useSsoEmailHint } from '../../single-sign-on/use-sso-email-hint';
import { useSsoForIdentifier } from '../../single-sign-on/use-sso-for-identifier';
import { createSignInSchema, type SignInValues } from './sign-in-schema';

/**
 * Sign-in by the tenant's methods: one input for every identifier kind the way accepts, then a
 * password, or a code sent to the email or phone; a switch offers the other way when there is one.
 */
export const SignInForm = ({ loginHint }: { loginHint?: string }) => {
  const { t } = useTranslation();
  const flow = useExperienceFlow();
  const navigate = useNavigate();
  const { search } = useLocation();
  const signInExperience = useSignInExperience();
  const { methods } = signInExperience.signIn;
  const [way, setWay] = useState<SignInWay>(() => primaryWay(methods));
  const identifiers = useMemo(() => identifiersFor(methods, way), [methods, way]);
  const otherWay = alternativeWay(methods, way);
  // An email with a company sign-in needs no password here: its company asks for one.
  const [isSsoEmail, setIsSsoEmail] = useState(false);
  const hasPassword = way === 'password' && !isSsoEmail;
  const isCodeWay = way === 'code';
  const { forgotPassword } = signInExperience;
  const canResetPassword = hasPassword && (forgotPassword.email || forgotPassword.phone);
  const { passkeySignIn } = signInExperience;
  const passkeyAutofill = passkeySignIn.enabled && passkeySignIn.allowAutofill;

  const schema = useMemo(
    () => createSignInSchema(t, identifiers, hasPassword),
    [t, identifiers, hasPassword],
  );
  const form = useForm<SignInValues, unknown, SignInValues>({
    resolver: zodResolver(schema),
    defaultValues: { identifier: loginHint ?? '', password: '' },
  });
  useRevalidateOnLanguageChange(form);
  const { terms, dialog, guard } = useTermsAgreement('signIn');
  const ssoForIdentifier = useSsoForIdentifier();
  const ssoHint = useSsoEmailHint(form.watch('identifier'), identifiers);
  useEffect(() => setIsSsoEmail(ssoHint), [ssoHint]);

  const { onSubmit, alert, isBusy } = useSubmitAndRedirect({
    form,
    fields: ['identifier', 'password'],
    submit: async ({ identifier, password }) => {
      const parsed = parseIdentifier(identifier, identifiers);
      if (!parsed || (await ssoForIdentifier(parsed))) {
        return undefined;
      }
      if (!isCodeWay) {
        return flow.signInWithPassword(parsed, password);
      }
      // The code way only offers identifiers a code can be sent to.
      const target = parsed as CodeIdentifier;
      const { verificationId } = await flow.startWithCode('SignIn', target);
      const state: CodeStep = {
        event: 'SignIn',
        identifier: target,
        verificationId,
        sentAt: Date.now(),
      };
      void navigate({ pathname: codePaths.SignIn, search }, { state });
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
      <TextField
        label={identifierLabel(t, identifiers)}
        type={identifiers.length === 1 && identifiers[0] === 'email' ? 'email' : 'text'}
        // "webauthn" lets the browser list passkeys here (conditional UI) when the tenant allows it.
        autoComplete={passkeyAutofill ? 'username webauthn' : 'username'}
        autoCapitalize="none"
        spellCheck={false}
        // The first thing a user does here is type; a hint means the password is next.
        autoFocus={!loginHint}
        errors={fieldMessages(errors.identifier)}
        {...form.register('identifier')}
      />
      {hasPassword && (
        <PasswordField
          label={t('input.password')}
          autoComplete="current-password"
          autoFocus={Boolean(loginHint)}
          errors={fieldMessages(errors.password)}
          {...form.register('password')}
        />
      )}
      {(canResetPassword || otherWay) && (
        <div className={styles.inline}>
          {canResetPassword && (
            <Link to={{ pathname: '/forgot-password', search }} data-testid="forgot-password-link">
              {t('sign_in_method.forgot_password')}
            </Link>
          )}
          {otherWay && (
            <button
              type="button"
              className={styles.linkButton}
              data-testid="switch-way"
              onClick={() => {
                form.clearErrors();
                setWay(otherWay);
              }}
            >
              {otherWay === 'code'
                ? t('sign_in_method.with_code')
                : t('sign_in_method.with_password')}
            </button>
          )}
        </div>
      )}
      {terms}
      <Button type="submit" data-testid="submit" isLoading={isBusy}>
        {isSsoEmail
          ? t('single_sign_on.entry')
          : hasPassword
            ? t('action.sign_in')
            : t('sign_in_method.send_code')}
      </Button>
      {dialog}
    </form>
  );
};
