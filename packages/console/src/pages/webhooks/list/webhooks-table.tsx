import type { HookResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useHooks } from '../../../api/hooks/queries';
import { PagedDataTable } from '../../../components/data-table/paged-data-table';
import { CreateLink } from '../../../components/list-page/create-link';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
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
  const { page } = useListSearchParams();
  const query = useHooks({ page });

  return (
    <PagedDataTable
      label={t('webhooks.list.table_label')}
      data-testid="webhooks-table"
      query={query}
      rowLink={(hook) => tenantPath(`webhooks/${hook.id}`)}
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
        <ListEmptyState
          title={t('webhooks.list.empty_title')}
          description={t('webhooks.list.empty_description')}
          action={<CreateLink to={tenantPath('webhooks/create')}>{t('create.webhook')}</CreateLink>}
        />
      }
    />
  );
};
