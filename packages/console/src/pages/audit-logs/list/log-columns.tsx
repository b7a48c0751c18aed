import type { Log } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { DataTableColumn } from '../../../components/data-table/data-table';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { describeLogKey } from '../log-keys';
import styles from './audit-logs-table.module.css';
import { LogResultTag } from './log-result-tag';
import { LogUserName } from '../log-user-name';
import { RelativeTimeText } from './relative-time-text';

interface LogColumnsOptions {
  /** Names of the applications known so far, by id; others show their id. */
  applicationNames: ReadonlyMap<string, string>;
  /** A list fixed to one user or application leaves that column out. */
  showUser: boolean;
  showApplication: boolean;
}

/** The audit log's columns: event, user, application, result badge and relative time. */
export const useLogColumns = ({
  applicationNames,
  showUser,
  showApplication,
}: LogColumnsOptions): Array<DataTableColumn<Log>> => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const none = <span className={styles.none}>{t('audit_logs.list.none')}</span>;

  const event: DataTableColumn<Log> = {
    key: 'event',
    title: t('audit_logs.list.column_event'),
    render: (log) => (
      <span className={styles.event}>
        <span>{describeLogKey(t, log.key)}</span>
        <span className={styles.key}>{log.key}</span>
      </span>
    ),
  };
  const user: DataTableColumn<Log> = {
    key: 'user',
    title: t('audit_logs.list.column_user'),
    render: ({ payload }) =>
      payload.userId ? (
        <Link to={tenantPath(`users/${payload.userId}`)}>
          <LogUserName userId={payload.userId} />
        </Link>
      ) : (
        none
      ),
  };
  const application: DataTableColumn<Log> = {
    key: 'application',
    title: t('audit_logs.list.column_application'),
    render: ({ payload }) =>
      payload.applicationId ? (
        <Link to={tenantPath(`applications/${payload.applicationId}`)}>
          {applicationNames.get(payload.applicationId) ?? payload.applicationId}
        </Link>
      ) : (
        none
      ),
  };
  const result: DataTableColumn<Log> = {
    key: 'result',
    title: t('audit_logs.list.column_result'),
    render: (log) => <LogResultTag result={log.payload.result} />,
  };
  const time: DataTableColumn<Log> = {
    key: 'time',
    title: t('audit_logs.list.column_time'),
    render: (log) => <RelativeTimeText time={log.createdAt} />,
  };

  return [
    event,
    ...(showUser ? [user] : []),
    ...(showApplication ? [application] : []),
    result,
    time,
  ];
};
