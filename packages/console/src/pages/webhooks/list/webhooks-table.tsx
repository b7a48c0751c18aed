import { pageSize, type HookResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useHooks } from '../../../api/hooks/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { Pagination } from '../../../components/pagination/pagination';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { Tag } from '../../../ds/tag/tag';
import styles from './webhooks-table.module.css';

/** Deliveries of the last 24 hours answered with 2xx, as a percentage; none sent is said as such. */
const SuccessRate = ({ hook }: { hook: HookResponse }) => {
  const { t, i18n } = useTranslation();
  const stats = hook.executionStats;
  if (!stats || stats.requestCount === 0) {
    return <span className={styles.secondary}>{t('webhooks.list.no_requests')}</span>;
  }
  const rate = stats.successCount / stats.requestCount;
  return (
    <Tag variant={rate >= 0.9 ? 'success' : rate >= 0.5 ? 'warning' : 'danger'}>
      {new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
        rate,
      )}
    </Tag>
  );
};

/** The tenant's webhooks with their events, endpoint and recent success rate; the page comes from the URL. */
export const WebhooksTable = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { page, setPage } = useListSearchParams();
  const query = useHooks({ page });

  return (
    <>
      <DataTable
        label={t('webhooks.list.table_label')}
        data-testid="webhooks-table"
        rows={query.data?.items}
        rowKey={(hook) => hook.id}
        rowLink={(hook) => tenantPath(`webhooks/${hook.id}`)}
        isLoading={query.isFetching}
        skeletonRows={pageSize.console}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
        columns={[
          {
            key: 'name',
            title: t('webhooks.list.column_name'),
            render: (hook) => (
              <span className={styles.name}>
                {hook.name} {!hook.enabled && <Tag>{t('webhooks.list.disabled_tag')}</Tag>}
              </span>
            ),
          },
          {
            key: 'events',
            title: t('webhooks.list.column_events'),
            render: (hook) => (
              <span className={styles.events} title={hook.events.join(', ')}>
                {hook.events.length <= 2
                  ? hook.events.join(', ')
                  : t('webhooks.list.events_count', { count: hook.events.length })}
              </span>
            ),
          },
          {
            key: 'url',
            title: t('webhooks.list.column_url'),
            render: (hook) => (
              <span className={styles.url} dir="ltr">
                {hook.config.url}
              </span>
            ),
          },
          {
            key: 'success',
            title: t('webhooks.list.column_success_rate'),
            render: (hook) => <SuccessRate hook={hook} />,
          },
        ]}
        empty={
          <EmptyState
            title={t('webhooks.list.empty_title')}
            description={t('webhooks.list.empty_description')}
            action={
              <Link
                to={tenantPath('webhooks/create')}
                className={buttonClassName({ variant: 'primary' })}
              >
                {t('create.webhook')}
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
