import { hookDeliveryRecordGuard, type LogResult } from '@tessera/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useLog } from '../../../api/logs/queries';
import { DetailsLoadError } from '../../../components/details-load-error/details-load-error';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
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

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.row}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** A JSON body is shown indented; anything else as it came. */
const prettyBody = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

const errorText = (error: unknown) =>
  typeof error === 'string' ? error : JSON.stringify(error, null, 2);

/** One delivery: when, which event, the body sent and what the endpoint answered. */
export const WebhookRequestLog = ({ logId, backTo, backToTitle }: WebhookRequestLogProps) => {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const query = useLog(logId);

  if (query.isError) {
    return (
      <DetailsLoadError
        error={query.error}
        notFoundText={t('webhooks.request_log.not_found')}
        backTo={backTo}
        backToTitle={backToTitle}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <Card className={styles.card} aria-busy="true">
        <Skeleton height={20} width={240} />
        <Skeleton height={120} />
      </Card>
    );
  }

  const log = query.data;
  const record = hookDeliveryRecordGuard.partial().safeParse(log.payload).data ?? {};
  const result: LogResult = log.payload.result;
  const copy = {
    copyLabel: t('webhooks.request_log.copy'),
    copiedLabel: t('webhooks.request_log.copied'),
  };

  return (
    <div className={styles.sections} data-testid="webhook-request-log">
      <Card className={styles.card}>
        <h2 className={styles.title}>{t('webhooks.request_log.summary')}</h2>
        <dl className={styles.list}>
          <Row label={t('webhooks.request_log.status')}>
            <DeliveryStatusTag result={result} statusCode={record.response?.statusCode} />
          </Row>
          <Row label={t('webhooks.request_log.event')}>
            <code dir="ltr">{record.event ?? log.key}</code>
          </Row>
          <Row label={t('webhooks.request_log.time')}>{formatDateTime(log.createdAt)}</Row>
          {record.url && (
            <Row label={t('webhooks.request_log.url')}>
              <span dir="ltr">{record.url}</span>
            </Row>
          )}
          {record.durationMs !== undefined && (
            <Row label={t('webhooks.request_log.duration')}>
              {t('webhooks.request_log.duration_value', { duration: record.durationMs })}
            </Row>
          )}
          {record.attempt !== undefined && (
            <Row label={t('webhooks.request_log.attempt')}>{record.attempt}</Row>
          )}
        </dl>
        {log.payload.error !== undefined && (
          <InlineAlert variant="danger" data-testid="webhook-request-error">
            {t('webhooks.request_log.error')}: {errorText(log.payload.error)}
          </InlineAlert>
        )}
      </Card>
      <Card className={styles.card}>
        <h2 className={styles.title}>{t('webhooks.request_log.request')}</h2>
        <CodeBlock
          title={t('webhooks.request_log.request_body')}
          code={JSON.stringify(record.hookRequest?.body ?? {}, null, 2)}
          data-testid="webhook-request-body"
          {...copy}
        />
      </Card>
      <Card className={styles.card}>
        <h2 className={styles.title}>{t('webhooks.request_log.response')}</h2>
        {record.response ? (
          <>
            <dl className={styles.list}>
              <Row label={t('webhooks.request_log.status_code')}>{record.response.statusCode}</Row>
            </dl>
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
