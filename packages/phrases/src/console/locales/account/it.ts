import type { Translation } from '../../../shared/phrases.js';
import type { accountPhrasesEn } from './en.js';

export const accountPhrasesIt: Translation<typeof accountPhrasesEn> = {
  auth: {
    redirecting: 'Ti portiamo all’accesso…',
  },
  profile: {
    title: 'Profilo',
    headline: 'I tuoi dati personali e come accedi alla console.',
    sections: {
      profile: 'Informazioni del profilo',
      sign_in: 'Accesso e sicurezza',
    },
    fields: {
      avatar: 'Immagine del profilo',
      name: 'Nome',
      username: 'Nome utente',
      email: 'Indirizzo email',
      password: 'Password',
    },
    not_set: 'Non impostato',
    password_hidden: '••••••••',
    change: 'Modifica',
    save: 'Salva',
    link_email: 'Collega email',
    edit_avatar: 'Cambia immagine del profilo',
    edit_name: 'Cambia nome',
    edit_username: 'Cambia nome utente',
    updated: '{{field}} aggiornato.',
    avatar: {
      upload: 'Carica immagine',
      uploading: 'Caricamento…',
      hint: '{{extensions}}, fino a {{limit}}.',
      remove: 'Rimuovi immagine',
      url: 'URL dell’immagine',
      url_placeholder: 'https://example.com/avatar.png',
      error_file_count: 'Scegli esattamente {{count}} file.',
      error_file_type: 'Questo tipo di file non è supportato. Usa uno di questi: {{extensions}}.',
      error_file_size: 'Il file è troppo grande. Il limite è {{limit}}.',
      error_upload: 'Impossibile caricare l’immagine. Riprova.',
    },
    errors: {
      username_required: 'Inserisci un nome utente.',
      username_invalid: 'Inizia con una lettera o un trattino basso, poi usa solo lettere, cifre e trattini bassi.',
      too_long: 'Usa al massimo {{max}} caratteri.',
      invalid_uri_format: 'Inserisci un URL http o https valido.',
      password_required: 'Inserisci una password.',
      passwords_do_not_match: 'Le password non coincidono.',
      same_password: 'Scegli una password diversa da quella attuale.',
    },
    verify_password: {
      title: 'Verifica la tua password',
      description: 'Inserisci la password attuale prima di cambiarla.',
      current_password: 'Password attuale',
      action: 'Continua',
    },
    change_password: {
      title: 'Cambia password',
      description: 'Scegli una nuova password per il tuo account.',
      description_for: 'Scegli una nuova password per {{email}}.',
      new_password: 'Nuova password',
      confirm_password: 'Conferma la nuova password',
      action: 'Cambia password',
      changed: 'La tua password è stata cambiata.',
      verify_again: 'Per sicurezza, verifica di nuovo la password attuale.',
    },
    email: {
      unavailable_title: 'L’accesso tramite email non è configurato',
      unavailable_description:
        'Per collegare un indirizzo email serve un connettore email che invii il codice di verifica, e non ne è ancora configurato nessuno. Aggiungi un connettore email e riprova.',
    },
    delete_account: {
      title: 'Elimina account',
      description: 'Elimina il tuo account ed esci da tutti i tenant. L’operazione è irreversibile.',
      action: 'Elimina account',
      continue: 'Continua',
      confirm_title: 'Eliminare il tuo account?',
      confirm_description:
        'I tenant di cui sei amministratore vengono eliminati con i loro dati; dagli altri tenant esci.',
      final_title: 'L’operazione è definitiva',
      final_description: 'Il tuo account e i suoi dati vengono eliminati e la sessione termina. L’operazione è irreversibile.',
      failed: 'Impossibile eliminare l’account',
      failed_description: '{{message}} ID della richiesta: {{requestId}}. Riprova più tardi.',
    },
  },
};
