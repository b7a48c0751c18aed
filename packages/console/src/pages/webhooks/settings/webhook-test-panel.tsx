import { hookTestResultGuard, type HookEvent, type HookTestResult } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useTestHook } from '../../../api/hooks/mutations';
import { getErrorMessage } from '../../../api/error-message';
import { RequestError } from '../../../api/request-error';
import { FormCard } from '../../../components/form-card/form-card';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { Button } from '../../../ds/button/button';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { useToast } from '../../../ds/toast/use-toast';
import { readTestResult, writeTestResult, type StoredTestResult } from './test-result-storage';
import styles from './webhook-settings.module.css';

interface WebhookTestPanelProps {
  hookId: string;
  /** The form's settings, or undefined while they are invalid (the form shows why). */
  getSettings: () => Promise<
    | {
        events: HookEvent[];
        config: { url: string; headers: Record<string, string>; retries: number };
      }
    | undefined
  >;
}

/** A receiver that answered but not with 2xx comes back as 422 with the test result as data. */
const failedTestResult = (error: unknown): HookTestResult | undefined => {
  if (!(error instanceof RequestError) || error.code !== 'hook.send_test_payload_failed') {
    return undefined;
  }
  const parsed = hookTestResultGuard.safeParse(error.body?.data);
  return parsed.success ? parsed.data : undefined;
};

const ResultText = ({ result }: { result: HookTestResult }) => {
  const { t } = useTranslation();
  if (result.result === 'Success' && result.response) {
    return (
      <>
        {t('webhooks.test.result_success', {
          status: result.response.statusCode,
          duration: result.durationMs,
        })}
      </>
    );
  }
  if (result.response) {
    return <>{t('webhooks.test.result_failed_status', { status: result.response.statusCode })}</>;
  }
  return <>{t('webhooks.test.result_no_answer', { error: result.error ?? '' })}</>;
};

/** Sends a sample payload now and shows the receiver's answer; the last one is kept across reloads. */
export const WebhookTestPanel = ({ hookId, getSettings }: WebhookTestPanelProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const testHook = useTestHook(hookId);
  const { formatDateTime } = useFormatDate();
  const [stored, setStored] = useState<StoredTestResult | undefined>(() => readTestResult(hookId));

  const keep = (result: HookTestResult) => {
    const next = { result, sentAt: Date.now() };
    writeTestResult(hookId, next);
    setStored(next);
  };

  const send = async () => {
    const settings = await getSettings();
    if (!settings) {
      return;
    }
    try {
      keep(await testHook.mutateAsync(settings));
    } catch (error) {
      const result = failedTestResult(error);
      if (result) {
        keep(result);
      } else {
        toast.error(getErrorMessage(error, t));
      }
    }
  };

  return (
    <FormCard
      title={t('webhooks.test.title')}
      description={t('webhooks.test.description')}
      data-testid="webhook-test-panel"
    >
      <div>
        <Button
          isLoading={testHook.isPending}
          data-testid="webhook-send-test"
          onClick={() => void send()}
        >
          {t('webhooks.test.send')}
        </Button>
      </div>
      {stored && (
        <div className={styles.result} aria-live="polite" data-testid="webhook-test-result">
          <h3 className={styles.resultTitle}>{t('webhooks.test.result_title')}</h3>
          <InlineAlert variant={stored.result.result === 'Success' ? 'info' : 'danger'}>
            <ResultText result={stored.result} />
          </InlineAlert>
          <p className={styles.secondary}>
            {t('webhooks.test.sent_at', { time: formatDateTime(stored.sentAt) })}
          </p>
          {stored.result.response && (
            <>
              <h4 className={styles.resultTitle}>{t('webhooks.test.response_body')}</h4>
              <pre className={styles.body} dir="ltr" data-testid="webhook-test-response-body">
                {stored.result.response.body || t('webhooks.test.empty_body')}
              </pre>
            </>
          )}
        </div>
      )}
    </FormCard>
  );
};
