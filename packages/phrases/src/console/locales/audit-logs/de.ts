import type { Translation } from '../../../shared/phrases.js';
import type { auditLogPhrasesEn } from './en.js';

export const auditLogPhrasesDe: Translation<typeof auditLogPhrasesEn> = {
  audit_logs: {
    list: {
      table_label: 'Audit-Log-Einträge',
      column_event: 'Ereignis',
      column_user: 'Benutzer',
      column_application: 'Anwendung',
      column_result: 'Ergebnis',
      column_time: 'Zeit',
      event_filter: 'Nach Ereignis filtern',
      all_events: 'Alle Ereignisse',
      application_filter: 'Nach Anwendung filtern',
      all_applications: 'Alle Anwendungen',
      empty_title: 'Noch keine Logs',
      empty_description:
        'Anmeldungen, Registrierungen und Token-Anfragen erscheinen hier, sobald sie stattfinden.',
      no_results: 'Keine Logs passen zu diesen Filtern.',
      none: 'Keine',
    },
    export: {
      button: 'Als CSV exportieren',
      done: '{{count}} Logs exportiert.',
      truncated:
        'Die neuesten {{count}} Logs wurden exportiert: Grenze die Filter ein, um den Rest zu exportieren.',
      failed: 'Der Export ist fehlgeschlagen. Bitte versuche es erneut.',
      column_id: 'Log-ID',
    },
    result: {
      Success: 'Erfolgreich',
      Error: 'Fehlgeschlagen',
    },
    details: {
      log_key: 'Log-Schlüssel',
      ip: 'IP-Adresse',
      user_agent: 'User-Agent',
      error: 'Fehler',
      payload: 'Nutzdaten',
      copy_payload: 'Nutzdaten kopieren',
      copied: 'Kopiert',
      not_found: 'Dieses Log existiert nicht.',
    },
    event_step: '{{event}}: {{step}}',
    events: {
      SignIn: 'Anmeldung',
      Register: 'Registrierung',
      ForgotPassword: 'Passwort-Zurücksetzung',
    },
    steps: {
      create: 'gestartet',
      submit: 'abgeschlossen',
      identifier: 'Kennung übermittelt',
      profile: 'Profil aktualisiert',
      password: 'Passwort bestätigt',
      email_code_sent: 'E-Mail-Code gesendet',
      email_code: 'E-Mail-Code bestätigt',
      sms_code_sent: 'SMS-Code gesendet',
      sms_code: 'SMS-Code bestätigt',
      social: 'Social-Konto bestätigt',
      enterprise_sso: 'Enterprise-SSO bestätigt',
      totp: 'Authenticator-Code bestätigt',
      backup_code: 'Backup-Code bestätigt',
      webauthn: 'Passkey bestätigt',
      new_password: 'neues Passwort festgelegt',
    },
    exchange: {
      AuthorizationCode: 'Tokens für einen Autorisierungscode ausgestellt',
      ClientCredentials: 'Token mit Client-Anmeldedaten ausgestellt',
      RefreshToken: 'Tokens erneuert',
      TokenExchange: 'Token ausgetauscht',
    },
  },
};
