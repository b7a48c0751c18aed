import type { ExperienceSocialConnector, InteractionEvent } from '@tessera/schemas';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toRequestError, type RequestError } from '../api/request-error';
import { Alert } from '../components/alert/alert';
import { useLoad } from '../hooks/use-load';
import { useAppearance } from '../theme/use-appearance';
import styles from './social-buttons.module.css';
import { useSocialFlow } from './use-social-flow';

/** The connector's name in the reader's language, else English. */
const nameIn = (name: Record<string, string>, language: string) =>
  name[language] ?? name[language.split('-')[0] ?? ''] ?? name.en ?? '';

/**
 * "Continue with …" for every social target the sign-in experience shows. A social sign-in
 * starts as SignIn wherever the tenant signs users in: an unknown account becomes a registration
 * on the way back, and an email that has an account is offered to be linked.
 */
export const SocialButtons = ({ event = 'SignIn' }: { event?: InteractionEvent }) => {
  const { t, i18n } = useTranslation();
  const flow = useSocialFlow();
  const { theme } = useAppearance();
  const load = useCallback((signal: AbortSignal) => flow.listConnectors(signal), [flow]);
  const { state } = useLoad(load);
  const [pending, setPending] = useState<string>();
  const [error, setError] = useState<RequestError>();

  if (state.status !== 'ready' || state.data.length === 0) {
    return null;
  }
  const start = async (connector: ExperienceSocialConnector) => {
    setPending(connector.id);
    setError(undefined);
    try {
      await flow.start(event, connector);
    } catch (failure) {
      setError(toRequestError(failure));
      setPending(undefined);
    }
  };
  return (
    <div data-testid="social-buttons">
      <div className={styles.divider}>{t('social.divider')}</div>
      {error && <Alert>{error.message || t('error.generic')}</Alert>}
      <ul className={styles.list}>
        {state.data.map((connector) => {
          const name = nameIn(connector.name, i18n.language);
          return (
            <li key={connector.id}>
              <button
                type="button"
                className={styles.button}
                disabled={pending !== undefined}
                data-target={connector.target}
                onClick={() => void start(connector)}
              >
                <img className={styles.logo} src={(theme === 'dark' && connector.logoDark) || connector.logo} alt="" />
                {t('social.continue_with', { name })}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
