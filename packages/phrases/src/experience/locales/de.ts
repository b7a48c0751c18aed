import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';

const de: Translation<ExperiencePhrases> = {
  page_title: {
    sign_in: 'Anmelden',
    create_account: 'Konto erstellen',
    first_admin: 'Einrichtung',
    consent: 'Autorisieren',
    error: 'Fehler',
  },
  sign_in: {
    title: 'Bei deinem Konto anmelden',
    description: 'Willkommen zurück. Gib deine Daten ein, um fortzufahren.',
  },
  create_account: {
    title: 'Konto erstellen',
    description: 'Das dauert nur eine Minute.',
  },
  first_admin: {
    title: 'Ersten Administrator anlegen',
    description:
      'Mit diesem Konto verwaltest du Benutzer, Anwendungen und Einstellungen. Weitere Administratoren kannst du später einladen.',
    submit: 'Administrator anlegen',
    already_set_up: 'Das Administratorkonto existiert bereits.',
    go_to_console: 'Zur Konsole',
  },
  consent: {
    title: '{{appName}} möchte auf dein Konto zugreifen',
    scopes_heading: 'Die App darf dann:',
    resource_scopes: 'Berechtigungen für {{resource}}',
    authorize: 'Zulassen',
    cancel: 'Abbrechen',
    scope: {
      openid: 'Bestätigen, wer du bist',
      profile: 'Deinen Namen und dein Profilbild sehen',
      email: 'Deine E-Mail-Adresse sehen',
      phone: 'Deine Telefonnummer sehen',
      offline_access: 'Zugriff behalten, während du nicht da bist',
    },
  },
  account: {
    signed_in_as: 'Angemeldet als {{identifier}}',
    not_you: 'Nicht du?',
    use_another_account: 'Anderes Konto verwenden',
  },
  input: {
    identifier: 'Benutzername oder E-Mail',
    username: 'Benutzername',
    email: 'E-Mail',
    password: 'Passwort',
    confirm_password: 'Passwort bestätigen',
    optional: 'freiwillig',
  },
  action: {
    sign_in: 'Anmelden',
    create_account: 'Konto erstellen',
    continue: 'Weiter',
    back: 'Zurück',
    show_password: 'Passwort anzeigen',
    hide_password: 'Passwort verbergen',
    try_again: 'Erneut versuchen',
  },
  link: {
    no_account: 'Noch kein Konto?',
    create_one: 'Jetzt erstellen',
    have_account: 'Du hast bereits ein Konto?',
    sign_in: 'Stattdessen anmelden',
  },
  field_error: {
    required: 'Dieses Feld ist erforderlich.',
    invalid_email: 'Gib eine gültige E-Mail-Adresse ein.',
    invalid_username:
      'Beginne mit einem Buchstaben oder Unterstrich und verwende nur Buchstaben, Ziffern und Unterstriche.',
    passwords_mismatch: 'Die Passwörter stimmen nicht überein.',
  },
  password_rejected: {
    too_short: 'Verwende mindestens {{min}} Zeichen.',
    too_long: 'Verwende höchstens {{max}} Zeichen.',
    unsupported_characters:
      'Verwende nur Buchstaben, Ziffern, Leerzeichen und gängige Sonderzeichen.',
    character_types:
      'Mische mindestens {{min}} dieser Arten: Kleinbuchstaben, Großbuchstaben, Ziffern und Sonderzeichen.',
    pwned: 'Dieses Passwort ist in einem Datenleck aufgetaucht. Wähle ein anderes.',
    restricted: {
      repetition: 'Vermeide es, dasselbe Zeichen zu wiederholen.',
      sequence: 'Vermeide einfache Folgen wie „123“ oder „abc“.',
      words: 'Vermeide diese Wörter: {{words}}.',
      user_info: 'Verwende nicht deinen Namen, Benutzernamen oder deine E-Mail im Passwort.',
    },
  },
  notice: {
    account_locked:
      'Zu viele fehlgeschlagene Versuche. Dein Konto ist für {{minutes}} Minuten gesperrt.',
  },
  error: {
    generic: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
    network: 'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
    session_expired: 'Deine Anmeldesitzung ist abgelaufen. Bitte beginne von vorn.',
    not_found: 'Diese Seite gibt es nicht.',
  },
  loading: 'Wird geladen…',
  language: {
    label: 'Sprache',
    name: {
      ar: 'Arabisch',
      de: 'Deutsch',
      en: 'Englisch',
      es: 'Spanisch',
      fr: 'Französisch',
      it: 'Italienisch',
      ja: 'Japanisch',
      ko: 'Koreanisch',
      'pl-PL': 'Polnisch',
      'pt-BR': 'Portugiesisch (Brasilien)',
      'pt-PT': 'Portugiesisch (Portugal)',
      ru: 'Russisch',
      'tr-TR': 'Türkisch',
      'zh-CN': 'Chinesisch (vereinfacht)',
      'zh-HK': 'Chinesisch (Hongkong)',
      'zh-TW': 'Chinesisch (Taiwan)',
    },
  },
  theme: {
    label: 'Design',
    system: 'Wie im System',
    light: 'Hell',
    dark: 'Dunkel',
  },
};

export default de;
