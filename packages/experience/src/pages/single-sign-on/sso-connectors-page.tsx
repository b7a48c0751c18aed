import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';

import { Alert } from '../../components/alert/alert';
import { PageHeader } from '../../components/page-header/page-header';
import { toRequestError } from '../../api/request-error';
import { placeServerError } from '../../forms/server-error-placement';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ssoPaths } from '../../single-sign-on/sso-paths';
import { isSsoChoiceState } from '../../single-sign-on/use-sso-by-email';
import { useSsoFlow } from '../../single-sign-on/use-sso-flow';
import { OtherWayLink } from './other-way-link';
import styles from './single-sign-on.module.css';
import { SsoConnectorButton } from './sso-connector-button';

/** `/sign-in/single-sign-on/connectors`: several company sign-ins take the email; the user picks. */
export const SsoConnectorsPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('single_sign_on.page_title'));
  const { state, search } = useLocation();
  const flow = useSsoFlow();
  const [busyId, setBusyId] = useState<string>();
  const [message, setMessage] = useState<string>();

  // Reached only from the email step, which hands the choices over.
  if (!isSsoChoiceState(state)) {
    return <Navigate to={{ pathname: ssoPaths.email, search }} replace />;
  }

  const choose = async (connectorId: string) => {
    setBusyId(connectorId);
    setMessage(undefined);
    try {
      await flow.leaveForIdp(connectorId);
    } catch (error) {
      setBusyId(undefined);
      const placement = placeServerError(toRequestError(error), t);
      setMessage(
        placement.target === 'form' ? placement.alert.message : placement.messages.join(' '),
      );
    }
  };

  return (
    <section data-testid="page-sso-connectors">
      <PageHeader
        title={t('single_sign_on.choose_title')}
        description={t('single_sign_on.choose_description', { email: state.email })}
      />
      {message && (
        <Alert tone="error" data-testid="form-error">
          {message}
        </Alert>
      )}
      <ul className={styles.connectors}>
        {state.connectors.map((connector) => (
          <li key={connector.id}>
            <SsoConnectorButton
              connector={connector}
              isBusy={busyId === connector.id}
              onClick={() => void choose(connector.id)}
            />
          </li>
        ))}
      </ul>
      <OtherWayLink />
    </section>
  );
};
