import type { Log } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { logErrorText } from '../../../components/log-record/log-error-text';
import { LogRecordLoader } from '../../../components/log-record/log-record-loader';
import layout from '../../../components/log-record/log-record.module.css';
import { SummaryList, SummaryRow } from '../../../components/summary-list/summary-list';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Card } from '../../../ds/card/card';
import { CodeBlock } from '../../../ds/code-block/code-block';
import { Skeleton } from '../../../ds/skeleton/skeleton';
import { LogResultTag } from '../list/log-result-tag';
import { RelativeTimeText } from '../list/relative-time-text';
import { describeLogKey } from '../log-keys';
import { LogUserName } from '../log-user-name';
import styles from './log-details.module.css';

interface LogDetailsProps {
  logId: string;
  /** The list the log was opened from, for the "not found" link. */
  backTo: string;
  backToTitle: string;
}

/** One audit log: what happened, to whom, through which application, and the whole payload. */
export const LogDetails = ({ logId, backTo, backToTitle }: LogDetailsProps) => {
  const { t } = useTranslation();

  return (
    <LogRecordLoader
      logId={logId}
      notFoundText={t('audit_logs.details.not_found')}
      backTo={backTo}
      backToTitle={backToTitle}
      data-testid="log-details-loading"
      skeleton={Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={20} width="60%" />
      ))}
    >
      {(log) => <AuditLogRecord log={log} />}
    </LogRecordLoader>
  );
};

const AuditLogRecord = ({ log }: { log: Log }) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { formatDateTime } = useFormatDate();
  const { payload } = log;

  return (
    <div className={layout.sections} data-testid="log-details">
      <Card className={layout.card}>
        <SummaryList>
          <SummaryRow label={t('audit_logs.list.column_event')}>
            {describeLogKey(t, log.key)}
          </SummaryRow>
          <SummaryRow label={t('audit_logs.details.log_key')}>
            <code>{log.key}</code>
          </SummaryRow>
          <SummaryRow label={t('audit_logs.list.column_result')}>
            <LogResultTag result={payload.result} />
          </SummaryRow>
          <SummaryRow label={t('audit_logs.list.column_time')}>
            {formatDateTime(log.createdAt)} (<RelativeTimeText time={log.createdAt} />)
          </SummaryRow>
          {payload.userId && (
            <SummaryRow label={t('audit_logs.list.column_user')}>
              <Link to={tenantPath(`users/${payload.userId}`)} data-testid="log-user-link">
                <LogUserName userId={payload.userId} />
              </Link>
            </SummaryRow>
          )}
          {payload.applicationId && (
            <SummaryRow label={t('audit_logs.list.column_application')}>
              <Link
                to={tenantPath(`applications/${payload.applicationId}`)}
                data-testid="log-application-link"
              >
                {payload.applicationId}
              </Link>
            </SummaryRow>
          )}
          {payload.ip && <SummaryRow label={t('audit_logs.details.ip')}>{payload.ip}</SummaryRow>}
          {payload.userAgent && (
            <SummaryRow label={t('audit_logs.details.user_agent')}>{payload.userAgent}</SummaryRow>
          )}
          {payload.error !== undefined && (
            <SummaryRow label={t('audit_logs.details.error')}>
              <pre className={styles.error}>{logErrorText(payload.error)}</pre>
            </SummaryRow>
          )}
        </SummaryList>
      </Card>
      <CodeBlock
        title={t('audit_logs.details.payload')}
        code={JSON.stringify(payload, null, 2)}
        copyLabel={t('audit_logs.details.copy_payload')}
        copiedLabel={t('audit_logs.details.copied')}
        data-testid="log-payload"
      />
    </div>
  );
};
