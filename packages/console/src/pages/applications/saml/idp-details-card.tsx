import type { SamlApplication } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useSamlApplicationMetadata } from '../../../api/saml-applications/queries';
import { useTenantPublicBase } from '../../../components/custom-domain-url/custom-domain-url';
import { UrlToCopy } from '../../../components/custom-domain-url/url-to-copy';
import { FormCard } from '../../../components/form-card/form-card';
import { Button } from '../../../ds/button/button';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { downloadFile } from './download-file';
import styles from './saml.module.css';

/** The IdP side to give the service provider: entity ID, SSO URL, metadata URL and file. */
export const IdpDetailsCard = ({
  application,
  hasActiveCertificate,
}: {
  application: SamlApplication;
  hasActiveCertificate: boolean;
}) => {
  const { t } = useTranslation();
  // The tenant's own base (in cloud, under its path on the service host), where the server builds these URLs.
  const { base = window.location.origin } = useTenantPublicBase();
  const api = `${base.replace(/\/+$/, '')}/api`;
  const metadataUrl = `${api}/saml-applications/${application.id}/metadata`;
  const metadata = useSamlApplicationMetadata(application.id, hasActiveCertificate);
  const rows = [
    { key: 'entity-id', label: t('applications.saml.idp_entity_id'), value: metadataUrl },
    {
      key: 'sso-url',
      label: t('applications.saml.idp_sso_url'),
      value: `${api}/saml/${application.id}/authn`,
    },
    { key: 'metadata-url', label: t('applications.saml.idp_metadata_url'), value: metadataUrl },
  ];
  return (
    <FormCard
      title={t('applications.saml.idp_title')}
      description={t('applications.saml.idp_description')}
      data-testid="saml-idp-card"
    >
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>
              <UrlToCopy url={row.value} label={row.label} data-testid={`saml-idp-${row.key}`} />
            </dd>
          </div>
        ))}
      </dl>
      {hasActiveCertificate ? (
        <Button
          disabled={!metadata.data}
          data-testid="saml-metadata-download"
          onClick={() =>
            metadata.data &&
            downloadFile(`${application.id}-idp-metadata.xml`, metadata.data, 'text/xml')
          }
        >
          {t('applications.saml.download_metadata')}
        </Button>
      ) : (
        <InlineAlert>{t('applications.saml.metadata_needs_certificate')}</InlineAlert>
      )}
    </FormCard>
  );
};
