import type { Log } from '@tessera/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLog } from '../../../api/logs/queries';
import { DetailsLoadError } from '../../../components/details-load-error/details-load-error';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
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

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.row}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

const errorText = (error: Log['payload']['error']) =>
  typeof error === 'string' ? error : JSON.stringify(error, null, 2);

/** One audit log: what happened, to whom, through which application, and the whole payload. */
export const LogDetails = ({ logId, backTo, backToTitle }: LogDetailsProps) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { formatDateTime } = useFormatDate();
  const query = useLog(logId);

  if (query.isError) {
    return (
      <DetailsLoadError
        error={query.error}
        notFoundText={t('audit_logs.details.not_found')}
        backTo={backTo}
        backToTitle={backToTitle}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const log = query.data;
  if (!log) {
    return (
      <Card aria-busy className={styles.card} data-testid="log-details-loading">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={20} width="60%" />
        ))}
      </Card>
    );
  }

  const { payload } = log;
  return (
    <div className={styles.details} data-testid="log-details">
      <Card className={styles.card}>
        <dl className={styles.list}>
          <Row label={t('audit_logs.list.column_event')}>{describeLogKey(t, log.key)}</Row>
          <Row label={t('audit_logs.details.log_key')}>
            <code>{log.key}</code>
          </Row>
          <Row label={t('audit_logs.list.column_result')}>
            <LogResultTag result={payload.result} />
          </Row>
          <Row label={t('audit_logs.list.column_time')}>
            {formatDateTime(log.createdAt)} (<RelativeTimeText time={log.createdAt} />)
          </Row>
          {payload.userId && (
            <Row label={t('audit_logs.list.column_user')}>
              <Link to={tenantPath(`users/${payload.userId}`)} data-testid="log-user-link">
                <LogUserName userId={payload.userId} />
              </Link>
            </Row>
          )}
          {payload.applicationId && (
            <Row label={t('audit_logs.list.column_application')}>
              <Link
                to={tenantPath(`applications/${payload.applicationId}`)}
                data-testid="log-application-link"
              >
                {payload.applicationId}
              </Link>
            </Row>
          )}
          {payload.ip && <Row label={t('audit_logs.details.ip')}>{payload.ip}</Row>}
          {payload.userAgent && (
            <Row label={t('audit_logs.details.user_agent')}>{payload.userAgent}</Row>
          )}
          {payload.error !== undefined && (
            <Row label={t('audit_logs.details.error')}>
              <pre className={styles.error}>{errorText(payload.error)}</pre>
            </Row>
          )}
        </dl>
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
