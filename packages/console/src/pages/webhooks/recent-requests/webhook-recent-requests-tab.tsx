import { webhookEvents } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useHookRecentLogs } from '../../../api/hooks/queries';
import { PagedDataTable } from '../../../components/data-table/paged-data-table';
import { FormCard } from '../../../components/form-card/form-card';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { ListEmptyState } from '../../../components/list-page/list-empty-state';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Select } from '../../../ds/select/select';
import { useWebhookOutlet } from '../details/use-webhook';
import { DeliveryStatusTag } from '../shared/delivery-status-tag';
import { eventOfHookLog } from '../shared/hook-log';
import { hookLogKeyOf } from '../shared/hook-events';

const isHookEvent = (value: string): value is (typeof webhookEvents)[number] =>
  (webhookEvents as readonly string[]).includes(value);

/**
 * `/webhooks/{id}/recent-requests`: deliveries of the last 24 hours; the event filter and the page
 * come from the URL. The API filters by event (log key) only, so there is no status filter.
 */
export default function WebhookRecentRequestsTab() {
  const { t } = useTranslation();
  const { hook } = useWebhookOutlet();
  const tenantPath = useTenantPath();
  const { formatDateTime } = useFormatDate();
  const { page, getParam, setParam } = useListSearchParams();
  const eventParam = getParam('event');
  const event = isHookEvent(eventParam) ? eventParam : undefined;
  const query = useHookRecentLogs(hook.id, { page, logKey: event && hookLogKeyOf(event) });

  return (
    <FormCard
      title={t('webhooks.recent_requests.title')}
      description={t('webhooks.recent_requests.description')}
    >
      <ListToolbar>
        <Select
          aria-label={t('webhooks.recent_requests.event_filter')}
          value={event ?? ''}
          data-testid="recent-requests-event-filter"
          options={[
            { value: '', label: t('webhooks.recent_requests.all_events') },
            ...hook.events.map((value) => ({ value, label: value })),
          ]}
          onChange={(change) => setParam('event', change.target.value)}
        />
      </ListToolbar>
      <PagedDataTable
        label={t('webhooks.recent_requests.table_label')}
        data-testid="recent-requests-table"
        query={query}
        rowLink={(log) => tenantPath(`webhooks/${hook.id}/recent-requests/${log.id}`)}
        columns={[
          {
            key: 'status',
            title: t('webhooks.recent_requests.column_status'),
            render: (log) => (
              <DeliveryStatusTag
                result={log.payload.result}
                statusCode={log.payload.response?.statusCode}
              />
            ),
          },
          {
            key: 'event',
            title: t('webhooks.recent_requests.column_event'),
            render: (log) => <code dir="ltr">{eventOfHookLog(log) ?? log.key}</code>,
          },
          {
            key: 'attempt',
            title: t('webhooks.recent_requests.column_attempt'),
            render: (log) => log.payload.attempt ?? 1,
          },
          {
            key: 'time',
            title: t('webhooks.recent_requests.column_time'),
            render: (log) => formatDateTime(log.createdAt),
          },
        ]}
        empty={
          <ListEmptyState
            isFiltered={Boolean(event)}
            title={t('webhooks.recent_requests.empty_title')}
            description={t('webhooks.recent_requests.empty_description')}
          />
        }
      />
    </FormCard>
  );
}
