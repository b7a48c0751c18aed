import { hookDeliveryRecordGuard, type Log, type LogResult } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { logErrorText } from '../../../components/log-record/log-error-text';
import { LogRecordLoader } from '../../../components/log-record/log-record-loader';
import layout from '../../../components/log-record/log-record.module.css';
import { SummaryList, SummaryRow } from '../../../components/summary-list/summary-list';
import { Card } from '../../../ds/card/card';
import { CodeBlock } from '../../../ds/code-block/code-block';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { Skeleton } from '../../../ds/skeleton/skeleton';
import { DeliveryStatusTag } from '../shared/delivery-status-tag';
import styles from './webhook-request-log.module.css';

interface WebhookRequestLogProps {
  logId: string;
  backTo: string;
  backToTitle: string;
}

/** A JSON body is shown indented; anything else as it came. */
const prettyBody = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

/** One delivery: when, which event, the body sent and what the endpoint answered. */
export const WebhookRequestLog = ({ logId, backTo, backToTitle }: WebhookRequestLogProps) => {
  const { t } = useTranslation();

  return (
    <LogRecordLoader
      logId={logId}
      notFoundText={t('webhooks.request_log.not_found')}
      backTo={backTo}
      backToTitle={backToTitle}
      skeleton={
        <>
          <Skeleton height={20} width={240} />
          <Skeleton height={120} />
        </>
      }
    >
      {(log) => <DeliveryRecord log={log} />}
    </LogRecordLoader>
  );
};

const DeliveryRecord = ({ log }: { log: Log }) => {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const record = hookDeliveryRecordGuard.partial().safeParse(log.payload).data ?? {};
  const result: LogResult = log.payload.result;
  const copy = {
    copyLabel: t('webhooks.request_log.copy'),
    copiedLabel: t('webhooks.request_log.copied'),
  };

  return (
    <div className={layout.sections} data-testid="webhook-request-log">
      <Card className={layout.card}>
        <h2 className={layout.title}>{t('webhooks.request_log.summary')}</h2>
        <SummaryList>
          <SummaryRow label={t('webhooks.request_log.status')}>
            <DeliveryStatusTag result={result} statusCode={record.response?.statusCode} />
          </SummaryRow>
          <SummaryRow label={t('webhooks.request_log.event')}>
            <code dir="ltr">{record.event ?? log.key}</code>
          </SummaryRow>
          <SummaryRow label={t('webhooks.request_log.time')}>
            {formatDateTime(log.createdAt)}
          </SummaryRow>
          {record.url && (
            <SummaryRow label={t('webhooks.request_log.url')}>
              <span dir="ltr">{record.url}</span>
            </SummaryRow>
          )}
          {record.durationMs !== undefined && (
            <SummaryRow label={t('webhooks.request_log.duration')}>
              {t('webhooks.request_log.duration_value', { duration: record.durationMs })}
            </SummaryRow>
          )}
          {record.attempt !== undefined && (
            <SummaryRow label={t('webhooks.request_log.attempt')}>{record.attempt}</SummaryRow>
          )}
        </SummaryList>
        {log.payload.error !== undefined && (
          <InlineAlert variant="danger" data-testid="webhook-request-error">
            {t('webhooks.request_log.error')}: {logErrorText(log.payload.error)}
          </InlineAlert>
        )}
      </Card>
      <Card className={layout.card}>
        <h2 className={layout.title}>{t('webhooks.request_log.request')}</h2>
        <CodeBlock
          title={t('webhooks.request_log.request_body')}
          code={JSON.stringify(record.hookRequest?.body ?? {}, null, 2)}
          data-testid="webhook-request-body"
          {...copy}
        />
      </Card>
      <Card className={layout.card}>
        <h2 className={layout.title}>{t('webhooks.request_log.response')}</h2>
        {record.response ? (
          <>
            <SummaryList>
              <SummaryRow label={t('webhooks.request_log.status_code')}>
                {record.response.statusCode}
              </SummaryRow>
            </SummaryList>
            <CodeBlock
              title={t('webhooks.request_log.response_body')}
              code={prettyBody(record.response.body)}
              data-testid="webhook-response-body"
              {...copy}
            />
          </>
        ) : (
          <p className={styles.secondary}>{t('webhooks.request_log.no_response')}</p>
        )}
      </Card>
    </div>
  );
};
