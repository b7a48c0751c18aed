import type { Application } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { CopyField } from '../../../components/copy-field/copy-field';
import { FormCard } from '../../../components/form-card/form-card';
import { tenantEndpoints } from '../../../components/tenant-endpoints/tenant-endpoints';
import styles from './settings.module.css';

/** What a client needs: the issuer, its well-known endpoints, and the client ID. */
export const EndpointsCard = ({ application }: { application: Application }) => {
  const { t } = useTranslation();
  const endpoints = tenantEndpoints();
  const rows = [
    { key: 'issuer', label: t('applications.endpoints.issuer'), value: endpoints.issuer },
    { key: 'discovery', label: t('applications.endpoints.discovery'), value: endpoints.discovery },
    { key: 'token', label: t('applications.endpoints.token'), value: endpoints.token },
    { key: 'jwks', label: t('applications.endpoints.jwks'), value: endpoints.jwks },
    { key: 'client-id', label: t('applications.endpoints.client_id'), value: application.id },
  ];
  return (
    <FormCard
      title={t('applications.endpoints.title')}
      description={t('applications.endpoints.description')}
      data-testid="endpoints-card"
    >
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>
              <CopyField value={row.value} label={row.label} data-testid={`endpoint-${row.key}`} />
            </dd>
          </div>
        ))}
      </dl>
    </FormCard>
  );
};
