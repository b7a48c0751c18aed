import type { TFunction } from 'i18next';

import { lockedDataGuard, passwordRejectionsDataGuard, retryDataGuard } from '../api/error-data';
import { clientErrorCodes, type RequestError } from '../api/request-error';
import { translateRejection } from './password-rejections';
import { isSessionGone } from './session-codes';

export type FormField = 'identifier' | 'username' | 'email' | 'password';
export type FormAlert = { tone: 'error' | 'warning'; message: string };

/** Where a failed submit is shown: under the field it concerns, or above the form. */
export type ErrorPlacement =
  { target: 'field'; field: FormField; messages: string[] } | { target: 'form'; alert: FormAlert };

/** Server codes about one input. Anything else, invalid credentials included, concerns the form. */
const fieldByCode: Readonly<Record<string, FormField>> = {
  'user.username_already_in_use': 'username',
  'user.invalid_username': 'username',
  'user.email_already_in_use': 'email',
  'user.invalid_email': 'email',
  'user.password_required': 'password',
};

const toForm = (tone: FormAlert['tone'], message: string): ErrorPlacement => ({
  target: 'form',
  alert: { tone, message },
});

/** Decides where and how a server error shows; server messages arrive already translated. */
export const placeServerError = (error: RequestError, t: TFunction): ErrorPlacement => {
  const serverMessage = error.message || t('error.generic');

  if (error.code === clientErrorCodes.network) {
    return toForm('error', t('error.network'));
  }
  if (error.code === 'session.identifier_locked') {
    const data = lockedDataGuard.safeParse(error.data);
    return toForm(
      'warning',
      data.success ? t('notice.account_locked', { minutes: data.data.minutes }) : serverMessage,
    );
  }
  if (error.code === 'session.attempt_too_soon') {
    const data = retryDataGuard.safeParse(error.data);
    return toForm(
      'warning',
      data.success ? t('notice.retry_in_seconds', { seconds: data.data.seconds }) : serverMessage,
    );
  }
  if (error.code === 'session.too_many_requests') {
    return toForm('warning', serverMessage);
  }
  if (isSessionGone(error)) {
    return toForm('error', t('error.session_expired'));
  }
  if (error.code.startsWith('password_rejected.')) {
    const data = passwordRejectionsDataGuard.safeParse(error.data);
    const rejections = data.success ? data.data.rejections : [];
    return {
      target: 'field',
      field: 'password',
      messages:
        rejections.length > 0
          ? rejections.map((rejection) => translateRejection(t, rejection))
          : [serverMessage],
    };
  }
  const field = fieldByCode[error.code];
  return field
    ? { target: 'field', field, messages: [serverMessage] }
    : toForm('error', serverMessage);
};
