import type { Log } from '@tessera/schemas';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { useExportLogs } from '../../../api/logs/export';
import { RequestError } from '../../../api/request-error';
import type { LogFilters } from '../../../api/logs/queries';
import { Button } from '../../../ds/button/button';
import { useToast } from '../../../ds/toast/use-toast';
import { downloadTextFile, toCsv } from '../csv';
import { describeLogKey } from '../log-keys';

const errorText = (error: Log['payload']['error']) =>
  error === undefined ? '' : typeof error === 'string' ? error : JSON.stringify(error);

/** The exported table: a header row in the console's language, then one row per log. */
export const logsToCsv = (t: TFunction, logs: readonly Log[]) =>
  toCsv([
    [
      t('audit_logs.export.column_id'),
      t('audit_logs.details.log_key'),
      t('audit_logs.list.column_event'),
      t('audit_logs.list.column_result'),
      t('audit_logs.list.column_user'),
      t('audit_logs.list.column_application'),
      t('audit_logs.details.ip'),
      t('audit_logs.list.column_time'),
      t('audit_logs.details.error'),
    ],
    ...logs.map(({ id, key, payload, createdAt }) => [
      id,
      key,
      describeLogKey(t, key),
      t(`audit_logs.result.${payload.result}`),
      payload.userId ?? '',
      payload.applicationId ?? '',
      payload.ip ?? '',
      new Date(createdAt).toISOString(),
      errorText(payload.error),
    ]),
  ]);

/** Downloads every log the filters match as a CSV file. */
export const ExportLogsButton = ({ filters }: { filters: LogFilters }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const exportLogs = useExportLogs();

  const run = async () => {
    const { logs, isTruncated } = await exportLogs.mutateAsync(filters);
    const day = new Date().toISOString().slice(0, 10);
    downloadTextFile(logsToCsv(t, logs), `audit-logs-${day}.csv`);
    toast.success(
      t(isTruncated ? 'audit_logs.export.truncated' : 'audit_logs.export.done', {
        count: logs.length,
      }),
    );
  };

  return (
    <Button
      isLoading={exportLogs.isPending}
      data-testid="log-export"
      onClick={() => {
        run().catch((error: unknown) => {
          // A failed call has already been toasted by the API client.
          if (!(error instanceof RequestError)) {
            toast.error(t('audit_logs.export.failed'));
          }
        });
      }}
    >
      {t('audit_logs.export.button')}
    </Button>
  );
};
