import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesIt: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: 'Token di accesso utente',
        description: 'Claim aggiunti ai token di accesso rilasciati agli utenti quando accedono.',
      },
      client_credentials: {
        title: 'Token di accesso machine-to-machine',
        description: 'Claim aggiunti ai token di accesso rilasciati alle applicazioni machine-to-machine (credenziali client).',
      },
    },
    index: {
      not_set: 'Ancora nessun claim personalizzato.',
      is_set: 'I claim personalizzati sono attivi.',
      add: 'Aggiungi claim personalizzati',
      edit: 'Modifica',
      delete: 'Elimina',
      delete_confirm: 'I token rilasciati da ora contengono solo i claim standard.',
      load_failed: 'Impossibile caricare i claim personalizzati.',
    },
    editor: {
      title_create: 'Aggiungi claim personalizzati: {{tokenType}}',
      title_edit: 'Modifica claim personalizzati: {{tokenType}}',
      script: 'Script personalizzato',
      script_description: 'getCustomJwtClaims({ token, context, environmentVariables, api }) restituisce un oggetto le cui chiavi vengono aggiunte al token. Chiama api.denyAccess(message) per rifiutare il token.',
      script_required: 'Lo script non può essere vuoto.',
      code_editor_loading: 'Caricamento dell’editor di codice…',
      code_editor_label: 'Codice dello script',
      token_sample: 'Esempio di token',
      token_sample_description: 'Il token che lo script riceve nella prova.',
      context_sample: 'Esempio di contesto',
      context_sample_description: 'I dati dell’utente o dell’applicazione che lo script riceve nella prova.',
      json_invalid: 'Inserisci un oggetto JSON valido.',
      environment_variables: 'Variabili d’ambiente',
      environment_variables_description: 'Valori come chiavi API che lo script legge da environmentVariables, fuori dal codice.',
      variable_key: 'Nome',
      variable_value: 'Valore',
      variable_key_duplicate: 'Questo nome è già in uso.',
      variable_key_invalid: 'Usa lettere, cifre e _, senza iniziare con una cifra.',
      fetch_origins: 'Origini consentite per fetch',
      fetch_origins_description: 'Origini che lo script può chiamare con fetch, come https://api.example.com. Senza origini, lo script non ha fetch.',
      fetch_origin: 'Origine',
      fetch_origin_invalid: 'Usa https://host o https://host:porta, senza percorso; http solo per localhost e 127.0.0.1.',
      fetch_origin_duplicate: 'Questa origine è già nell’elenco.',
      saved: 'I claim personalizzati sono stati salvati.',
      created: 'I claim personalizzati sono stati creati e valgono per i nuovi token.',
      not_found: 'Non ci sono ancora claim personalizzati per questo tipo di token.',
    },
    test: {
      title: 'Prova',
      description: 'Esegui lo script sugli esempi e guarda i claim che restituisce. Non viene salvato nulla.',
      run: 'Esegui prova',
      claims: 'Claim restituiti',
      error: 'Lo script non è riuscito',
      idle: 'Esegui la prova per vedere qui il risultato.',
    },
  },
};
