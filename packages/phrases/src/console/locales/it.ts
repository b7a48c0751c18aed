import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesIt } from './applications/it.js';
import { authorizationPhrasesIt } from './authorization/it.js';
import { listPhrasesIt } from './lists/it.js';
import { accountPhrasesIt } from './account/it.js';
import { signingKeysPhrasesIt } from './signing-keys/it.js';
import { usersPhrasesIt } from './users/it.js';
import { organizationPhrasesIt } from './organizations/it.js';
import { connectorPhrasesIt } from './connectors/it.js';
import { auditLogPhrasesIt } from './audit-logs/it.js';
import { dashboardPhrasesIt } from './dashboard/it.js';
import { getStartedPhrasesIt } from './get-started/it.js';
import { signInExperiencePhrasesIt } from './sign-in-experience/it.js';
import { enterpriseSsoPhrasesIt } from './enterprise-sso/it.js';
import { mfaPhrasesIt } from './mfa/it.js';
import { tenantPhrasesIt } from './tenants/it.js';
import { domainPhrasesIt } from './domains/it.js';
import { subscriptionPhrasesIt } from './subscription/it.js';
import { billingPhrasesIt } from './billing/it.js';
import { tenantMemberPhrasesIt } from './tenant-members/it.js';
import { tenantStatusPhrasesIt } from './tenant-status/it.js';
import { webhooksPhrasesIt } from './webhooks/it.js';
import { customJwtPhrasesIt } from './custom-jwt/it.js';
import { onboardingPhrasesIt } from './onboarding/it.js';
import { accountDeletionPhrasesIt } from './account-deletion/it.js';

const it: ConsolePhrases = {
  general: {
    loading: 'Caricamento…',
    confirm: 'Conferma',
    cancel: 'Annulla',
    got_it: 'Ho capito',
    close: 'Chiudi',
    back_to: 'Torna a {{page}}',
    opens_in_new_tab: '(si apre in una nuova scheda)',
    skip_to_content: 'Vai al contenuto principale',
  },
  topbar: {
    home: 'Vai alla pagina iniziale della console',
    console: 'Console di amministrazione',
    docs: 'Documentazione',
    help: 'Ottieni aiuto',
    version: 'Note di rilascio della versione {{version}}',
    new_version_available: 'È disponibile una versione più recente',
  },
  user_menu: {
    open: 'Apri il menu utente',
    profile: 'Profilo',
    language: 'Lingua',
    appearance: 'Aspetto',
    sign_out: 'Esci',
  },
  appearance: {
    system: 'Segui il sistema',
    light: 'Modalità chiara',
    dark: 'Modalità scura',
  },
  contact: {
    title: 'Contattaci',
    description: 'Scegli il canale più adatto a te.',
    community_title: 'Chatta con la community',
    community_description: 'Fai domande e condividi idee con altri sviluppatori.',
    community_action: 'Unisciti alla chat',
    issues_title: 'Segnala un problema',
    issues_description: 'Hai trovato un bug o manca una funzione? Apri una segnalazione nel nostro repository del codice.',
    issues_action: 'Apri una segnalazione',
    email_title: 'Scrivici un’email',
    email_description: 'Scrivici e ti risponderemo il prima possibile.',
    email_action: 'Scrivi un’email',
    meeting_title: 'Prenota un incontro',
    meeting_description: 'Fissa una chiamata con il nostro team per parlare del tuo progetto.',
    meeting_action: 'Prenota un incontro',
  },
  sidebar: {
    label: 'Navigazione della console',
    sections: {
      overview: 'Panoramica',
      authentication: 'Autenticazione',
      authorization: 'Autorizzazione',
      users: 'Utenti',
      developer: 'Sviluppatore',
      tenant: 'Tenant',
    },
    items: {
      get_started: 'Per iniziare',
      dashboard: 'Cruscotto',
      applications: 'Applicazioni',
      sign_in_experience: 'Esperienza di accesso',
      mfa: 'Autenticazione a più fattori',
      connectors: 'Connettori',
      enterprise_sso: 'SSO aziendale',
      api_resources: 'Risorse API',
      roles: 'Ruoli',
      organization_template: 'Modello di organizzazione',
      organizations: 'Organizzazioni',
      users: 'Gestione utenti',
      signing_keys: 'Chiavi di firma',
      customize_jwt: 'JWT personalizzato',
      webhooks: 'Webhook',
      audit_logs: 'Log di controllo',
      tenant_settings: 'Impostazioni',
    },
  },
  tabs: {
    label: 'Sezioni della pagina',
    my_applications: 'Le mie applicazioni',
    third_party_applications: 'App di terze parti',
    settings: 'Impostazioni',
    roles: 'Ruoli',
    permissions: 'Autorizzazioni',
    general: 'Generale',
    users: 'Utenti',
    members: 'Membri',
    logs: 'Log dell’utente',
    organizations: 'Organizzazioni',
    machine_to_machine_apps: 'App machine-to-machine',
    machine_to_machine: 'Da macchina a macchina',
    recent_requests: 'Richieste recenti',
    connection: 'Connessione',
    experience: 'Esperienza',
    branding: 'Marchio',
    sign_up_and_sign_in: 'Registrazione e accesso',
    content: 'Contenuto',
    password_policy: 'Criteri della password',
    passwordless: 'Email e SMS',
    social: 'Social network',
    organization_roles: 'Ruoli dell’organizzazione',
    organization_permissions: 'Autorizzazioni dell’organizzazione',
    domains: 'Domini',
    subscription: 'Abbonamento',
    billing_history: 'Cronologia di fatturazione',
  },
  pages: {
    get_started: { title: 'Per iniziare', subtitle: 'Configura la tua piattaforma di identità passo dopo passo.' },
    dashboard: { title: 'Cruscotto', subtitle: 'Tieni d’occhio accessi, utenti e utilizzo dei token.' },
    applications: {
      title: 'Applicazioni',
      subtitle: 'Registra le applicazioni che fanno accedere gli utenti tramite il tuo tenant.',
    },
    api_resources: {
      title: 'Risorse API',
      subtitle: 'Definisci le API che proteggi e le autorizzazioni che concedono.',
    },
    sign_in_experience: {
      title: 'Esperienza di accesso',
      subtitle: 'Personalizza aspetto e comportamento delle pagine di accesso e registrazione.',
    },
    mfa: { title: 'Autenticazione a più fattori', subtitle: 'Aggiungi un secondo fattore per proteggere gli account.' },
    connectors: { title: 'Connettori', subtitle: 'Collega provider di email, SMS e accesso social.' },
    enterprise_sso: {
      title: 'SSO aziendale',
      subtitle: 'Consenti ai clienti aziendali di accedere con il provider di identità della loro azienda.',
    },
    webhooks: { title: 'Webhook', subtitle: 'Ricevi notifiche sugli eventi del tuo tenant al tuo endpoint.' },
    users: { title: 'Gestione utenti', subtitle: 'Gestisci gli utenti del tuo tenant.' },
    audit_logs: { title: 'Log di controllo', subtitle: 'Verifica cosa è successo nel tuo tenant e quando.' },
    roles: { title: 'Ruoli', subtitle: 'Raggruppa le autorizzazioni in ruoli e assegnali a utenti e app.' },
    organization_template: {
      title: 'Modello di organizzazione',
      subtitle: 'Definisci i ruoli e le autorizzazioni comuni a tutte le organizzazioni.',
    },
    organizations: { title: 'Organizzazioni', subtitle: 'Gestisci le organizzazioni a cui appartengono i tuoi utenti.' },
    signing_keys: { title: 'Chiavi di firma', subtitle: 'Gestisci le chiavi che firmano e cifrano i tuoi token.' },
    customize_jwt: { title: 'JWT personalizzato', subtitle: 'Aggiungi claim personalizzati ai token emessi dal tuo tenant.' },
    tenant_settings: { title: 'Impostazioni del tenant', subtitle: 'Gestisci il tuo tenant, i suoi membri e la fatturazione.' },
  },
  details: {
    application: 'Dettagli dell’applicazione',
    api_resource: 'Dettagli della risorsa API',
    connector: 'Dettagli del connettore',
    enterprise_sso: 'Dettagli del connettore aziendale',
    webhook: 'Dettagli del webhook',
    webhook_request: 'Dettagli della richiesta',
    user: 'Dettagli dell’utente',
    role: 'Dettagli del ruolo',
    organization_role: 'Dettagli del ruolo dell’organizzazione',
    organization: 'Dettagli dell’organizzazione',
    log: 'Dettagli del log',
    customize_jwt: 'Modifica i claim personalizzati',
  },
  create: {
    application: 'Crea applicazione',
    api_resource: 'Crea risorsa API',
    connector: 'Aggiungi connettore',
    enterprise_sso: 'Aggiungi connettore aziendale',
    webhook: 'Crea webhook',
    user: 'Aggiungi utente',
    role: 'Crea ruolo',
    organization: 'Crea organizzazione',
  },
  session: {
    callback_title: 'Accesso in corso',
    welcome_title: 'Benvenuto',
    welcome_greeting: 'Benvenuto, {{name}}',
    welcome_greeting_anonymous: 'Benvenuto',
    welcome_description: 'Il tuo tenant è pronto. Segui la guida per collegare la tua prima applicazione o vai direttamente alla console.',
    welcome_get_started: 'Inizia',
    welcome_open_console: 'Vai alla console',
  },
  errors: {
    something_went_wrong: 'Ops! Qualcosa è andato storto.',
    try_again: 'Riprova',
    show_details: 'Dettagli dell’errore',
    code: 'Codice',
    message: 'Messaggio',
    unknown_server_error: 'Si è verificato un errore sconosciuto sul server.',
    invalid_json_format: 'Formato JSON non valido.',
    invalid_uri_format: 'Formato URI non valido.',
    missing_total_number: 'Il server non ha indicato quanti elementi contiene l’elenco.',
    request_timeout: 'Il server non ha risposto in tempo. Riprova.',
    network_error: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
    validation: {
      unrecognized_field: 'Questo campo non è riconosciuto.',
      unrecognized_keys: 'Campi non riconosciuti: {{keys}}.',
      required: 'Questo campo è obbligatorio.',
      invalid_type: 'È previsto un valore di tipo {{expected}}.',
      invalid_option: 'Usa uno di questi valori: {{values}}.',
      too_long: 'Usa al massimo {{max}} caratteri.',
      too_short: 'Usa almeno {{min}} caratteri.',
      too_big: 'Usa un numero non superiore a {{max}}.',
      too_small: 'Usa un numero non inferiore a {{min}}.',
      too_many_items: 'Usa al massimo {{max}} elementi.',
      too_few_items: 'Usa almeno {{min}} elementi.',
      invalid_email: 'Inserisci un indirizzo email valido.',
      invalid_url: 'Inserisci un URL valido.',
      invalid_format: 'Il formato non è valido.',
      invalid_input: 'Il valore non è valido.',
    },
    http_status: {
      '400': 'La richiesta non è valida.',
      '401': 'La sessione è scaduta. Accedi di nuovo.',
      '403': 'Non hai l’autorizzazione per farlo.',
      '404': 'L’elemento richiesto non è stato trovato.',
      '408': 'La richiesta è scaduta.',
      '409': 'Questo è in conflitto con dati esistenti.',
      '413': 'La richiesta è troppo grande.',
      '415': 'Il server non accetta questo tipo di contenuto.',
      '422': 'Non è stato possibile elaborare i dati inviati.',
      '429': 'Troppe richieste. Attendi un momento e riprova.',
      '500': 'Il server ha riscontrato un errore.',
      '502': 'Il server ha ricevuto una risposta non valida.',
      '503': 'Il servizio è temporaneamente non disponibile.',
      '504': 'Il server non ha risposto in tempo.',
    },
  },
  not_found: {
    title: 'Pagina non trovata',
    description: 'La pagina che cerchi non esiste o è stata spostata.',
    back_home: 'Vai alla pagina iniziale della console',
  },
  dev_features: {
    banner: 'Funzionalità di sviluppo attive',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: 'Accesso all’API di gestione',
        description: 'Accesso completo all’API di gestione.',
      },
    },
    scopes: {
      all: 'Ambito predefinito dell’API di gestione, consente tutte le autorizzazioni.',
    },
    secrets: {
      default: 'Segreto predefinito',
    },
  },
  toast: {
    region: 'Notifiche',
    dismiss: 'Chiudi notifica',
    item: 'Notifica',
  },
  ...accountPhrasesIt,
  ...signingKeysPhrasesIt,
  ...usersPhrasesIt,
  ...organizationPhrasesIt,
  ...connectorPhrasesIt,
  ...auditLogPhrasesIt,
  ...dashboardPhrasesIt,
  ...getStartedPhrasesIt,
  ...signInExperiencePhrasesIt,
  ...enterpriseSsoPhrasesIt,
  ...mfaPhrasesIt,
  ...tenantPhrasesIt,
  ...domainPhrasesIt,
  ...subscriptionPhrasesIt,
  ...billingPhrasesIt,
  ...tenantMemberPhrasesIt,
  ...tenantStatusPhrasesIt,
  ...webhooksPhrasesIt,
  ...customJwtPhrasesIt,
  ...applicationPhrasesIt,
  ...authorizationPhrasesIt,
  ...listPhrasesIt,
  ...onboardingPhrasesIt,
  ...accountDeletionPhrasesIt,
};

export default it;
