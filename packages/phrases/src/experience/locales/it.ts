import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesIt } from './flows/it.js';
import { secondFactorPhrasesIt } from './second-factor/it.js';
import { sandboxPaymentsPhrasesIt } from './sandbox-payments/it.js';

const italian: Translation<ExperiencePhrases> = {
  ...flowsPhrasesIt,
  ...secondFactorPhrasesIt,
  ...sandboxPaymentsPhrasesIt,
  page_title: {
    sign_in: 'Accedi',
    create_account: 'Crea account',
    first_admin: 'Configurazione',
    consent: 'Autorizza',
    error: 'Errore',
    device: 'Collega un dispositivo',
  },
  sign_in: {
    title: 'Accedi al tuo account',
    description: 'Bentornato. Inserisci i tuoi dati per continuare.',
  },
  social: {
    divider: 'oppure',
    continue_with: 'Continua con {{name}}',
    callback_title: 'Accesso in corso',
    connecting: 'Un momento, stiamo completando l’accesso…',
    missing_session: 'Questo accesso non corrisponde a questo browser oppure è già stato usato. Ricomincia.',
    link_title: 'Collega il tuo account',
    link_description: 'Esiste già un account con l’email {{email}}. Inserisci la sua password per accedere e collegarvi il tuo account social, oppure crea un nuovo account.',
    link_sign_in: 'Accedi e collega',
    create_new: 'Crea invece un nuovo account',
    back_to_sign_in: 'Torna all’accesso',
  },
  create_account: {
    title: 'Crea il tuo account',
    description: 'Ci vuole solo un minuto.',
  },
  organization_invitation: {
    joining: 'Sei stato invitato a unirti a {{organization}}.',
    use_address: 'Continua con {{email}} per accettare l’invito.',
  },
  single_sign_on: {
    page_title: 'Accesso unico',
    entry: 'Accedi con il single sign-on',
    title: 'Single sign-on aziendale',
    description:
      'Inserisci l\'email di lavoro e ti porteremo alla pagina di accesso della tua azienda.',
    email: 'Email di lavoro',
    submit: 'Continua',
    no_connector:
      'Il single sign-on non è configurato per questo dominio email. Accedi in un altro modo.',
    choose_title: 'Scegli il tuo account aziendale',
    choose_description: 'Più accessi aziendali accettano {{email}}.',
    continue_with: 'Continua con {{name}}',
    other_way: 'Accedi in un altro modo',
    completing: 'Completamento dell’accesso…',
    session_lost:
      'Questo accesso non può essere completato qui: è stato avviato in un\'altra finestra o è scaduto.',
    start_again: 'Ricomincia',
  },
  first_admin: {
    title: 'Crea il primo amministratore',
    description:
      'Questo account gestirà utenti, applicazioni e impostazioni. Potrai invitare altri amministratori in seguito.',
    submit: 'Crea amministratore',
    already_set_up: 'L’account amministratore esiste già.',
    go_to_console: 'Vai alla console',
  },
  consent: {
    title: '{{appName}} vuole accedere al tuo account',
    scopes_heading: 'L’app potrà:',
    resource_scopes: 'Autorizzazioni per {{resource}}',
    authorize: 'Autorizza',
    cancel: 'Annulla',
    scope: {
      openid: 'Confermare chi sei',
      profile: 'Vedere il tuo nome e la tua immagine del profilo',
      email: 'Vedere il tuo indirizzo email',
      phone: 'Vedere il tuo numero di telefono',
      offline_access: 'Mantenere l’accesso quando non ci sei',
    },
  },
  account: {
    signed_in_as: 'Accesso eseguito come {{identifier}}',
    not_you: 'Non sei tu?',
    use_another_account: 'Usa un altro account',
  },
  input: {
    identifier: 'Nome utente o email',
    username: 'Nome utente',
    email: 'Email',
    password: 'Password',
    confirm_password: 'Conferma password',
    optional: 'facoltativo',
  },
  action: {
    sign_in: 'Accedi',
    create_account: 'Crea account',
    continue: 'Continua',
    back: 'Indietro',
    show_password: 'Mostra password',
    hide_password: 'Nascondi password',
    try_again: 'Riprova',
  },
  link: {
    no_account: 'Non hai ancora un account?',
    create_one: 'Creane uno',
    have_account: 'Hai già un account?',
    sign_in: 'Accedi',
  },
  field_error: {
    required: 'Questo campo è obbligatorio.',
    invalid_email: 'Inserisci un indirizzo email valido.',
    invalid_username:
      'Inizia con una lettera o un trattino basso e usa solo lettere, cifre e trattini bassi.',
    passwords_mismatch: 'Le password non coincidono.',
  },
  password_rejected: {
    too_short: 'Usa almeno {{min}} caratteri.',
    too_long: 'Usa al massimo {{max}} caratteri.',
    unsupported_characters: 'Usa solo lettere, cifre, spazi e simboli comuni.',
    character_types:
      'Combina almeno {{min}} tra: lettere minuscole, lettere maiuscole, cifre e simboli.',
    pwned: 'Questa password è comparsa in una violazione di dati. Scegline un’altra.',
    restricted: {
      repetition: 'Evita di ripetere lo stesso carattere.',
      sequence: 'Evita sequenze facili come «123» o «abc».',
      words: 'Evita queste parole: {{words}}.',
      user_info: 'Non usare nella password il tuo nome, il nome utente o l’email.',
    },
  },
  notice: {
    account_locked:
      'Troppi tentativi non riusciti. Il tuo account è bloccato per {{minutes}} minuti.',
    retry_in_seconds: 'Troppi tentativi non riusciti. Potrai riprovare tra {{seconds}} s.',
  },
  error: {
    generic: 'Qualcosa è andato storto. Riprova.',
    network: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
    session_expired: 'La sessione di accesso è scaduta. Ricomincia.',
    not_found: 'Questa pagina non esiste.',
  },
  device: {
    title: 'Collega un dispositivo',
    description: 'Inserisci il codice mostrato sul tuo dispositivo.',
    code_label: 'Codice del dispositivo',
    confirm_title: 'Collegare {{appName}}?',
    confirm_description:
      'Continua solo se hai avviato tu l’accesso su questo dispositivo e mostra questo codice.',
    code_on_device: 'Codice sul tuo dispositivo',
    confirm: 'Collega',
    decline: 'Non è il mio dispositivo',
    success_title: 'Dispositivo collegato',
    success_description:
      '{{appName}} ha ora effettuato l’accesso. Puoi chiudere questa pagina e tornare al tuo dispositivo.',
    error: {
      not_found: 'Questo codice non è valido. Controlla il codice sul tuo dispositivo e riprova.',
      expired: 'Questo codice è scaduto. Ricomincia sul tuo dispositivo per ottenerne uno nuovo.',
      used: 'Questo codice è già stato usato. Ricomincia sul tuo dispositivo per ottenerne uno nuovo.',
      aborted: 'Il dispositivo non è stato collegato.',
      failed: 'Questa pagina è scaduta. Inserisci di nuovo il codice.',
    },
  },
  oidc_error: {
    technical_details: 'Dettagli tecnici',
    hint: 'Torna all’applicazione e riprova. Se il problema persiste, contatta l’assistenza dell’applicazione.',
    code: {
      invalid_client: {
        title: 'Applicazione sconosciuta',
        explanation:
          'L’applicazione che ti ha inviato qui non è registrata presso questo servizio.',
      },
      invalid_redirect_uri: {
        title: 'Indirizzo di ritorno non consentito',
        explanation:
          'L’applicazione ha chiesto di rimandarti a un indirizzo che non ha registrato. La richiesta è stata bloccata per proteggere il tuo account.',
      },
      invalid_request: {
        title: 'Richiesta di accesso non valida',
        explanation: 'La richiesta di accesso dell’applicazione è incompleta o non valida.',
      },
      unauthorized_client: {
        title: 'Applicazione non autorizzata',
        explanation: 'Questa applicazione non è autorizzata a farti accedere in questo modo.',
      },
      unsupported_response_type: {
        title: 'Richiesta non supportata',
        explanation:
          'L’applicazione ha chiesto un tipo di risposta che questo servizio non fornisce.',
      },
      invalid_scope: {
        title: 'Autorizzazioni sconosciute',
        explanation: 'L’applicazione ha chiesto autorizzazioni che non esistono.',
      },
      invalid_target: {
        title: 'API sconosciuta',
        explanation: 'L’applicazione ha chiesto l’accesso a una API non disponibile.',
      },
      access_denied: {
        title: 'Richiesta rifiutata',
        explanation: 'La richiesta è stata rifiutata.',
      },
      session_not_found: {
        title: 'Sessione scaduta',
        explanation: 'La sessione di accesso è scaduta. Torna all’applicazione e ricomincia.',
      },
      server_error: {
        title: 'Qualcosa è andato storto',
        explanation: 'Qualcosa è andato storto da parte nostra. Riprova più tardi.',
      },
      default: {
        title: 'Impossibile continuare l’accesso',
        explanation: 'Non è stato possibile completare la richiesta.',
      },
    },
  },
  loading: 'Caricamento…',
  language: {
    label: 'Lingua',
    name: {
      ar: 'Arabo',
      de: 'Tedesco',
      en: 'Inglese',
      es: 'Spagnolo',
      fr: 'Francese',
      it: 'Italiano',
      ja: 'Giapponese',
      ko: 'Coreano',
      'pl-PL': 'Polacco',
      'pt-BR': 'Portoghese (Brasile)',
      'pt-PT': 'Portoghese (Portogallo)',
      ru: 'Russo',
      'tr-TR': 'Turco',
      'zh-CN': 'Cinese (semplificato)',
      'zh-HK': 'Cinese (Hong Kong)',
      'zh-TW': 'Cinese (Taiwan)',
    },
  },
  theme: {
    label: 'Tema',
    system: 'Come il sistema',
    light: 'Chiaro',
    dark: 'Scuro',
  },
};

export default italian;
