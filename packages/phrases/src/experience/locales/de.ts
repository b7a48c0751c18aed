import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesDe } from './flows/de.js';
import { secondFactorPhrasesDe } from './second-factor/de.js';
import { sandboxPaymentsPhrasesDe } from './sandbox-payments/de.js';

const de: Translation<ExperiencePhrases> = {
  ...flowsPhrasesDe,
  ...secondFactorPhrasesDe,
  ...sandboxPaymentsPhrasesDe,
  page_title: {
    sign_in: 'Anmelden',
    create_account: 'Konto erstellen',
    first_admin: 'Einrichtung',
    consent: 'Autorisieren',
    error: 'Fehler',
    device: 'Gerät verbinden',
  },
  sign_in: {
    title: 'Bei deinem Konto anmelden',
    description: 'Willkommen zurück. Gib deine Daten ein, um fortzufahren.',
  },
  social: {
    divider: 'oder',
    continue_with: 'Weiter mit {{name}}',
    callback_title: 'Anmeldung läuft',
    connecting: 'Einen Moment, deine Anmeldung wird abgeschlossen …',
    missing_session: 'Diese Anmeldung passt nicht zu diesem Browser oder wurde bereits verwendet. Bitte starte erneut.',
    link_title: 'Konto verknüpfen',
    link_description: 'Ein Konto mit der E-Mail-Adresse {{email}} existiert bereits. Gib sein Passwort ein, um dich anzumelden und dein soziales Konto damit zu verknüpfen, oder erstelle ein neues Konto.',
    link_sign_in: 'Anmelden und verknüpfen',
    create_new: 'Stattdessen ein neues Konto erstellen',
    back_to_sign_in: 'Zurück zur Anmeldung',
  },
  create_account: {
    title: 'Konto erstellen',
    description: 'Das dauert nur eine Minute.',
  },
  organization_invitation: {
    joining: 'Du wurdest eingeladen, {{organization}} beizutreten.',
    use_address: 'Fahre mit {{email}} fort, um die Einladung anzunehmen.',
  },
  single_sign_on: {
    page_title: 'Single Sign-On',
    entry: 'Mit Single Sign-On anmelden',
    title: 'Single Sign-On',
    description:
      'Gib deine geschäftliche E-Mail-Adresse ein, und wir bringen dich zur Anmeldeseite deines Unternehmens.',
    email: 'Geschäftliche E-Mail-Adresse',
    submit: 'Weiter',
    no_connector:
      'Für diese E-Mail-Domain ist kein Single Sign-On eingerichtet. Melde dich auf andere Weise an.',
    choose_title: 'Wähle dein Firmenkonto',
    choose_description: 'Mehrere Firmenanmeldungen akzeptieren {{email}}.',
    continue_with: 'Weiter mit {{name}}',
    other_way: 'Auf andere Weise anmelden',
    completing: 'Deine Anmeldung wird abgeschlossen…',
    session_lost:
      'Diese Anmeldung kann hier nicht abgeschlossen werden: Sie wurde in einem anderen Fenster begonnen oder ist abgelaufen.',
    start_again: 'Neu beginnen',
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
    retry_in_seconds:
      'Zu viele fehlgeschlagene Versuche. Du kannst es in {{seconds}} s erneut versuchen.',
  },
  error: {
    generic: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
    network: 'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
    session_expired: 'Deine Anmeldesitzung ist abgelaufen. Bitte beginne von vorn.',
    not_found: 'Diese Seite gibt es nicht.',
  },
  device: {
    title: 'Gerät verbinden',
    description: 'Gib den Code ein, der auf deinem Gerät angezeigt wird.',
    code_label: 'Gerätecode',
    confirm_title: '{{appName}} verbinden?',
    confirm_description:
      'Fahre nur fort, wenn du die Anmeldung auf diesem Gerät selbst gestartet hast und es diesen Code anzeigt.',
    code_on_device: 'Code auf deinem Gerät',
    confirm: 'Verbinden',
    decline: 'Nicht mein Gerät',
    success_title: 'Gerät verbunden',
    success_description:
      '{{appName}} ist jetzt angemeldet. Du kannst diese Seite schließen und zu deinem Gerät zurückkehren.',
    error: {
      not_found:
        'Dieser Code ist ungültig. Prüfe den Code auf deinem Gerät und versuche es erneut.',
      expired:
        'Dieser Code ist abgelaufen. Starte auf deinem Gerät neu, um einen neuen zu erhalten.',
      used: 'Dieser Code wurde bereits verwendet. Starte auf deinem Gerät neu, um einen neuen zu erhalten.',
      aborted: 'Das Gerät wurde nicht verbunden.',
      failed: 'Diese Seite ist abgelaufen. Gib den Code erneut ein.',
    },
  },
  oidc_error: {
    technical_details: 'Technische Details',
    hint: 'Kehre zur Anwendung zurück und versuche es erneut. Wenn das Problem bleibt, wende dich an den Support der Anwendung.',
    code: {
      invalid_client: {
        title: 'Unbekannte Anwendung',
        explanation:
          'Die Anwendung, die dich hierher geschickt hat, ist bei diesem Dienst nicht registriert.',
      },
      invalid_redirect_uri: {
        title: 'Rücksprungadresse nicht erlaubt',
        explanation:
          'Die Anwendung wollte dich an eine Adresse zurückschicken, die sie nicht registriert hat. Die Anfrage wurde zum Schutz deines Kontos gestoppt.',
      },
      invalid_request: {
        title: 'Ungültige Anmeldeanfrage',
        explanation: 'Die Anmeldeanfrage der Anwendung ist unvollständig oder ungültig.',
      },
      unauthorized_client: {
        title: 'Anwendung nicht zugelassen',
        explanation: 'Diese Anwendung darf dich nicht auf diese Weise anmelden.',
      },
      unsupported_response_type: {
        title: 'Nicht unterstützte Anfrage',
        explanation:
          'Die Anwendung hat eine Art von Antwort angefordert, die dieser Dienst nicht liefert.',
      },
      invalid_scope: {
        title: 'Unbekannte Berechtigungen',
        explanation: 'Die Anwendung hat Berechtigungen angefordert, die es nicht gibt.',
      },
      invalid_target: {
        title: 'Unbekannte API',
        explanation: 'Die Anwendung hat Zugriff auf eine API angefordert, die nicht verfügbar ist.',
      },
      access_denied: {
        title: 'Anfrage abgelehnt',
        explanation: 'Die Anfrage wurde abgelehnt.',
      },
      session_not_found: {
        title: 'Sitzung abgelaufen',
        explanation:
          'Deine Anmeldesitzung ist abgelaufen. Kehre zur Anwendung zurück und beginne erneut.',
      },
      server_error: {
        title: 'Etwas ist schiefgelaufen',
        explanation: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es später erneut.',
      },
      default: {
        title: 'Anmeldung kann nicht fortgesetzt werden',
        explanation: 'Die Anfrage konnte nicht abgeschlossen werden.',
      },
    },
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
