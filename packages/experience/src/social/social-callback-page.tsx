import { socialEmailConflictDataGuard } from '@tessera/schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { toRequestError } from '../api/request-error';
import { useExperienceEnv } from '../app/experience-env';
import { Alert } from '../components/alert/alert';
import styles from '../components/form-layout/form-layout.module.css';
import { PageHeader } from '../components/page-header/page-header';
import { useFollowUpStep } from '../flows/use-follow-up-step';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useSignInExperience } from '../sign-in-exp/sign-in-exp-context';
import { takeSocialSignIn } from './social-session';
import { useSocialFlow } from './use-social-flow';

/**
 * Where the provider sends the browser back: the answer is verified and the account signed in;
 * an unknown account is registered (when the tenant registers), and an email that already has an
 * account leads to the choice between linking and a new account.
 */
export const SocialCallbackPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('social.callback_title'));
  const [query] = useSearchParams();
  const flow = useSocialFlow();
  const navigate = useNavigate();
  const { assignLocation } = useExperienceEnv();
  const followUp = useFollowUpStep('');
  const { signInMode } = useSignInExperience();
  const [message, setMessage] = useState<string>();
  const handled = useRef(false);

  useEffect(() => {
    // A callback is handled once, also under React's double effects in development.
    if (handled.current) {
      return;
    }
    handled.current = true;
    const pending = takeSocialSignIn(query.get('state'));
    if (!pending) {
      setMessage(t('social.missing_session'));
      return;
    }
    const finish = async () => {
      try {
        assignLocation((await flow.verify(pending, query)).redirectTo);
      } catch (failure) {
        // A second factor (or a passkey offer) still to come after the provider's answer.
        if (followUp(failure)) {
          return;
        }
        const error = toRequestError(failure);
        if (error.code === 'user.identity_not_exist' && signInMode !== 'SignIn') {
          assignLocation((await flow.register(pending.verificationId)).redirectTo);
          return;
        }
        const conflict = socialEmailConflictDataGuard.safeParse(error.data);
        if (error.code === 'user.identity_email_in_use' && conflict.success) {
          await navigate('/social/link', {
            state: { verificationId: pending.verificationId, email: conflict.data.email },
            replace: true,
          });
          return;
        }
        setMessage(error.message || t('error.generic'));
      }
    };
    finish().catch((failure: unknown) => {
      if (!followUp(failure)) {
        setMessage(toRequestError(failure).message || t('error.generic'));
      }
    });
  }, [query, flow, navigate, assignLocation, signInMode, t, followUp]);

  return (
    <section data-testid="page-social-callback">
      <PageHeader
        title={t('social.callback_title')}
        description={message ? undefined : t('social.connecting')}
      />
      {message && (
        <>
          <Alert data-testid="social-error">{message}</Alert>
          <p className={styles.aside}>
            <Link to="/sign-in">{t('social.back_to_sign_in')}</Link>
          </p>
        </>
      )}
    </section>
  );
};
