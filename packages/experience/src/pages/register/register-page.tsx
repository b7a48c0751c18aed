import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';

import styles from '../../components/form-layout/form-layout.module.css';
import { CustomContent } from '../../components/custom-content/custom-content';
import { PageHeader } from '../../components/page-header/page-header';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSignInExperience } from '../../sign-in-exp/sign-in-exp-context';
import { resolveScreen } from '../../interaction/first-screen';
import { InteractionGate } from '../../interaction/interaction-gate';
import { InvitationGate } from '../../invitation/invitation-gate';
import { InvitationNotice } from '../../invitation/invitation-notice';
import { isUserChoice, screenPaths, userChoiceState } from '../../interaction/screen-links';
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
    <InteractionGate>
      {(interaction) => {
        if (interaction.prompt === 'consent') {
          return <Navigate to={{ pathname: '/consent', search: location.search }} replace />;
        }
        const screen = resolveScreen({
          current: 'register',
          signInMode,
          firstScreenParam: new URLSearchParams(location.search).get('first_screen'),
          interactionFirstScreen: interaction.firstScreen,
          isUserChoice: isUserChoice(location),
        });
        if (screen === 'signIn') {
          return (
            <Navigate to={{ pathname: screenPaths.signIn, search: location.search }} replace />
          );
        }
        return (
          <InvitationGate interaction={interaction}>
            {(invitation) => (
              <section data-testid="page-register">
                <PageHeader
                  title={t('create_account.title')}
                  description={t('create_account.description')}
                />
                {invitation && <InvitationNotice invitation={invitation} />}
                <RegisterForm
                  loginHint={invitation?.invitee ?? interaction.loginHint ?? undefined}
                />
                <SocialButtons event={signInMode === 'Register' ? 'Register' : 'SignIn'} />
                {signInMode === 'SignInAndRegister' && (
                  <p className={styles.aside}>
                    {t('link.have_account')}
                    <Link
                      to={{ pathname: screenPaths.signIn, search: location.search }}
                      state={userChoiceState}
                    >
                      {t('link.sign_in')}
                    </Link>
                  </p>
                )}
                <CustomContent page="/register" />
              </section>
            )}
          </InvitationGate>
        );
      }}
    </InteractionGate>
  );
};
