import type { ExperiencePreviewMessage } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import formStyles from '../components/form-layout/form-layout.module.css';
import { CustomContent } from '../components/custom-content/custom-content';
import { PageHeader } from '../components/page-header/page-header';
import { ForgotPasswordForm } from '../pages/forgot-password/forgot-password-form';
import { RegisterForm } from '../pages/register/register-form';
import { SignInForm } from '../pages/sign-in/sign-in-form';
import { useSignInExperience } from '../sign-in-exp/sign-in-exp-context';

type Screen = NonNullable<ExperiencePreviewMessage['screen']>;

/** The screen the console shows, as the pages render it, without their interaction checks. */
export const PreviewScreen = ({ screen }: { screen: Screen }) => {
  const { t } = useTranslation();
  const { signInMode } = useSignInExperience();
  const shown: Screen =
    signInMode === 'Register' && screen === 'signIn'
      ? 'register'
      : signInMode === 'SignIn' && screen === 'register'
        ? 'signIn'
        : screen;

  if (shown === 'register') {
    return (
      <section data-testid="preview-register">
        <PageHeader
          title={t('create_account.title')}
          description={t('create_account.description')}
        />
        <RegisterForm />
        {signInMode === 'SignInAndRegister' && (
          <p className={formStyles.aside}>
            {t('link.have_account')}
            <a href="#sign-in">{t('link.sign_in')}</a>
          </p>
        )}
        <CustomContent page="/register" />
      </section>
    );
  }
  if (shown === 'forgotPassword') {
    return (
      <section data-testid="preview-forgot-password">
        <PageHeader
          title={t('forgot_password.title')}
          description={t('forgot_password.description')}
        />
        <ForgotPasswordForm />
        <CustomContent page="/forgot-password" />
      </section>
    );
  }
  return (
    <section data-testid="preview-sign-in">
      <PageHeader title={t('sign_in.title')} description={t('sign_in.description')} />
      <SignInForm />
      {signInMode === 'SignInAndRegister' && (
        <p className={formStyles.aside}>
          {t('link.no_account')}
          <a href="#register">{t('link.create_one')}</a>
        </p>
      )}
      <CustomContent page="/sign-in" />
    </section>
  );
};
