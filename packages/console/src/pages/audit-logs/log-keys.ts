import type { TFunction } from 'i18next';

/*
 * The audit log key catalogue (001 §3): token exchanges, and the steps of each interaction event.
 * Every key maps to a readable description; a key outside the catalogue is shown as it is.
 */
const exchangeTypes = [
  'AuthorizationCode',
  'ClientCredentials',
  'RefreshToken',
  'TokenExchange',
] as const;
const interactionEvents = ['SignIn', 'Register', 'ForgotPassword'] as const;

/** Key suffix of each interaction step, and its phrase. */
const interactionSteps = [
  ['Create', 'create'],
  ['Submit', 'submit'],
  ['Identifier.Submit', 'identifier'],
  ['Profile.Update', 'profile'],
  ['Verification.Password.Submit', 'password'],
  ['Verification.EmailCode.Create', 'email_code_sent'],
  ['Verification.EmailCode.Submit', 'email_code'],
  ['Verification.SmsCode.Create', 'sms_code_sent'],
  ['Verification.SmsCode.Submit', 'sms_code'],
  ['Verification.Social.Submit', 'social'],
  ['Verification.EnterpriseSso.Submit', 'enterprise_sso'],
  ['Verification.Totp.Submit', 'totp'],
  ['Verification.BackupCode.Submit', 'backup_code'],
  ['Verification.WebAuthn.Submit', 'webauthn'],
  ['Verification.NewPassword.Submit', 'new_password'],
] as const;

type ExchangeType = (typeof exchangeTypes)[number];
type InteractionEvent = (typeof interactionEvents)[number];
type StepPhrase = (typeof interactionSteps)[number][1];

type LogKeyMeaning =
  | { kind: 'exchange'; type: ExchangeType }
  | { kind: 'interaction'; event: InteractionEvent; step: StepPhrase };

const catalogue = new Map<string, LogKeyMeaning>([
  ...exchangeTypes.map((type) => [`ExchangeTokenBy.${type}`, { kind: 'exchange', type }] as const),
  ...interactionEvents.flatMap((event) =>
    interactionSteps.map(
      ([suffix, step]) =>
        [`Interaction.${event}.${suffix}`, { kind: 'interaction', event, step }] as const,
    ),
  ),
]);

/** Every catalogued key, in catalogue order (the event filter offers them). */
export const logKeys: readonly string[] = [...catalogue.keys()];

/** The readable description of a log key in the console's language. */
export const describeLogKey = (t: TFunction, key: string): string => {
  const meaning = catalogue.get(key);
  if (!meaning) {
    return key;
  }
  if (meaning.kind === 'exchange') {
    return t(`audit_logs.exchange.${meaning.type}`);
  }
  return t('audit_logs.event_step', {
    event: t(`audit_logs.events.${meaning.event}`),
    step: t(`audit_logs.steps.${meaning.step}`),
  });
};
