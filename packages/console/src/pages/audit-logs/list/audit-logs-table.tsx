import { pageSize, type Log } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useApplications } from '../../../api/applications/queries';
import { useLogs, type LogFilters } from '../../../api/logs/queries';
import { PagedDataTable } from '../../../components/data-table/paged-data-table';
import { useListSearchParams } from '../../../components/list-search-params/use-list-search-params';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import styles from './audit-logs-table.module.css';
import { ExportLogsButton } from './export-logs-button';
import { LogFiltersBar } from './log-filters-bar';
import { useLogColumns } from './log-columns';

interface AuditLogsTableProps {
  /** Only this user's logs (the user's logs tab); the filter is not offered. */
  userId?: string;
  /** Only this application's logs; the application filter is not offered. */
  applicationId?: string;
  /** Where a log opens, relative to the tenant; `audit-logs/{id}` by default. */
  logPath?: (log: Log) => string;
}

/**
 * The audit log, newest first, with event and application filters and CSV export. The filters
 * (`?event=`, `?application=`) and the page live in the URL of the page that shows the table.
 */
export const AuditLogsTable = ({
  userId,
  applicationId,
  logPath = (log) => `audit-logs/${log.id}`,
}: AuditLogsTableProps) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { page, getParam, setParam } = useListSearchParams();
  const filters: LogFilters = {
    logKey: getParam('event'),
    userId,
    applicationId: applicationId ?? getParam('application'),
  };
  const query = useLogs({ page, ...filters });
  // The first hundred applications name the filter's options and the table's links.
  const applications = useApplications(
    { page: 1, pageSize: pageSize.max },
    { enabled: !applicationId },
  );
  const applicationNames = new Map(applications.data?.items.map(({ id, name }) => [id, name]));
  const isFiltered = Boolean(getParam('event') || getParam('application'));
  const columns = useLogColumns({
    applicationNames,
    showUser: !userId,
    showApplication: !applicationId,
  });

  return (
    <>
      <ListToolbar>
        <LogFiltersBar
          logKey={filters.logKey ?? ''}
          onLogKeyChange={(value) => setParam('event', value)}
          application={
            applicationId
              ? undefined
              : {
                  value: filters.applicationId ?? '',
                  options: applications.data?.items ?? [],
                  onChange: (value) => setParam('application', value),
                }
          }
        >
          <span className={styles.end}>
            <ExportLogsButton filters={filters} />
          </span>
        </LogFiltersBar>
      </ListToolbar>
      <PagedDataTable
        label={t('audit_logs.list.table_label')}
        data-testid="audit-logs-table"
        rowLink={(log) => tenantPath(logPath(log))}
        query={query}
        columns={columns}
        empty={
          isFiltered ? (
            <EmptyState title={t('audit_logs.list.no_results')} />
          ) : (
            <EmptyState
              title={t('audit_logs.list.empty_title')}
              description={t('audit_logs.list.empty_description')}
            />
          )
        }
      />
    </>
  );
};
