import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';

const italian: Translation<ExperiencePhrases> = {
  page_title: {
    sign_in: 'Accedi',
    create_account: 'Crea account',
    first_admin: 'Configurazione',
    consent: 'Autorizza',
    error: 'Errore',
  },
  sign_in: {
    title: 'Accedi al tuo account',
    description: 'Bentornato. Inserisci i tuoi dati per continuare.',
  },
  create_account: {
    title: 'Crea il tuo account',
    description: 'Ci vuole solo un minuto.',
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
  },
  error: {
    generic: 'Qualcosa è andato storto. Riprova.',
    network: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
    session_expired: 'La sessione di accesso è scaduta. Ricomincia.',
    not_found: 'Questa pagina non esiste.',
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
