import { exchangeTokenLogKeys, logKeyCatalogue, type TokenExchangeType } from '@tessera/schemas';
import type { TFunction } from 'i18next';

/*
 * Readable descriptions of the audit log key catalogue (001 §3): token exchanges, and the steps
 * of each interaction event. A key outside the catalogue is shown as it is.
 */
/** Typed by the schemas' list, so a new exchange without a phrase fails the typecheck. */
const exchangeTypes = exchangeTokenLogKeys.map(
  (key) => key.slice('ExchangeTokenBy.'.length) as TokenExchangeType,
);
const interactionEvents = ['SignIn', 'Register', 'ForgotPassword'] as const;

/** The phrase of each interaction step, by the key's part after `Interaction.{event}.`. */
const stepPhrases = {
  Create: 'create',
  Submit: 'submit',
  'Identifier.Submit': 'identifier',
  'Profile.Update': 'profile',
  'Verification.Password.Submit': 'password',
  'Verification.EmailVerificationCode.Create': 'email_code_sent',
  'Verification.EmailVerificationCode.Submit': 'email_code',
  'Verification.PhoneVerificationCode.Create': 'sms_code_sent',
  'Verification.PhoneVerificationCode.Submit': 'sms_code',
  'Verification.Social.Create': 'social_started',
  'Verification.Social.Submit': 'social',
  'Verification.EnterpriseSso.Create': 'enterprise_sso_started',
  'Verification.EnterpriseSso.Submit': 'enterprise_sso',
  'Verification.Totp.Create': 'totp_created',
  'Verification.Totp.Submit': 'totp',
  'Verification.BackupCode.Create': 'backup_code_created',
  'Verification.BackupCode.Submit': 'backup_code',
  'Verification.WebAuthn.Create': 'webauthn_created',
  'Verification.WebAuthn.Submit': 'webauthn',
  'Verification.NewPasswordIdentity.Submit': 'new_password',
} as const;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);
const isStep = (value: string): value is keyof typeof stepPhrases =>
  Object.hasOwn(stepPhrases, value);

/** Every catalogued key, in catalogue order (the event filter offers them). */
export const logKeys: readonly string[] = logKeyCatalogue;

/** The readable description of a log key in the console's language. */
export const describeLogKey = (t: TFunction, key: string): string => {
  const [area = '', first = '', ...rest] = key.split('.');
  if (area === 'ExchangeTokenBy' && rest.length === 0 && isOneOf(exchangeTypes, first)) {
    return t(`audit_logs.exchange.${first}`);
  }
  const step = rest.join('.');
  if (area === 'Interaction' && isOneOf(interactionEvents, first) && isStep(step)) {
    return t('audit_logs.event_step', {
      event: t(`audit_logs.events.${first}`),
      step: t(`audit_logs.steps.${stepPhrases[step]}`),
    });
  }
  return key;
};
