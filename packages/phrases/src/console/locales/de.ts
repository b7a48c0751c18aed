import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesDe } from './applications/de.js';
import { authorizationPhrasesDe } from './authorization/de.js';
import { listPhrasesDe } from './lists/de.js';
import { accountPhrasesDe } from './account/de.js';
import { signingKeysPhrasesDe } from './signing-keys/de.js';
import { usersPhrasesDe } from './users/de.js';
import { organizationPhrasesDe } from './organizations/de.js';
import { connectorPhrasesDe } from './connectors/de.js';
import { auditLogPhrasesDe } from './audit-logs/de.js';
import { dashboardPhrasesDe } from './dashboard/de.js';
import { getStartedPhrasesDe } from './get-started/de.js';
import { signInExperiencePhrasesDe } from './sign-in-experience/de.js';
import { enterpriseSsoPhrasesDe } from './enterprise-sso/de.js';
import { mfaPhrasesDe } from './mfa/de.js';
import { tenantPhrasesDe } from './tenants/de.js';
import { domainPhrasesDe } from './domains/de.js';
import { subscriptionPhrasesDe } from './subscription/de.js';
import { billingPhrasesDe } from './billing/de.js';
import { tenantMemberPhrasesDe } from './tenant-members/de.js';
import { tenantStatusPhrasesDe } from './tenant-status/de.js';
import { webhooksPhrasesDe } from './webhooks/de.js';
import { customJwtPhrasesDe } from './custom-jwt/de.js';
import { onboardingPhrasesDe } from './onboarding/de.js';
import { accountDeletionPhrasesDe } from './account-deletion/de.js';

const de: ConsolePhrases = {
  general: {
    loading: 'Wird geladen…',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    got_it: 'Verstanden',
    close: 'Schließen',
    back_to: 'Zurück zu {{page}}',
    opens_in_new_tab: '(öffnet in einem neuen Tab)',
    skip_to_content: 'Zum Hauptinhalt springen',
  },
  topbar: {
    home: 'Zur Startseite der Konsole',
    console: 'Konsole',
    docs: 'Dokumentation',
    help: 'Hilfe erhalten',
    version: 'Versionshinweise für Version {{version}}',
    new_version_available: 'Eine neuere Version ist verfügbar',
  },
  user_menu: {
    open: 'Benutzermenü öffnen',
    profile: 'Profil',
    language: 'Sprache',
    appearance: 'Darstellung',
    sign_out: 'Abmelden',
  },
  appearance: {
    system: 'Systemeinstellung übernehmen',
    light: 'Heller Modus',
    dark: 'Dunkler Modus',
  },
  contact: {
    title: 'Kontakt',
    description: 'Wähle den Kanal, der am besten zu dir passt.',
    community_title: 'Mit der Community chatten',
    community_description: 'Stelle Fragen und teile Ideen mit anderen Entwicklern.',
    community_action: 'Dem Chat beitreten',
    issues_title: 'Problem melden',
    issues_description: 'Einen Fehler gefunden oder fehlt eine Funktion? Eröffne ein Issue in unserem Code-Repository.',
    issues_action: 'Issue eröffnen',
    email_title: 'Schreib uns eine E-Mail',
    email_description: 'Schreib uns und wir melden uns so schnell wie möglich.',
    email_action: 'E-Mail schreiben',
    meeting_title: 'Termin reservieren',
    meeting_description: 'Buche ein Gespräch mit unserem Team über dein Projekt.',
    meeting_action: 'Termin buchen',
  },
  sidebar: {
    label: 'Konsolennavigation',
    sections: {
      overview: 'Übersicht',
      authentication: 'Authentifizierung',
      authorization: 'Autorisierung',
      users: 'Benutzer',
      developer: 'Entwickler',
      tenant: 'Mandant',
    },
    items: {
      get_started: 'Erste Schritte',
      dashboard: 'Übersichtsseite',
      applications: 'Anwendungen',
      sign_in_experience: 'Anmeldeerlebnis',
      mfa: 'Mehrfaktor-Authentifizierung',
      connectors: 'Konnektoren',
      enterprise_sso: 'Unternehmens-SSO',
      api_resources: 'API-Ressourcen',
      roles: 'Rollen',
      organization_template: 'Organisationsvorlage',
      organizations: 'Organisationen',
      users: 'Benutzerverwaltung',
      signing_keys: 'Signaturschlüssel',
      customize_jwt: 'Benutzerdefiniertes JWT',
      webhooks: 'Webhooks',
      audit_logs: 'Audit-Protokolle',
      tenant_settings: 'Einstellungen',
    },
  },
  tabs: {
    label: 'Seitenbereiche',
    my_applications: 'Meine Anwendungen',
    third_party_applications: 'Drittanbieter-Apps',
    settings: 'Einstellungen',
    roles: 'Rollen',
    permissions: 'Berechtigungen',
    general: 'Allgemein',
    users: 'Benutzer',
    members: 'Mitglieder',
    logs: 'Benutzerprotokolle',
    organizations: 'Organisationen',
    machine_to_machine_apps: 'Maschine-zu-Maschine-Apps',
    machine_to_machine: 'Maschine-zu-Maschine',
    recent_requests: 'Letzte Anfragen',
    connection: 'Verbindung',
    experience: 'Erlebnis',
    branding: 'Markengestaltung',
    sign_up_and_sign_in: 'Registrierung und Anmeldung',
    content: 'Inhalt',
    password_policy: 'Passwortrichtlinie',
    passwordless: 'E-Mail und SMS',
    social: 'Soziale Netzwerke',
    organization_roles: 'Organisationsrollen',
    organization_permissions: 'Organisationsberechtigungen',
    domains: 'Domains',
    subscription: 'Abonnement',
    billing_history: 'Rechnungsverlauf',
  },
  pages: {
    get_started: { title: 'Erste Schritte', subtitle: 'Richte deine Identitätsplattform Schritt für Schritt ein.' },
    dashboard: { title: 'Übersichtsseite', subtitle: 'Behalte Anmeldungen, Benutzer und Token-Nutzung im Blick.' },
    applications: {
      title: 'Anwendungen',
      subtitle: 'Registriere die Anwendungen, die Benutzer über deinen Mandanten anmelden.',
    },
    api_resources: {
      title: 'API-Ressourcen',
      subtitle: 'Lege die geschützten APIs und die von ihnen gewährten Berechtigungen fest.',
    },
    sign_in_experience: {
      title: 'Anmeldeerlebnis',
      subtitle: 'Passe Aussehen und Verhalten der Anmelde- und Registrierungsseiten an.',
    },
    mfa: { title: 'Mehrfaktor-Authentifizierung', subtitle: 'Füge einen zweiten Faktor hinzu, um Konten zu schützen.' },
    connectors: { title: 'Konnektoren', subtitle: 'Verbinde E-Mail-, SMS- und soziale Anmeldeanbieter.' },
    enterprise_sso: {
      title: 'Unternehmens-SSO',
      subtitle: 'Lass Geschäftskunden sich mit dem Identitätsanbieter ihres Unternehmens anmelden.',
    },
    webhooks: { title: 'Webhooks', subtitle: 'Erhalte Benachrichtigungen über Ereignisse deines Mandanten an deinem Endpunkt.' },
    users: { title: 'Benutzerverwaltung', subtitle: 'Verwalte die Benutzer deines Mandanten.' },
    audit_logs: { title: 'Audit-Protokolle', subtitle: 'Sieh nach, was in deinem Mandanten wann passiert ist.' },
    roles: { title: 'Rollen', subtitle: 'Fasse Berechtigungen zu Rollen zusammen und weise sie Benutzern und Apps zu.' },
    organization_template: {
      title: 'Organisationsvorlage',
      subtitle: 'Lege die Rollen und Berechtigungen fest, die alle Organisationen teilen.',
    },
    organizations: { title: 'Organisationen', subtitle: 'Verwalte die Organisationen, zu denen deine Benutzer gehören.' },
    signing_keys: { title: 'Signaturschlüssel', subtitle: 'Verwalte die Schlüssel, die deine Token signieren und verschlüsseln.' },
    customize_jwt: { title: 'Benutzerdefiniertes JWT', subtitle: 'Füge den Token deines Mandanten eigene Claims hinzu.' },
    tenant_settings: { title: 'Mandanteneinstellungen', subtitle: 'Verwalte deinen Mandanten, seine Mitglieder und die Abrechnung.' },
  },
  details: {
    application: 'Anwendungsdetails',
    api_resource: 'Details der API-Ressource',
    connector: 'Konnektordetails',
    enterprise_sso: 'Details des Unternehmenskonnektors',
    webhook: 'Webhook-Details',
    webhook_request: 'Anfragedetails',
    user: 'Benutzerdetails',
    role: 'Rollendetails',
    organization_role: 'Details der Organisationsrolle',
    organization: 'Organisationsdetails',
    log: 'Protokolldetails',
    customize_jwt: 'Eigene Claims bearbeiten',
  },
  create: {
    application: 'Anwendung erstellen',
    api_resource: 'API-Ressource erstellen',
    connector: 'Konnektor hinzufügen',
    enterprise_sso: 'Unternehmenskonnektor hinzufügen',
    webhook: 'Webhook erstellen',
    user: 'Benutzer hinzufügen',
    role: 'Rolle erstellen',
    organization: 'Organisation erstellen',
  },
  session: {
    callback_title: 'Du wirst angemeldet',
    welcome_title: 'Willkommen',
    welcome_greeting: 'Willkommen, {{name}}',
    welcome_greeting_anonymous: 'Willkommen',
    welcome_description: 'Ihr Mandant ist bereit. Folgen Sie der Anleitung, um Ihre erste Anwendung zu verbinden, oder gehen Sie direkt zur Konsole.',
    welcome_get_started: 'Erste Schritte',
    welcome_open_console: 'Zur Konsole',
  },
  errors: {
    something_went_wrong: 'Hoppla! Etwas ist schiefgelaufen.',
    try_again: 'Erneut versuchen',
    show_details: 'Fehlerdetails',
    code: 'Fehlercode',
    message: 'Meldung',
    unknown_server_error: 'Auf dem Server ist ein unbekannter Fehler aufgetreten.',
    invalid_json_format: 'Ungültiges JSON-Format.',
    invalid_uri_format: 'Ungültiges URI-Format.',
    missing_total_number: 'Der Server hat nicht angegeben, wie viele Einträge die Liste hat.',
    request_timeout: 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuche es erneut.',
    network_error: 'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
    validation: {
      unrecognized_field: 'Dieses Feld ist unbekannt.',
      unrecognized_keys: 'Unbekannte Felder: {{keys}}.',
      required: 'Dieses Feld ist erforderlich.',
      invalid_type: 'Erwartet wird ein Wert vom Typ {{expected}}.',
      invalid_option: 'Verwende einen dieser Werte: {{values}}.',
      too_long: 'Verwende höchstens {{max}} Zeichen.',
      too_short: 'Verwende mindestens {{min}} Zeichen.',
      too_big: 'Verwende eine Zahl nicht größer als {{max}}.',
      too_small: 'Verwende eine Zahl nicht kleiner als {{min}}.',
      too_many_items: 'Verwende höchstens {{max}} Einträge.',
      too_few_items: 'Verwende mindestens {{min}} Einträge.',
      invalid_email: 'Gib eine gültige E-Mail-Adresse ein.',
      invalid_url: 'Gib eine gültige URL ein.',
      invalid_format: 'Das Format ist ungültig.',
      invalid_input: 'Der Wert ist ungültig.',
    },
    http_status: {
      '400': 'Die Anfrage war ungültig.',
      '401': 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
      '403': 'Du hast keine Berechtigung dafür.',
      '404': 'Das angeforderte Element wurde nicht gefunden.',
      '408': 'Die Anfrage hat zu lange gedauert.',
      '409': 'Dies steht im Konflikt mit vorhandenen Daten.',
      '413': 'Die Anfrage ist zu groß.',
      '415': 'Der Server akzeptiert diese Art von Inhalt nicht.',
      '422': 'Die übermittelten Daten konnten nicht verarbeitet werden.',
      '429': 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
      '500': 'Auf dem Server ist ein Fehler aufgetreten.',
      '502': 'Der Server hat eine ungültige Antwort erhalten.',
      '503': 'Der Dienst ist vorübergehend nicht verfügbar.',
      '504': 'Der Server hat nicht rechtzeitig geantwortet.',
    },
  },
  not_found: {
    title: 'Seite nicht gefunden',
    description: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    back_home: 'Zur Startseite der Konsole',
  },
  dev_features: {
    banner: 'Entwicklerfunktionen aktiviert',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: 'Zugriff auf die Management-API',
        description: 'Vollzugriff auf die Management-API.',
      },
    },
    scopes: {
      all: 'Standard-Scope der Management-API, erlaubt alle Berechtigungen.',
    },
    secrets: {
      default: 'Standard-Secret',
    },
  },
  toast: {
    region: 'Benachrichtigungen',
    dismiss: 'Ausblenden',
    item: 'Benachrichtigung',
  },
  ...accountPhrasesDe,
  ...signingKeysPhrasesDe,
  ...usersPhrasesDe,
  ...organizationPhrasesDe,
  ...connectorPhrasesDe,
  ...auditLogPhrasesDe,
  ...dashboardPhrasesDe,
  ...getStartedPhrasesDe,
  ...signInExperiencePhrasesDe,
  ...enterpriseSsoPhrasesDe,
  ...mfaPhrasesDe,
  ...tenantPhrasesDe,
  ...domainPhrasesDe,
  ...subscriptionPhrasesDe,
  ...billingPhrasesDe,
  ...tenantMemberPhrasesDe,
  ...tenantStatusPhrasesDe,
  ...webhooksPhrasesDe,
  ...customJwtPhrasesDe,
  ...applicationPhrasesDe,
  ...authorizationPhrasesDe,
  ...listPhrasesDe,
  ...onboardingPhrasesDe,
  ...accountDeletionPhrasesDe,
};

export default de;
