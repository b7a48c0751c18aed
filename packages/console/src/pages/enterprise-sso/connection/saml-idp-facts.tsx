import type { SsoConnectorResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { Tag } from '../../../ds/tag/tag';
import styles from '../shared/enterprise-sso.module.css';

/** SAML: the IdP as the server read it from the metadata or the manual fields. */
export const SamlIdpFacts = ({ connector }: { connector: SsoConnectorResponse }) => {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const identityProvider = connector.providerConfig?.identityProvider;
  return (
    <div data-testid="sso-idp-facts">
      <h3 className={styles.subheading}>{t('enterprise_sso.connection.parsed_title')}</h3>
      {identityProvider ? (
        <dl className={styles.facts}>
          <div className={styles.factRow}>
            <dt>{t('enterprise_sso.connection.parsed_entity_id')}</dt>
            <dd data-testid="sso-idp-entity-id">{identityProvider.entityId}</dd>
          </div>
          <div className={styles.factRow}>
            <dt>{t('enterprise_sso.connection.parsed_sso_url')}</dt>
            <dd data-testid="sso-idp-sign-in-endpoint">{identityProvider.signInEndpoint}</dd>
          </div>
          <div className={styles.factRow}>
            <dt>{t('enterprise_sso.connection.parsed_expires')}</dt>
            <dd>
              {formatDateTime(identityProvider.certificateExpiresAt)}{' '}
              {identityProvider.certificateExpiresAt > Date.now() ? (
                <Tag variant="success">{t('enterprise_sso.connection.certificate_valid')}</Tag>
              ) : (
                <Tag variant="danger">{t('enterprise_sso.connection.certificate_invalid')}</Tag>
              )}
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{t('enterprise_sso.connection.parsed_none')}</p>
      )}
    </div>
  );
};
