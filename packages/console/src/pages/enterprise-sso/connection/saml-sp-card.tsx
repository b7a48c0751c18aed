import type { SsoConnectorResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { CopyField } from '../../../components/copy-field/copy-field';
import { CustomDomainUrl } from '../../../components/custom-domain-url/custom-domain-url';
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
  return (
    <FormCard
      title={t('enterprise_sso.connection.sp_title')}
      description={t('enterprise_sso.connection.sp_description')}
    >
      <div className={styles.form}>
        <div>
          <h3 className={styles.subheading}>{t('enterprise_sso.connection.sp_entity_id')}</h3>
          <CopyField value={serviceProvider.entityId} label={t('enterprise_sso.connection.sp_entity_id')} data-testid="sso-sp-entity-id" />
          <CustomDomainUrl url={serviceProvider.entityId} label={t('enterprise_sso.connection.sp_entity_id')} data-testid="sso-sp-entity-id-on-domain" />
        </div>
        <div>
          <h3 className={styles.subheading}>{t('enterprise_sso.connection.acs_url')}</h3>
          <CopyField
            value={serviceProvider.assertionConsumerServiceUrl}
            label={t('enterprise_sso.connection.acs_url')}
            data-testid="sso-acs-url"
          />
          <CustomDomainUrl
            url={serviceProvider.assertionConsumerServiceUrl}
            label={t('enterprise_sso.connection.acs_url')}
            data-testid="sso-acs-url-on-domain"
          />
        </div>
        {serviceProvider.metadataUrl && (
          <div>
            <h3 className={styles.subheading}>{t('enterprise_sso.connection.sp_metadata_url')}</h3>
            <CopyField
              value={serviceProvider.metadataUrl}
              label={t('enterprise_sso.connection.sp_metadata_url')}
              data-testid="sso-sp-metadata-url"
            />
            <CustomDomainUrl
              url={serviceProvider.metadataUrl}
              label={t('enterprise_sso.connection.sp_metadata_url')}
              data-testid="sso-sp-metadata-url-on-domain"
            />
          </div>
        )}
        <CodeBlock
          code={serviceProvider.metadata}
          title={t('enterprise_sso.connection.sp_metadata')}
          copyLabel={t('shared_form.copy_value', { label: t('enterprise_sso.connection.sp_metadata') })}
          copiedLabel={t('shared_form.copied')}
          data-testid="sso-sp-metadata"
        />
      </div>
    </FormCard>
  );
};
