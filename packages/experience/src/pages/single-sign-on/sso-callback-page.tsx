import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';

import { PageHeader } from '../../components/page-header/page-header';
import { Spinner } from '../../components/spinner/spinner';
import { toRequestError } from '../../api/request-error';
import { useExperienceEnv } from '../../app/experience-env';
import { placeServerError } from '../../forms/server-error-placement';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ssoPaths } from '../../single-sign-on/sso-paths';
import { readSsoSession } from '../../single-sign-on/sso-session';
import { useSsoFlow } from '../../single-sign-on/use-sso-flow';
import styles from '../../components/form-layout/form-layout.module.css';

/**
 * `/callback/{connectorId}`: the IdP (or, for SAML, the server's ACS) sends the browser back
 * here with its answer in the query. The sign-in this tab started is verified, then submitted.
 */
export const SsoCallbackPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('single_sign_on.page_title'));
  const { connectorId = '' } = useParams();
  const { search } = useLocation();
  const { assignLocation } = useExperienceEnv();
  const flow = useSsoFlow();
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);
  // Read once: finishing the sign-in clears it while this page still shows.
  const [session] = useState(() => readSsoSession(connectorId));

  useEffect(() => {
    // The answer can be used once: a second render must not send it again.
    if (!session || started.current) {
      return;
    }
    started.current = true;
    const connectorData = Object.fromEntries(new URLSearchParams(search));
    flow
      .complete(session, connectorData)
      .then(({ redirectTo }) => assignLocation(redirectTo))
      .catch((error: unknown) => {
        const placement = placeServerError(toRequestError(error), t);
        setFailure(
          placement.target === 'form' ? placement.alert.message : placement.messages.join(' '),
        );
      });
  }, [session, search, flow, assignLocation, t]);

  if (!session || failure) {
    return (
      <section data-testid="page-sso-callback-error">
        <PageHeader
          title={t('single_sign_on.title')}
          description={failure ?? t('single_sign_on.session_lost')}
        />
        <p className={styles.aside}>
          <Link to={ssoPaths.email} data-testid="sso-start-again">
            {t('single_sign_on.start_again')}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section data-testid="page-sso-callback" aria-busy>
      <PageHeader title={t('single_sign_on.title')} description={t('single_sign_on.completing')} />
      <Spinner />
    </section>
  );
};
