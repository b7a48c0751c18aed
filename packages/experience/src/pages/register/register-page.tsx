import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';

import { CustomContent } from '../../components/custom-content/custom-content';
import { PageHeader } from '../../components/page-header/page-header';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSignInExperience } from '../../sign-in-exp/sign-in-exp-context';
import { ScreenGate } from '../../interaction/screen-gate';
import { screenPaths } from '../../interaction/screen-links';
import { ScreenSwitchLink } from '../../interaction/screen-switch-link';
import { InvitationNotice } from '../../invitation/invitation-notice';
import { SocialButtons } from '../../social/social-buttons';
import { RegisterForm } from './register-form';

export const RegisterPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('page_title.create_account'));
  const { signInMode } = useSignInExperience();
  const location = useLocation();

  // Registration closed: no need to wait for the interaction to know where to go.
  if (signInMode === 'SignIn') {
    return <Navigate to={{ pathname: screenPaths.signIn, search: location.search }} replace />;
  }

  return (
    <ScreenGate current="register">
      {(interaction, invitation) => (
        <section data-testid="page-register">
          <PageHeader
            title={t('create_account.title')}
            description={t('create_account.description')}
          />
          {invitation && <InvitationNotice invitation={invitation} />}
          <RegisterForm loginHint={invitation?.invitee ?? interaction.loginHint ?? undefined} />
          <SocialButtons event={signInMode === 'Register' ? 'Register' : 'SignIn'} />
          {signInMode === 'SignInAndRegister' && (
            <ScreenSwitchLink
              to="signIn"
              text={t('link.have_account')}
              linkText={t('link.sign_in')}
              data-testid="sign-in-link"
            />
          )}
          <CustomContent page="/register" />
        </section>
      )}
    </ScreenGate>
  );
};
