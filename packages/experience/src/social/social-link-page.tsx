import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';

import { toRequestError } from '../api/request-error';
import { useExperienceEnv } from '../app/experience-env';
import { Alert } from '../components/alert/alert';
import { Button } from '../components/button/button';
import styles from '../components/form-layout/form-layout.module.css';
import { PageHeader } from '../components/page-header/page-header';
import { PasswordField } from '../components/password-field/password-field';
import { TextField } from '../components/text-field/text-field';
import { parseIdentifier } from '../flows/identifier';
import { identifierError, identifierLabel } from '../flows/identifier-labels';
import { identifiersFor } from '../flows/sign-in-methods';
import { useFollowUpStep } from '../flows/use-follow-up-step';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useSignInExperience } from '../sign-in-exp/sign-in-exp-context';
import { useSocialFlow } from './use-social-flow';

type LinkState = { verificationId: string; email: string };

const isLinkState = (value: unknown): value is LinkState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LinkState).verificationId === 'string' &&
  typeof (value as LinkState).email === 'string';

/**
 * The social account's verified email already has an account: sign in to it with its password
 * (by any identifier the tenant signs in with by password, the email offered first) to link the
 * social account, or create a separate account with the social account.
 */
export const SocialLinkPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('social.link_title'));
  const { state } = useLocation();
  const flow = useSocialFlow();
  const { assignLocation } = useExperienceEnv();
  const { signInMode, signIn } = useSignInExperience();
  const identifiers = identifiersFor(signIn.methods, 'password');
  const [identifier, setIdentifier] = useState(() =>
    isLinkState(state) && identifiers.includes('email') ? state.email : '',
  );
  const [identifierErrors, setIdentifierErrors] = useState<string[]>([]);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'link' | 'create'>();
  const followUp = useFollowUpStep('');
  const [error, setError] = useState<string>();

  if (!isLinkState(state)) {
    return <Navigate to="/sign-in" replace />;
  }
  const run = async (kind: 'link' | 'create', work: () => Promise<{ redirectTo: string }>) => {
    setBusy(kind);
    setError(undefined);
    try {
      assignLocation((await work()).redirectTo);
    } catch (failure) {
      setBusy(undefined);
      if (followUp(failure)) {
        return;
      }
      setError(toRequestError(failure).message || t('error.generic'));
    }
  };
  const link = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseIdentifier(identifier, identifiers);
    setIdentifierErrors(parsed ? [] : [identifierError(t, identifiers)]);
    if (parsed) {
      void run('link', () => flow.signInAndLink(state.verificationId, parsed, password));
    }
  };

  return (
    <section data-testid="page-social-link">
      <PageHeader
        title={t('social.link_title')}
        description={t('social.link_description', { email: state.email })}
      />
      {error && <Alert data-testid="social-link-error">{error}</Alert>}
      <form className={styles.form} onSubmit={link} noValidate>
        <TextField
          name="identifier"
          label={identifierLabel(t, identifiers)}
          autoComplete="username"
          value={identifier}
          errors={identifierErrors}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <PasswordField
          name="password"
          label={t('input.password')}
          autoComplete="current-password"
          value={password}
          required
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            isLoading={busy === 'link'}
            disabled={busy !== undefined || !password || !identifier}
          >
            {t('social.link_sign_in')}
          </Button>
        </div>
      </form>
      {signInMode !== 'SignIn' && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isLoading={busy === 'create'}
            disabled={busy !== undefined}
            onClick={() => void run('create', () => flow.register(state.verificationId))}
            data-testid="social-create-new"
          >
            {t('social.create_new')}
          </Button>
        </div>
      )}
      <p className={styles.aside}>
        <Link to="/sign-in">{t('social.back_to_sign_in')}</Link>
      </p>
    </section>
  );
};
