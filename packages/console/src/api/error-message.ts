import { consolePhrasesEn } from '@tessera/phrases';
import type { TFunction } from 'i18next';

import { describeExceededQuota } from './exceeded-quota';
import { RequestError } from './request-error';
import { translateDetails } from './validation-details';

type StatusWithMessage = keyof typeof consolePhrasesEn.errors.http_status;

const hasStatusMessage = (status: string): status is StatusWithMessage =>
  Object.hasOwn(consolePhrasesEn.errors.http_status, status);

/**
 * What to tell the user about a failed call: the quota keys a plan refused (spec 001 §8), or the
 * server's message (already in the user's language) joined with its details (known validation
 * messages translated here), or,
 * when the body was unreadable, a message for the status (fallback: unknown server error).
 */
export const getErrorMessage = (error: unknown, t: TFunction): string => {
  if (!(error instanceof RequestError)) {
    return error instanceof Error && error.message ? error.message : t('errors.unknown_server_error');
  }
  if (error.body) {
    const exceededQuota = describeExceededQuota(error.body, t);
    if (exceededQuota) {
      return exceededQuota;
    }
    const details = error.body.details && translateDetails(error.body.details, t);
    return [error.body.message, details].filter(Boolean).join('\n');
  }
  if (error.failure === 'timeout') {
    return t('errors.request_timeout');
  }
  if (error.failure === 'network') {
    return t('errors.network_error');
  }
  const status = String(error.status);
  return hasStatusMessage(status) ? t(`errors.http_status.${status}`) : t('errors.unknown_server_error');
};
