import type { ExperienceInteraction } from '@tessera/schemas';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { PageSkeleton } from '../../app/page-skeleton';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { CustomContent } from '../../components/custom-content/custom-content';
import formStyles from '../../components/form-layout/form-layout.module.css';
import { PageHeader } from '../../components/page-header/page-header';
import { placeServerError } from '../../forms/server-error-placement';
import styles from './consent-page.module.css';
import { ScopeList } from './scope-list';
import { useConsentActions } from './use-consent-actions';

const accountLabel = (account: NonNullable<ExperienceInteraction['account']>) =>
  account.username || account.primaryEmail || account.name || account.id;

/**
 * Asks the user to let a third-party application act for them. First-party applications belong
 * to the tenant itself, so there is nothing to ask: consent is given straight away.
 */
export const ConsentView = ({ interaction }: { interaction: ExperienceInteraction }) => {
  const { t } = useTranslation();
  const { pending, error, authorize, cancel } = useConsentActions();
  const { client, account } = interaction;
  const isAutomatic = !client.isThirdParty;
  const autoSubmitted = useRef(false);

  useEffect(() => {
    // The ref keeps a double-run effect (StrictMode) from granting twice.
    if (isAutomatic && !autoSubmitted.current) {
      autoSubmitted.current = true;
      void authorize();
    }
  }, [isAutomatic, authorize]);

  const alert = error && placeServerError(error, t);
  const alertMessage =
    alert && (alert.target === 'form' ? alert.alert.message : alert.messages.join(' '));

  if (isAutomatic && !error) {
    return (
      <section data-testid="page-consent">
        <PageSkeleton />
      </section>
    );
  }

  const scopes = interaction.missingScopes ?? [];
  const resourceScopes = interaction.missingResourceScopes ?? {};
  const hasScopes =
    scopes.length > 0 || Object.values(resourceScopes).some((list) => list.length > 0);

  return (
    <section data-testid="page-consent">
      <PageHeader
        title={t('consent.title', { appName: client.name })}
        media={client.logoUri ? <img className={styles.logo} src={client.logoUri} alt="" /> : null}
      />
      {account && (
        <p className={styles.account}>
          {t('account.signed_in_as', { identifier: accountLabel(account) })}
        </p>
      )}
      {hasScopes && <ScopeList scopes={scopes} resourceScopes={resourceScopes} />}
      {alertMessage && (
        <Alert tone="error" data-testid="form-error">
          {alertMessage}
        </Alert>
      )}
      <div className={formStyles.actions}>
        <Button
          variant="secondary"
          data-testid="consent-cancel"
          isLoading={pending === 'cancel'}
          disabled={pending === 'authorize'}
          onClick={() => void cancel()}
        >
          {t('consent.cancel')}
        </Button>
        <Button
          data-testid="consent-authorize"
          isLoading={pending === 'authorize'}
          disabled={pending === 'cancel'}
          onClick={() => void authorize()}
        >
          {t('consent.authorize')}
        </Button>
      </div>
      <CustomContent page="/consent" />
    </section>
  );
};
