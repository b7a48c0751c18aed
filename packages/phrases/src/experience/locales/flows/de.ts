import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesDe: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: 'Telefonnummer',
    invalid: 'Gib eine gültige Angabe ein: {{types}}.',
    separator: ' / ',
    or: ' oder ',
  },
  sign_in_method: {
    with_code: 'Stattdessen mit Bestätigungscode anmelden',
    with_password: 'Stattdessen mit Passwort anmelden',
    forgot_password: 'Passwort vergessen?',
    send_code: 'Code senden',
  },
  verification_code: {
    title: 'Bestätigungscode eingeben',
    sent_to: 'Wir haben einen 6-stelligen Code an {{target}} gesendet.',
    group_label: 'Bestätigungscode',
    digit_label: 'Ziffer {{position}} von {{total}}',
    resend: 'Neuen Code senden',
    resend_in: 'Du kannst in {{seconds}} s einen neuen Code anfordern.',
    resent: 'Ein neuer Code ist unterwegs.',
    incomplete: 'Gib alle 6 Ziffern ein.',
    error: {
      mismatch: 'Dieser Code stimmt nicht. Prüfe ihn und versuche es erneut.',
      expired: 'Dieser Code ist abgelaufen. Fordere einen neuen an.',
      too_many_attempts: 'Zu viele falsche Codes. Fordere einen neuen an.',
      not_found: 'Dieser Code ist nicht mehr gültig. Fordere einen neuen an.',
    },
  },
  forgot_password: {
    title: 'Passwort zurücksetzen',
    description:
      'Gib die E-Mail-Adresse oder Telefonnummer deines Kontos ein, und wir senden dir einen Code.',
    new_password_title: 'Neues Passwort festlegen',
    new_password_description: 'Wähle ein neues Passwort für dein Konto.',
    new_password: 'Neues Passwort',
    submit: 'Passwort zurücksetzen',
    success: 'Dein Passwort wurde zurückgesetzt. Melde dich mit deinem neuen Passwort an.',
    back_to_sign_in: 'Zurück zur Anmeldung',
  },
  password_rules: {
    heading: 'Dein Passwort muss:',
    length: '{{min}} bis {{max}} Zeichen lang sein',
    character_types:
      'mindestens {{min}} der folgenden Arten mischen: Kleinbuchstaben, Großbuchstaben, Ziffern und Sonderzeichen',
    pwned: 'in keinem bekannten Datenleck vorkommen',
    repetition_and_sequence: 'wiederholte Zeichen und einfache Folgen vermeiden',
    user_info: 'weder deinen Namen noch Benutzernamen oder E-Mail enthalten',
    words: 'keine Wörter enthalten, die dieser Dienst nicht erlaubt',
  },
  terms: {
    automatic:
      'Indem du fortfährst, stimmst du den <terms>Nutzungsbedingungen</terms> und der <privacy>Datenschutzerklärung</privacy> zu.',
    automatic_terms: 'Indem du fortfährst, stimmst du den <terms>Nutzungsbedingungen</terms> zu.',
    automatic_privacy:
      'Indem du fortfährst, stimmst du der <privacy>Datenschutzerklärung</privacy> zu.',
    manual:
      'Ich stimme den <terms>Nutzungsbedingungen</terms> und der <privacy>Datenschutzerklärung</privacy> zu.',
    manual_terms: 'Ich stimme den <terms>Nutzungsbedingungen</terms> zu.',
    manual_privacy: 'Ich stimme der <privacy>Datenschutzerklärung</privacy> zu.',
    dialog_title: 'Bedingungen und Datenschutz',
    dialog_description: 'Um fortzufahren, stimme bitte den folgenden Bedingungen zu.',
    agree_and_continue: 'Zustimmen und fortfahren',
    cancel: 'Abbrechen',
  },
  preview: {
    waiting: 'Warte auf die Einstellungen für die Vorschau…',
  },
};
