import { useTranslation } from 'react-i18next';

import { useSsoConnectors } from '../../../api/sso-connectors/queries';
import { PagedDataTable } from '../../../components/data-table/paged-data-table';
import { CreateLink } from '../../../components/list-page/create-link';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ProviderLogo } from '../../../components/provider-logo/provider-logo';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Tag } from '../../../ds/tag/tag';
import styles from '../shared/enterprise-sso.module.css';

/** Enterprise connectors with their provider and email domains; the page comes from the URL. */
export const SsoConnectorsTable = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { page } = useListSearchParams();
  const query = useSsoConnectors({ page });

  return (
    <PagedDataTable
      label={t('enterprise_sso.list.table_label')}
      data-testid="sso-connectors-table"
      query={query}
      rowLink={(connector) => tenantPath(`enterprise-sso/${connector.id}`)}
      columns={[
        {
          key: 'name',
          title: t('enterprise_sso.list.column_name'),
          render: (connector) => connector.connectorName,
        },
        {
          key: 'provider',
          title: t('enterprise_sso.list.column_provider'),
          render: (connector) => (
            <span className={styles.provider}>
              <ProviderLogo
                logo={connector.providerLogo}
                logoDark={connector.providerLogoDark}
                size="small"
              />
              {connector.name}
            </span>
          ),
        },
        {
          key: 'domains',
          title: t('enterprise_sso.list.column_domains'),
          render: (connector) =>
            connector.domains.length > 0 ? (
              <span className={styles.domains}>
                {connector.domains.map((domain) => (
                  <Tag key={domain}>{domain}</Tag>
                ))}
              </span>
            ) : (
              <span className={styles.muted}>{t('enterprise_sso.list.no_domains')}</span>
            ),
        },
      ]}
      empty={
        <ListEmptyState
          title={t('enterprise_sso.list.empty_title')}
          description={t('enterprise_sso.list.empty_description')}
          action={
            <CreateLink to={tenantPath('enterprise-sso/create')}>
              {t('create.enterprise_sso')}
            </CreateLink>
          }
        />
      }
    />
  );
};
