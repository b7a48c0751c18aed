import { adminTenantId } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';

import { CustomContent } from '../../components/custom-content/custom-content';
import { PageHeader } from '../../components/page-header/page-header';
import styles from '../../components/form-layout/form-layout.module.css';
import { useExperienceConfig } from '../../config/config-context';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSignInExperience } from '../../sign-in-exp/sign-in-exp-context';
import { ScreenGate } from '../../interaction/screen-gate';
import { ScreenSwitchLink } from '../../interaction/screen-switch-link';
import { InvitationNotice } from '../../invitation/invitation-notice';
import { isAfterPasswordReset } from '../forgot-password/password-reset-notice';
import { SocialButtons } from '../../social/social-buttons';
import { SingleSignOnEntry } from '../single-sign-on/single-sign-on-entry';
import { PasskeySignIn } from '../passkey/passkey-sign-in';
import { SignInForm } from './sign-in-form';

export const SignInPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('page_title.sign_in'));
  const config = useExperienceConfig();
  const { signInMode } = useSignInExperience();
  const location = useLocation();

  // Until the console has an administrator there is no one to sign in as.
  if (config.tenantId === adminTenantId && config.isFirstAdminRequired) {
    return <Navigate to="/first-admin" replace />;
  }

  return (
    <ScreenGate current="signIn">
      {(interaction, invitation) => (
        <section data-testid="page-sign-in">
          <PageHeader title={t('sign_in.title')} description={t('sign_in.description')} />
          {invitation && <InvitationNotice invitation={invitation} />}
          {isAfterPasswordReset(location) && (
            <p className={styles.notice} role="status" data-testid="notice">
              {t('forgot_password.success')}
            </p>
          )}
          <SignInForm loginHint={invitation?.invitee ?? interaction.loginHint ?? undefined} />
          <PasskeySignIn />
          <SocialButtons />
          <SingleSignOnEntry />
          {signInMode === 'SignInAndRegister' && (
            <ScreenSwitchLink
              to="register"
              text={t('link.no_account')}
              linkText={t('link.create_one')}
              data-testid="register-link"
            />
          )}
          <CustomContent page="/sign-in" />
        </section>
      )}
    </ScreenGate>
  );
};
