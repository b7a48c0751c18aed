import type { Translation } from '../../../shared/phrases.js';
import type { auditLogPhrasesEn } from './en.js';

export const auditLogPhrasesIt: Translation<typeof auditLogPhrasesEn> = {
  audit_logs: {
    list: {
      table_label: 'Voci del registro di audit',
      column_event: 'Evento',
      column_user: 'Utente',
      column_application: 'Applicazione',
      column_result: 'Esito',
      column_time: 'Ora',
      event_filter: 'Filtra per evento',
      all_events: 'Tutti gli eventi',
      application_filter: 'Filtra per applicazione',
      all_applications: 'Tutte le applicazioni',
      empty_title: 'Ancora nessun log',
      empty_description:
        'Accessi, registrazioni e richieste di token compaiono qui man mano che avvengono.',
      no_results: 'Nessun log corrisponde a questi filtri.',
      none: 'Nessuno',
    },
    export: {
      button: 'Esporta CSV',
      done: '{{count}} log esportati.',
      truncated:
        'Esportati i {{count}} log più recenti: restringi i filtri per esportare il resto.',
      failed: "L'esportazione non è riuscita. Riprova.",
      column_id: 'ID del log',
    },
    result: {
      Success: 'Riuscito',
      Error: 'Non riuscito',
    },
    details: {
      log_key: 'Chiave del log',
      ip: 'Indirizzo IP',
      user_agent: 'Agente utente',
      error: 'Errore',
      payload: 'Contenuto',
      copy_payload: 'Copia il contenuto',
      copied: 'Copiato',
      not_found: 'Questo log non esiste.',
    },
    event_step: '{{event}}: {{step}}',
    events: {
      SignIn: 'Accesso',
      Register: 'Registrazione',
      ForgotPassword: 'Reimpostazione della password',
    },
    steps: {
      create: 'avviato',
      submit: 'completato',
      identifier: 'identificativo inviato',
      profile: 'profilo aggiornato',
      password: 'password verificata',
      email_code_sent: 'codice email inviato',
      email_code: 'codice email verificato',
      sms_code_sent: 'codice SMS inviato',
      sms_code: 'codice SMS verificato',
      social: 'account social verificato',
      enterprise_sso: 'SSO aziendale verificato',
      totp: "codice dell'app di autenticazione verificato",
      backup_code: 'codice di backup verificato',
      webauthn: 'passkey verificata',
      new_password: 'nuova password impostata',
    },
    exchange: {
      AuthorizationCode: 'Token emessi per un codice di autorizzazione',
      ClientCredentials: 'Token emesso con credenziali client',
      RefreshToken: 'Token rinnovati',
      TokenExchange: 'Token scambiato',
    },
  },
};
