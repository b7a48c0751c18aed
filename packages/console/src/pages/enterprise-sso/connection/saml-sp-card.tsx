import type { SsoConnectorResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { UrlToCopy } from '../../../components/custom-domain-url/url-to-copy';
import { FormCard } from '../../../components/form-card/form-card';
import { CodeBlock } from '../../../ds/code-block/code-block';
import styles from '../shared/enterprise-sso.module.css';

/** SAML: what the administrator registers at the IdP (entity id, ACS URL, or the SP metadata). */
export const SamlSpCard = ({ connector }: { connector: SsoConnectorResponse }) => {
  const { t } = useTranslation();
  const serviceProvider = connector.providerConfig?.serviceProvider;
  if (!serviceProvider) {
    return null;
  }
  // Without a metadata URL the IdP takes the metadata below.
  const urls = [
    {
      label: t('enterprise_sso.connection.sp_entity_id'),
      url: serviceProvider.entityId,
      testId: 'sso-sp-entity-id',
    },
    {
      label: t('enterprise_sso.connection.acs_url'),
      url: serviceProvider.assertionConsumerServiceUrl,
      testId: 'sso-acs-url',
    },
    {
      label: t('enterprise_sso.connection.sp_metadata_url'),
      url: serviceProvider.metadataUrl,
      testId: 'sso-sp-metadata-url',
    },
  ];
  return (
    <FormCard
      title={t('enterprise_sso.connection.sp_title')}
      description={t('enterprise_sso.connection.sp_description')}
    >
      <div className={styles.form}>
        {urls.map(({ label, url, testId }) =>
          url ? (
            <div key={testId}>
              <h3 className={styles.subheading}>{label}</h3>
              <UrlToCopy url={url} label={label} data-testid={testId} />
            </div>
          ) : null,
        )}
        <CodeBlock
          code={serviceProvider.metadata}
          title={t('enterprise_sso.connection.sp_metadata')}
          copyLabel={t('shared_form.copy_value', {
            label: t('enterprise_sso.connection.sp_metadata'),
          })}
          copiedLabel={t('shared_form.copied')}
          data-testid="sso-sp-metadata"
        />
      </div>
    </FormCard>
  );
};
