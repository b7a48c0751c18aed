import type { TFunction } from 'i18next';

import { lockedDataGuard, passwordRejectionsDataGuard, retryDataGuard } from '../api/error-data';
import { clientErrorCodes, type RequestError } from '../api/request-error';
import { translateRejection } from './password-rejections';
import { isSessionGone } from './session-codes';

export type FormField = 'identifier' | 'username' | 'email' | 'phone' | 'password' | 'code';
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
  'user.phone_already_in_use': 'phone',
  'user.password_required': 'password',
};

/** Verification code failures, in the app's words: they say what to do next. */
const codeMessageKeys = {
  'verification_code.code_mismatch': 'verification_code.error.mismatch',
  'verification_code.identifier_mismatch': 'verification_code.error.mismatch',
  'verification_code.expired': 'verification_code.error.expired',
  'verification_code.consumed': 'verification_code.error.not_found',
  'verification_code.not_found': 'verification_code.error.not_found',
  'verification_code.exceed_max_try': 'verification_code.error.too_many_attempts',
  'session.verification_record_not_found': 'verification_code.error.not_found',
} as const;

const isCodeFailure = (code: string): code is keyof typeof codeMessageKeys =>
  Object.hasOwn(codeMessageKeys, code);

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
  if (isCodeFailure(error.code)) {
    return { target: 'field', field: 'code', messages: [t(codeMessageKeys[error.code])] };
  }
  const field = fieldByCode[error.code];
  return field
    ? { target: 'field', field, messages: [serverMessage] }
    : toForm('error', serverMessage);
};
