import type { SsoConnectorResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { UrlToCopy } from '../../../components/custom-domain-url/url-to-copy';
import { FormCard } from '../../../components/form-card/form-card';
import styles from '../shared/enterprise-sso.module.css';

/** OIDC: the redirect URI to register at the provider, and the endpoints its issuer published. */
export const CallbackCard = ({ connector }: { connector: SsoConnectorResponse }) => {
  const { t } = useTranslation();
  const { callbackUri, discovery } = connector.providerConfig ?? {};
  const endpoints = discovery
    ? ([
        ['authorization_endpoint', discovery.authorizationEndpoint],
        ['token_endpoint', discovery.tokenEndpoint],
        ['userinfo_endpoint', discovery.userinfoEndpoint],
        ['jwks_uri', discovery.jwksUri],
      ] as const)
    : [];
  return (
    <FormCard
      title={t('enterprise_sso.connection.callback_title')}
      description={t('enterprise_sso.connection.callback_description')}
    >
      <div className={styles.form}>
        {callbackUri && (
          <div>
            <UrlToCopy url={callbackUri} label={t('enterprise_sso.connection.callback_url')} data-testid="sso-callback-uri" />
          </div>
        )}
        {discovery && <h3 className={styles.subheading}>{t('enterprise_sso.connection.discovered_title')}</h3>}
        {discovery && (
          <dl className={styles.facts} data-testid="sso-oidc-discovery">
            {endpoints.map(([key, value]) =>
              value ? (
                <div key={key} className={styles.factRow}>
                  <dt>{t(`enterprise_sso.connection.${key}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
        )}
      </div>
    </FormCard>
  );
};
