import type { Translation } from '../../../shared/phrases.js';
import type { connectorPhrasesEn } from './en.js';

export const connectorPhrasesDe: Translation<typeof connectorPhrasesEn> = {
  connectors: {
    types: {
      Email: 'E-Mail-Connector',
      Sms: 'SMS-Connector',
      Social: 'Social-Connector',
    },
    passwordless: {
      email_description:
        'Versendet Bestätigungscodes per E-Mail für Anmeldung, Registrierung und Zurücksetzen des Passworts.',
      sms_description:
        'Versendet Bestätigungscodes per SMS für Anmeldung, Registrierung und Zurücksetzen des Passworts.',
      not_set_up: 'Noch nicht eingerichtet.',
      set_up_email: 'E-Mail-Connector einrichten',
      set_up_sms: 'SMS-Connector einrichten',
    },
    social: {
      column_connectors: 'Konnektoren',
      column_status: 'Anmeldeerlebnis',
      demo: 'Demoversion',
      in_use: 'Angeboten',
      not_in_use: 'Nicht angeboten',
      platforms: { Universal: 'Jede Plattform', Web: 'Web-Apps', Native: 'Native Apps' },
      table_label: 'Social-Connectors',
      column_name: 'Name',
      column_target: 'Identitätsanbieter',
      empty_title: 'Noch keine Social-Connectors',
      empty_description:
        'Fügen Sie einen Social-Connector hinzu, damit sich Benutzer mit einem bestehenden Konto anmelden können.',
      add: 'Social-Connector hinzufügen',
    },
    social_guide: {
      callback_title: 'Callback-URL',
      callback_description: 'Registrieren Sie genau diese URL als Weiterleitungs-(Callback-)URL der App, die Sie beim Anbieter anlegen.',
      callback_label: 'Callback-URL',
    },
    social_display: {
      title: 'Anmelde-Schaltfläche',
      description: 'So sieht die Schaltfläche auf der Anmeldeseite aus. Lassen Sie ein Feld leer, um den Namen oder das Logo des Anbieters zu verwenden.',
      name_in: 'Bezeichnung ({{language}})',
      other_languages: 'Name in anderen Sprachen',
      logo: 'Logo-URL',
      logo_dark: 'Logo-URL für den dunklen Modus',
      sync_profile: 'Profil bei jeder Anmeldung aktualisieren',
      sync_profile_description: 'Wenn aktiviert, ersetzen Name, Avatar und E-Mail des Anbieters bei jeder Anmeldung das Profil des Benutzers. Wenn deaktiviert, werden sie nur beim Anlegen des Kontos übernommen.',
    },
    create: {
      description_social: 'Wählen Sie den Identitätsanbieter, mit dem sich Ihre Benutzer anmelden. Die Einstellungen füllen Sie auf der nächsten Seite aus.',
      demo_hint: 'Funktioniert ohne Zugangsdaten, zum Ausprobieren. Nicht für den Produktivbetrieb.',
      title_email: 'E-Mail-Anbieter auswählen',
      title_sms: 'SMS-Anbieter auswählen',
      title_social: 'Social-Anbieter auswählen',
      description:
        'Wählen Sie den Dienst, der die Nachrichten versendet. Seine Einstellungen füllen Sie auf der nächsten Seite aus.',
      providers_label: 'Anbieter',
      no_factories_title: 'Keine Anbieter verfügbar',
      no_factories_description: 'Dieser Server bietet keine Connectors dieser Art an.',
      already_set_up:
        'Ein Connector dieser Art ist bereits eingerichtet. Löschen Sie ihn, bevor Sie einen weiteren hinzufügen.',
      open_existing: 'Aktuellen Connector öffnen',
    },
    guide: {
      title: '{{name}} einrichten',
      not_found: 'Diesen Anbieter gibt es nicht.',
      save: 'Speichern und abschließen',
      created: 'Connector „{{name}}“ wurde erstellt.',
    },
    config: {
      description_social: 'Die Zugangsdaten der App, die Sie beim Anbieter registriert haben, und wo er zu erreichen ist.',
      field_labels: {
        clientId: 'Client-ID',
        clientSecret: 'Client-Secret',
        scope: 'Geltungsbereich (Scope)',
        authorizationEndpoint: 'Autorisierungs-Endpunkt',
        tokenEndpoint: 'Token-Endpunkt',
        userInfoEndpoint: 'Userinfo-Endpunkt',
        issuer: 'Aussteller (Issuer)',
        accountSid: 'Konto-SID',
        apiKey: 'API-Schlüssel',
        authToken: 'Auth-Token',
        baseUrl: 'API-Basis-URL',
        endpoint: 'Endpunkt',
        from: 'Absender',
        headers: 'Header',
        host: 'Hostname',
        password: 'Passwort',
        port: 'Portnummer',
        username: 'Benutzername',
        templates: 'Vorlagen',
        senderName: 'Absendername',
        companyInformation: 'Unternehmensinformationen',
        fromEmail: 'Absender-E-Mail',
        signingSecret: 'Signaturgeheimnis',
        tlsMode: 'TLS-Modus',
      },
      field_descriptions: {
        templates:
          'Ein Eintrag je Verwendungszweck (SignIn, Register, ForgotPassword, Generic, OrganizationInvitation, MfaVerification…): usageType, optional locale, subject (E-Mail), content mit {{variable}}, optional contentType.',
        senderName: 'Wird als Absender angezeigt; keine URL.',
        companyInformation: 'Wird an jede E-Mail angehängt; keine URL.',
        signingSecret:
          'Mindestens 16 Zeichen; jede Anfrage trägt den HMAC-SHA256 ihres Inhalts im Header {{header}}.',
        headers: 'Zusätzliche Anfrage-Header als JSON-Objekt aus Zeichenketten.',
      },
      field_placeholders: {
        host: 'smtp.example.com',
        fromEmail: 'noreply@example.com',
        senderName: 'Acme',
        endpoint: 'https://example.com/messages',
        from: '+15550100 oder MG…',
      },
      field_options: {
        tlsMode: { starttls: 'STARTTLS', tls: 'TLS', none: 'Keine' },
      },
      title: 'Einstellungen',
      description: 'Was der Anbieter braucht, um in Ihrem Namen Nachrichten zu versenden.',
      secret_hint:
        'Verschlüsselt gespeichert und maskiert angezeigt. Geben Sie einen neuen Wert ein, um ihn zu ersetzen.',
      invalid_number: 'Geben Sie eine Zahl ein.',
      select_placeholder: 'Option auswählen',
      url_in_sender_name: 'Im Absendernamen ist keine URL erlaubt.',
      url_in_company_information: 'In den Firmenangaben ist keine URL erlaubt.',
    },
    test: {
      title: 'Testnachricht senden',
      description_email:
        'Prüfen Sie die Einstellungen mit einer Test-E-Mail mit einem Beispielcode. Es wird nichts gespeichert.',
      description_sms:
        'Prüfen Sie die Einstellungen mit einer Test-SMS mit einem Beispielcode. Es wird nichts gespeichert.',
      email_label: 'E-Mail-Adresse des Empfängers',
      phone_label: 'Telefonnummer des Empfängers',
      send: 'Testnachricht senden',
      sent: 'Testnachricht an {{to}} gesendet.',
      invalid_email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
      invalid_phone:
        'Geben Sie eine Telefonnummer im internationalen Format ein, zum Beispiel +14155550100.',
    },
    templates: {
      title: 'Nachrichtenvorlagen',
      description:
        'Was die Nachrichten sagen, je Zweck und Sprache. {{variable}} wird durch den Bestätigungscode ersetzt.',
      usage_type: 'Zweck',
      language: 'Sprache',
      any_language: 'Alle anderen Sprachen',
      subject: 'Betreff',
      content: 'Inhalt',
      content_type: 'Inhaltsformat',
      content_types: {
        text_plain: 'Nur Text',
        text_html: 'Formatiert (HTML)',
      },
      code_required: 'Der Inhalt muss {{variable}} enthalten.',
      not_set:
        'Für diesen Zweck und diese Sprache gibt es noch keine Vorlage. Füllen Sie sie aus, um eine hinzuzufügen.',
      remove: 'Diese Vorlage entfernen',
      required: 'Fügen Sie mindestens eine Vorlage hinzu.',
      usage_types: {
        SignIn: 'Anmeldung',
        Register: 'Registrierung',
        ForgotPassword: 'Passwort zurücksetzen',
        OrganizationInvitation: 'Einladung in eine Organisation',
        Generic: 'Allgemeine Nachricht und Tests',
        UserPermissionValidation: 'Identitätsprüfung',
        BindNewIdentifier: 'Neue E-Mail-Adresse oder Telefonnummer verknüpfen',
        MfaVerification: 'Mehrstufige Bestätigung',
      },
    },
    details: {
      delete_description_social: 'Benutzer können sich nicht mehr über diesen Anbieter anmelden, und ihre Konten verlieren die Verknüpfung damit.',
      delete_confirm_social: 'Benutzer können sich über diesen Connector nicht mehr bei diesem Anbieter anmelden.',
      delete_confirm_in_use: 'Das Anmeldeerlebnis bietet {{target}} an. Nach dem Löschen dieses Connectors können sich Benutzer, die sich darüber angemeldet haben, nicht mehr auf diesem Weg anmelden.',
      not_found: 'Diesen Connector gibt es nicht.',
      connector_id: 'Connector-ID',
      delete: 'Connector löschen',
      delete_description:
        'Benutzer erhalten über diesen Connector keine Nachrichten mehr. Anmeldemethoden, die ihn brauchen, funktionieren nicht mehr.',
      delete_confirm:
        'Anmeldung, Registrierung und Zurücksetzen des Passworts, die diesen Connector brauchen, funktionieren erst wieder, wenn Sie einen anderen einrichten.',
    },
  },
};
