import { pageSize } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useSsoConnectors } from '../../../api/sso-connectors/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { Pagination } from '../../../components/pagination/pagination';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { Tag } from '../../../ds/tag/tag';
import styles from '../shared/enterprise-sso.module.css';
import { ProviderLogo } from '../../../components/provider-logo/provider-logo';

/** Enterprise connectors with their provider and email domains; the page comes from the URL. */
export const SsoConnectorsTable = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { page, setPage } = useListSearchParams();
  const query = useSsoConnectors({ page });

  return (
    <>
      <DataTable
        label={t('enterprise_sso.list.table_label')}
        data-testid="sso-connectors-table"
        rows={query.data?.items}
        rowKey={(connector) => connector.id}
        rowLink={(connector) => tenantPath(`enterprise-sso/${connector.id}`)}
        isLoading={query.isFetching}
        skeletonRows={pageSize.console}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
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
                <ProviderLogo logo={connector.providerLogo} logoDark={connector.providerLogoDark} size="small" />
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
          <EmptyState
            title={t('enterprise_sso.list.empty_title')}
            description={t('enterprise_sso.list.empty_description')}
            action={
              <Link to={tenantPath('enterprise-sso/create')} className={buttonClassName({ variant: 'primary' })}>
                {t('create.enterprise_sso')}
              </Link>
            }
          />
        }
      />
      <Pagination
        page={page}
        pageSize={pageSize.console}
        totalCount={query.data?.totalCount ?? 0}
        onPageChange={setPage}
      />
    </>
  );
};
