import type { Translation } from '../../../shared/phrases.js';
import type { signInExperiencePhrasesEn } from './en.js';

export const signInExperiencePhrasesDe: Translation<typeof signInExperiencePhrasesEn> = {
  sign_in_experience: {
    identifiers: {
      username: 'Benutzername',
      email: 'E-Mail-Adresse',
      phone: 'Telefonnummer',
    },
    branding: {
      color_title: 'Markenfarbe',
      color_description: 'Die Farbe von Schaltflächen und Links in der Anmelde-App.',
      primary_color: 'Primärfarbe',
      pick_color: '{{label}} auswählen',
      invalid_color: 'Gib eine Hex-Farbe wie #6139F6 ein (3 oder 6 Stellen).',
      dark_mode: 'Dunkles Design anbieten',
      dark_mode_description:
        'Die Anmelde-App folgt dem Design des Geräts, mit eigener Farbe und eigenen Logos für Dunkel.',
      dark_primary_color: 'Primärfarbe im dunklen Design',
      use_derived: '{{color}} verwenden, abgeleitet von der Primärfarbe',
      logo_title: 'Logo und Favicon',
      logo_description:
        'Lade ein Bild hoch oder gib seine URL ein. Lass ein Feld leer, um nichts anzuzeigen.',
      logoUrl: 'Logo-Bild',
      darkLogoUrl: 'Logo-Bild im dunklen Design',
      favicon: 'Favicon (Symbol im Browser-Tab)',
      darkFavicon: 'Favicon im dunklen Design',
      css_title: 'Eigenes CSS',
      css_description:
        'Stile, die nach denen der Anmelde-App angewendet werden, für Änderungen, die die Einstellungen nicht abdecken.',
      custom_css: 'Stylesheet',
    },
    uploader: {
      upload: 'Bild hochladen',
      uploading: 'Wird hochgeladen…',
      upload_label: '{{label}} hochladen',
      hint: '{{extensions}}, höchstens {{limit}}.',
      error_file_count: 'Wähle nur eine Datei aus.',
      error_file_type:
        'Dieser Dateityp wird nicht unterstützt. Verwende einen dieser: {{extensions}}.',
      error_file_size: 'Die Datei ist zu groß. Die Grenze liegt bei {{limit}}.',
      error_upload: 'Das Hochladen ist fehlgeschlagen. Bitte versuche es erneut.',
    },
    sign_in_mode: {
      title: 'Anmeldemodus',
      description: 'Ob die Anmelde-App Anmelden, Registrieren oder beides anbietet.',
      legend: 'Die Anmelde-App bietet',
      modes: {
        SignIn: {
          title: 'Nur anmelden',
          description:
            'Keine neuen Konten: Benutzer werden von Administratoren angelegt oder importiert.',
        },
        Register: {
          title: 'Nur Konten erstellen',
          description: 'Die Anmelde-App öffnet mit der Registrierung und meldet niemanden an.',
        },
        SignInAndRegister: {
          title: 'Anmelden und Konten erstellen',
          description: 'Bestehende Benutzer melden sich an, neue erstellen ein Konto.',
        },
      },
    },
    sign_up: {
      title: 'Registrierung',
      description: 'Was neue Benutzer eingeben, um ein Konto zu erstellen.',
      identifiers: 'Kennungen bei der Registrierung',
      authentication: 'Authentifizierung',
      authentication_description:
        'Ein Benutzername braucht immer ein Passwort; eine E-Mail-Adresse oder Telefonnummer wird immer mit einem Code bestätigt.',
      authentication_required: 'Wähle mindestens eine Art der Authentifizierung.',
      password: 'Passwort festlegen',
      verify: 'Mit einem Code bestätigen',
    },
    sign_in: {
      title: 'Anmeldemethoden',
      description:
        'Wie sich Benutzer anmelden, in der Reihenfolge, in der die Anmelde-App sie anbietet.',
      password: 'Passwort',
      verification_code: 'Bestätigungscode',
      password_first: 'Passwort zuerst',
      add: '{{name}} hinzufügen',
      remove: '{{name}} entfernen',
      move_up: '{{name}} nach oben verschieben',
      move_down: '{{name}} nach unten verschieben',
      method_required: 'Wähle ein Passwort, einen Bestätigungscode oder beides.',
      methods_required: 'Mindestens eine Anmeldemethode ist erforderlich.',
      missing_method:
        '{{identifier}} wird zur Registrierung verwendet und muss daher auch eine Anmeldemethode sein.',
    },
    connectors: {
      email_missing:
        'Registrierung oder Anmeldung per E-Mail braucht einen E-Mail-Connector, und es ist keiner eingerichtet.',
      sms_missing:
        'Registrierung oder Anmeldung per Telefon braucht einen SMS-Connector, und es ist keiner eingerichtet.',
      set_up_email: 'E-Mail-Connector einrichten',
      set_up_sms: 'SMS-Connector einrichten',
    },
    social: {
      missing: 'Für diesen Anbieter gibt es keinen Connector mehr. Entfernen Sie das Häkchen, um zu speichern.',
      title: 'Soziale Anmeldung',
      description: 'Die Anbieter, die auf der Anmeldeseite als Schaltflächen angeboten werden, in der Reihenfolge Ihrer Auswahl.',
      empty: 'Es sind noch keine Social-Connectors eingerichtet.',
      manage: 'Social-Connectors verwalten',
    },
    content: {
      terms_title: 'Nutzungsbedingungen und Datenschutz',
      terms_description:
        'Links, die in der Anmelde-App angezeigt werden. Leer lassen, um keine anzuzeigen.',
      termsOfUseUrl: 'URL der Nutzungsbedingungen',
      privacyPolicyUrl: 'URL der Datenschutzerklärung',
      agree_to_terms: 'Zustimmung zu den Bedingungen',
      agree_to_terms_description:
        'Wann Benutzer bestätigen müssen, dass sie die Bedingungen und die Datenschutzerklärung akzeptieren.',
      agree_policies: {
        Automatic: 'Zustimmung durch Fortfahren (kein Kontrollkästchen)',
        ManualRegistrationOnly: 'Ein Kontrollkästchen bei der Kontoerstellung',
        Manual: 'Ein Kontrollkästchen bei Anmeldung und Kontoerstellung',
      },
      language_title: 'Sprachen',
      language_description: 'Welche Sprache die Anmelde-App spricht.',
      auto_detect: 'Sprache erkennen',
      auto_detect_description: 'Die Sprache des Browsers verwenden, wenn die Anmelde-App sie hat.',
      fallback_language: 'Standardsprache',
      invalid_language: 'Wähle eine unterstützte Sprache.',
    },
    custom_content: {
      title: 'Eigene Inhalte',
      description:
        'Eigener Text unter einer Seite der Anmelde-App, etwa Hilfe oder ein Hinweis. Eine Leerzeile beginnt einen Absatz; **fett**, _kursiv_ und [Links](https://…) werden formatiert, HTML wird wie eingegeben angezeigt.',
      length: '{{used}} von {{limit}} Zeichen',
      pages: {
        sign_in: 'Anmeldeseite',
        register: 'Seite „Konto erstellen“',
        forgot_password: 'Seite „Passwort vergessen“',
        consent: 'Zustimmungsseite',
      },
    },
    phrases: {
      title: 'Eigene Texte',
      description:
        'Ersetze Texte der Anmelde-App, eine Sprache nach der anderen. Ein leeres Feld behält den eingebauten Text.',
      language: 'Sprache',
      search: 'Texte filtern',
      key: 'Schlüssel',
      built_in: 'Eingebauter Text',
      override: 'Dein Text',
      override_of: 'Dein Text für {{key}}',
      save: 'Texte speichern',
      saved: 'Eigene Texte gespeichert.',
      delete: 'Alle eigenen Texte dieser Sprache löschen',
      delete_title: 'Eigene Texte löschen?',
      delete_description:
        'Alle deine Texte für {{language}} werden entfernt, und die Anmelde-App zeigt wieder ihre eingebauten Texte.',
      deleted: 'Eigene Texte gelöscht.',
    },
    password_policy: {
      requirements_title: 'Passwortanforderungen',
      requirements_description: 'Was jedes neue Passwort erfüllen muss.',
      length_min: 'Mindestlänge',
      length_max: 'Höchstlänge',
      characterTypes_min:
        'Erforderliche Zeichenarten (Kleinbuchstaben, Großbuchstaben, Ziffern, Symbole)',
      min_over_max: 'Die Mindestlänge darf die Höchstlänge nicht überschreiten.',
      rejects_title: 'Abgelehnte Passwörter',
      rejects_description: 'Leicht zu erratende Passwörter werden abgelehnt.',
      pwned: 'Kompromittierte Passwörter ablehnen',
      pwned_description: 'Passwörter aus bekannten Datenlecks.',
      repetition: 'Wiederholte und fortlaufende Zeichen ablehnen',
      repetition_description: 'Etwa „aaaa“, „1234“ oder „qwertz“.',
      user_info: 'Persönliche Angaben ablehnen',
      user_info_description: 'Name, Benutzername, E-Mail-Adresse oder Telefonnummer des Benutzers.',
      words: 'Verbotene Wörter',
      words_description:
        'Ein Wort pro Zeile; Passwörter, die eines davon enthalten, werden abgelehnt.',
    },
    diff: {
      title: 'Anmeldung der Benutzer ändern?',
      description:
        'Nach dem Speichern registrieren und melden sich Benutzer anders an. Prüfe die Änderung:',
      setting: 'Einstellung',
      before: 'Vorher',
      after: 'Nachher',
      sign_in_mode: 'Anmeldemodus',
      sign_up: 'Registrierung',
      sign_in: 'Anmeldemethoden',
      none: 'Keine',
    },
    preview: {
      title: 'Live-Vorschau',
      frame_title: 'Vorschau der Anmeldeseite',
      platform: 'Gerät',
      web: 'Web-Ansicht',
      mobile: 'Mobilansicht',
      mode: 'Design',
      light: 'Hell',
      dark: 'Dunkel',
      language: 'Sprache der Vorschau',
      unsaved_phrases: 'Zeigt Ihre noch nicht gespeicherten eigenen Texte.',
    },
  },
};
