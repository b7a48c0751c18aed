import type { Translation } from '../../../shared/phrases.js';
import type { auditLogPhrasesEn } from './en.js';

export const auditLogPhrasesPlPl: Translation<typeof auditLogPhrasesEn> = {
  audit_logs: {
    list: {
      table_label: 'Wpisy dziennika audytu',
      column_event: 'Zdarzenie',
      column_user: 'Użytkownik',
      column_application: 'Aplikacja',
      column_result: 'Wynik',
      column_time: 'Czas',
      event_filter: 'Filtruj według zdarzenia',
      all_events: 'Wszystkie zdarzenia',
      application_filter: 'Filtruj według aplikacji',
      all_applications: 'Wszystkie aplikacje',
      empty_title: 'Brak dzienników',
      empty_description: 'Logowania, rejestracje i żądania tokenów pojawiają się tutaj na bieżąco.',
      no_results: 'Żaden wpis nie pasuje do tych filtrów.',
      none: 'Brak',
    },
    export: {
      button: 'Eksportuj CSV',
      done: 'Wyeksportowano wpisy: {{count}}.',
      truncated:
        'Wyeksportowano {{count}} najnowszych wpisów: zawęź filtry, aby wyeksportować resztę.',
      failed: 'Eksport nie powiódł się. Spróbuj ponownie.',
      column_id: 'ID wpisu',
    },
    result: {
      Success: 'Sukces',
      Error: 'Niepowodzenie',
    },
    details: {
      log_key: 'Klucz wpisu',
      ip: 'Adres IP',
      user_agent: 'Agent użytkownika',
      error: 'Błąd',
      payload: 'Dane',
      copy_payload: 'Kopiuj dane',
      copied: 'Skopiowano',
      not_found: 'Ten wpis nie istnieje.',
    },
    event_step: '{{event}}: {{step}}',
    events: {
      SignIn: 'Logowanie',
      Register: 'Rejestracja',
      ForgotPassword: 'Resetowanie hasła',
    },
    steps: {
      create: 'rozpoczęte',
      submit: 'zakończone',
      identifier: 'identyfikator przesłany',
      profile: 'profil zaktualizowany',
      password: 'hasło zweryfikowane',
      email_code_sent: 'kod e-mail wysłany',
      email_code: 'kod e-mail zweryfikowany',
      sms_code_sent: 'kod SMS wysłany',
      sms_code: 'kod SMS zweryfikowany',
      social: 'konto społecznościowe zweryfikowane',
      enterprise_sso: 'firmowe SSO zweryfikowane',
      totp: 'kod z aplikacji uwierzytelniającej zweryfikowany',
      backup_code: 'kod zapasowy zweryfikowany',
      webauthn: 'klucz dostępu zweryfikowany',
      new_password: 'ustawiono nowe hasło',
    },
    exchange: {
      AuthorizationCode: 'Wydano tokeny za kod autoryzacji',
      ClientCredentials: 'Wydano token na podstawie danych klienta',
      RefreshToken: 'Odświeżono tokeny',
      TokenExchange: 'Wymieniono token',
    },
  },
};
