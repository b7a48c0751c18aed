import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesPlPl } from './applications/pl-pl.js';
import { authorizationPhrasesPlPl } from './authorization/pl-pl.js';
import { listPhrasesPlPl } from './lists/pl-pl.js';
import { accountPhrasesPlPl } from './account/pl-pl.js';
import { signingKeysPhrasesPlPl } from './signing-keys/pl-pl.js';
import { usersPhrasesPlPl } from './users/pl-pl.js';
import { organizationPhrasesPlPl } from './organizations/pl-pl.js';
import { connectorPhrasesPlPl } from './connectors/pl-pl.js';
import { auditLogPhrasesPlPl } from './audit-logs/pl-pl.js';
import { dashboardPhrasesPlPl } from './dashboard/pl-pl.js';
import { getStartedPhrasesPlPl } from './get-started/pl-pl.js';
import { signInExperiencePhrasesPlPl } from './sign-in-experience/pl-pl.js';
import { enterpriseSsoPhrasesPlPl } from './enterprise-sso/pl-pl.js';
import { mfaPhrasesPlPl } from './mfa/pl-pl.js';
import { tenantPhrasesPlPl } from './tenants/pl-pl.js';
import { domainPhrasesPlPl } from './domains/pl-pl.js';
import { subscriptionPhrasesPlPl } from './subscription/pl-pl.js';
import { billingPhrasesPlPl } from './billing/pl-pl.js';
import { tenantMemberPhrasesPlPl } from './tenant-members/pl-pl.js';
import { tenantStatusPhrasesPlPl } from './tenant-status/pl-pl.js';
import { webhooksPhrasesPlPl } from './webhooks/pl-pl.js';
import { customJwtPhrasesPlPl } from './custom-jwt/pl-pl.js';
import { onboardingPhrasesPlPl } from './onboarding/pl-pl.js';
import { accountDeletionPhrasesPlPl } from './account-deletion/pl-pl.js';

const plPL: ConsolePhrases = {
  general: {
    loading: 'Ładowanie…',
    confirm: 'Potwierdź',
    cancel: 'Anuluj',
    got_it: 'Rozumiem',
    close: 'Zamknij',
    back_to: 'Wróć do: {{page}}',
    opens_in_new_tab: '(otwiera się w nowej karcie)',
    skip_to_content: 'Przejdź do głównej treści',
  },
  topbar: {
    home: 'Przejdź do strony głównej konsoli',
    console: 'Konsola',
    docs: 'Dokumentacja',
    help: 'Uzyskaj pomoc',
    version: 'Informacje o wydaniu wersji {{version}}',
    new_version_available: 'Dostępna jest nowsza wersja',
  },
  user_menu: {
    open: 'Otwórz menu użytkownika',
    profile: 'Profil',
    language: 'Język',
    appearance: 'Wygląd',
    sign_out: 'Wyloguj się',
  },
  appearance: {
    system: 'Zgodnie z systemem',
    light: 'Tryb jasny',
    dark: 'Tryb ciemny',
  },
  contact: {
    title: 'Skontaktuj się z nami',
    description: 'Wybierz kanał, który najbardziej Ci odpowiada.',
    community_title: 'Porozmawiaj ze społecznością',
    community_description: 'Zadawaj pytania i dziel się pomysłami z innymi twórcami.',
    community_action: 'Dołącz do czatu',
    issues_title: 'Zgłoś problem',
    issues_description: 'Znalazłeś błąd lub brakuje Ci funkcji? Utwórz zgłoszenie w naszym repozytorium kodu.',
    issues_action: 'Utwórz zgłoszenie',
    email_title: 'Wyślij nam e-mail',
    email_description: 'Napisz do nas, a odpowiemy najszybciej, jak to możliwe.',
    email_action: 'Napisz e-mail',
    meeting_title: 'Zarezerwuj spotkanie',
    meeting_description: 'Umów rozmowę z naszym zespołem o swoim projekcie.',
    meeting_action: 'Umów spotkanie',
  },
  sidebar: {
    label: 'Nawigacja konsoli',
    sections: {
      overview: 'Przegląd',
      authentication: 'Uwierzytelnianie',
      authorization: 'Autoryzacja',
      users: 'Użytkownicy',
      developer: 'Dla programistów',
      tenant: 'Dzierżawa',
    },
    items: {
      get_started: 'Pierwsze kroki',
      dashboard: 'Pulpit',
      applications: 'Aplikacje',
      sign_in_experience: 'Proces logowania',
      mfa: 'Uwierzytelnianie wieloskładnikowe',
      connectors: 'Łączniki',
      enterprise_sso: 'SSO dla firm',
      api_resources: 'Zasoby API',
      roles: 'Role',
      organization_template: 'Szablon organizacji',
      organizations: 'Organizacje',
      users: 'Zarządzanie użytkownikami',
      signing_keys: 'Klucze podpisujące',
      customize_jwt: 'Własny JWT',
      webhooks: 'Webhooki',
      audit_logs: 'Dzienniki audytu',
      tenant_settings: 'Ustawienia',
    },
  },
  tabs: {
    label: 'Sekcje strony',
    my_applications: 'Moje aplikacje',
    third_party_applications: 'Aplikacje zewnętrzne',
    settings: 'Ustawienia',
    roles: 'Role',
    permissions: 'Uprawnienia',
    general: 'Ogólne',
    users: 'Użytkownicy',
    members: 'Członkowie',
    logs: 'Dzienniki użytkownika',
    organizations: 'Organizacje',
    machine_to_machine_apps: 'Aplikacje maszyna-maszyna',
    machine_to_machine: 'Maszyna-maszyna',
    recent_requests: 'Ostatnie żądania',
    connection: 'Połączenie',
    experience: 'Doświadczenie',
    branding: 'Marka',
    sign_up_and_sign_in: 'Rejestracja i logowanie',
    content: 'Treść',
    password_policy: 'Zasady haseł',
    passwordless: 'E-mail i SMS',
    social: 'Serwisy społecznościowe',
    organization_roles: 'Role organizacji',
    organization_permissions: 'Uprawnienia organizacji',
    domains: 'Domeny',
    subscription: 'Subskrypcja',
    billing_history: 'Historia rozliczeń',
  },
  pages: {
    get_started: { title: 'Pierwsze kroki', subtitle: 'Skonfiguruj swoją platformę tożsamości krok po kroku.' },
    dashboard: { title: 'Pulpit', subtitle: 'Śledź logowania, użytkowników i zużycie tokenów.' },
    applications: {
      title: 'Aplikacje',
      subtitle: 'Zarejestruj aplikacje, które logują użytkowników przez Twoją dzierżawę.',
    },
    api_resources: {
      title: 'Zasoby API',
      subtitle: 'Zdefiniuj chronione API i uprawnienia, które nadają.',
    },
    sign_in_experience: {
      title: 'Proces logowania',
      subtitle: 'Dostosuj wygląd i działanie stron logowania i rejestracji.',
    },
    mfa: { title: 'Uwierzytelnianie wieloskładnikowe', subtitle: 'Dodaj drugi składnik, aby chronić konta.' },
    connectors: { title: 'Łączniki', subtitle: 'Połącz dostawców e-maili, SMS-ów i logowania społecznościowego.' },
    enterprise_sso: {
      title: 'SSO dla firm',
      subtitle: 'Pozwól klientom biznesowym logować się przez dostawcę tożsamości ich firmy.',
    },
    webhooks: { title: 'Webhooki', subtitle: 'Otrzymuj powiadomienia o zdarzeniach dzierżawy we własnym punkcie końcowym.' },
    users: { title: 'Zarządzanie użytkownikami', subtitle: 'Zarządzaj użytkownikami swojej dzierżawy.' },
    audit_logs: { title: 'Dzienniki audytu', subtitle: 'Sprawdź, co i kiedy wydarzyło się w Twojej dzierżawie.' },
    roles: { title: 'Role', subtitle: 'Grupuj uprawnienia w role i przypisuj je użytkownikom oraz aplikacjom.' },
    organization_template: {
      title: 'Szablon organizacji',
      subtitle: 'Zdefiniuj role i uprawnienia wspólne dla wszystkich organizacji.',
    },
    organizations: { title: 'Organizacje', subtitle: 'Zarządzaj organizacjami, do których należą Twoi użytkownicy.' },
    signing_keys: { title: 'Klucze podpisujące', subtitle: 'Zarządzaj kluczami, które podpisują i szyfrują Twoje tokeny.' },
    customize_jwt: { title: 'Własny JWT', subtitle: 'Dodaj własne oświadczenia do tokenów wydawanych przez dzierżawę.' },
    tenant_settings: { title: 'Ustawienia dzierżawy', subtitle: 'Zarządzaj dzierżawą, jej członkami i rozliczeniami.' },
  },
  details: {
    application: 'Szczegóły aplikacji',
    api_resource: 'Szczegóły zasobu API',
    connector: 'Szczegóły łącznika',
    enterprise_sso: 'Szczegóły łącznika firmowego',
    webhook: 'Szczegóły webhooka',
    webhook_request: 'Szczegóły żądania',
    user: 'Szczegóły użytkownika',
    role: 'Szczegóły roli',
    organization_role: 'Szczegóły roli organizacji',
    organization: 'Szczegóły organizacji',
    log: 'Szczegóły wpisu dziennika',
    customize_jwt: 'Edytuj własne oświadczenia',
  },
  create: {
    application: 'Utwórz aplikację',
    api_resource: 'Utwórz zasób API',
    connector: 'Dodaj łącznik',
    enterprise_sso: 'Dodaj łącznik firmowy',
    webhook: 'Utwórz webhook',
    user: 'Dodaj użytkownika',
    role: 'Utwórz rolę',
    organization: 'Utwórz organizację',
  },
  session: {
    callback_title: 'Trwa logowanie',
    welcome_title: 'Witamy',
    welcome_greeting: 'Witaj, {{name}}',
    welcome_greeting_anonymous: 'Witaj',
    welcome_description: 'Twój tenant jest gotowy. Skorzystaj z przewodnika, aby podłączyć pierwszą aplikację, lub przejdź od razu do konsoli.',
    welcome_get_started: 'Rozpocznij',
    welcome_open_console: 'Przejdź do konsoli',
  },
  errors: {
    something_went_wrong: 'Ups! Coś poszło nie tak.',
    try_again: 'Spróbuj ponownie',
    show_details: 'Szczegóły błędu',
    code: 'Kod',
    message: 'Komunikat',
    unknown_server_error: 'Na serwerze wystąpił nieznany błąd.',
    invalid_json_format: 'Nieprawidłowy format JSON.',
    invalid_uri_format: 'Nieprawidłowy format URI.',
    missing_total_number: 'Serwer nie podał, ile elementów ma lista.',
    request_timeout: 'Serwer nie odpowiedział na czas. Spróbuj ponownie.',
    network_error: 'Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.',
    validation: {
      unrecognized_field: 'To pole nie jest rozpoznawane.',
      unrecognized_keys: 'Nierozpoznane pola: {{keys}}.',
      required: 'To pole jest wymagane.',
      invalid_type: 'Oczekiwano wartości typu {{expected}}.',
      invalid_option: 'Użyj jednej z wartości: {{values}}.',
      too_long: 'Użyj najwyżej {{max}} znaków.',
      too_short: 'Użyj co najmniej {{min}} znaków.',
      too_big: 'Użyj liczby nie większej niż {{max}}.',
      too_small: 'Użyj liczby nie mniejszej niż {{min}}.',
      too_many_items: 'Użyj najwyżej {{max}} elementów.',
      too_few_items: 'Użyj co najmniej {{min}} elementów.',
      invalid_email: 'Wpisz prawidłowy adres e-mail.',
      invalid_url: 'Wpisz prawidłowy adres URL.',
      invalid_format: 'Format jest nieprawidłowy.',
      invalid_input: 'Wartość jest nieprawidłowa.',
    },
    http_status: {
      '400': 'Żądanie jest nieprawidłowe.',
      '401': 'Twoja sesja wygasła. Zaloguj się ponownie.',
      '403': 'Nie masz uprawnień do tej czynności.',
      '404': 'Nie znaleziono żądanego elementu.',
      '408': 'Upłynął limit czasu żądania.',
      '409': 'To koliduje z istniejącymi danymi.',
      '413': 'Żądanie jest zbyt duże.',
      '415': 'Serwer nie przyjmuje tego typu treści.',
      '422': 'Nie udało się przetworzyć przesłanych danych.',
      '429': 'Zbyt wiele żądań. Poczekaj chwilę i spróbuj ponownie.',
      '500': 'Na serwerze wystąpił błąd.',
      '502': 'Serwer otrzymał nieprawidłową odpowiedź.',
      '503': 'Usługa jest chwilowo niedostępna.',
      '504': 'Serwer nie odpowiedział na czas.',
    },
  },
  not_found: {
    title: 'Nie znaleziono strony',
    description: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
    back_home: 'Przejdź do strony głównej konsoli',
  },
  dev_features: {
    banner: 'Włączono funkcje deweloperskie',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: 'Dostęp do API zarządzania',
        description: 'Pełny dostęp do API zarządzania.',
      },
    },
    scopes: {
      all: 'Domyślny zakres API zarządzania, zezwala na wszystkie uprawnienia.',
    },
    secrets: {
      default: 'Domyślny sekret',
    },
  },
  toast: {
    region: 'Powiadomienia',
    dismiss: 'Odrzuć',
    item: 'Powiadomienie',
  },
  ...accountPhrasesPlPl,
  ...signingKeysPhrasesPlPl,
  ...usersPhrasesPlPl,
  ...organizationPhrasesPlPl,
  ...connectorPhrasesPlPl,
  ...auditLogPhrasesPlPl,
  ...dashboardPhrasesPlPl,
  ...getStartedPhrasesPlPl,
  ...signInExperiencePhrasesPlPl,
  ...enterpriseSsoPhrasesPlPl,
  ...mfaPhrasesPlPl,
  ...tenantPhrasesPlPl,
  ...domainPhrasesPlPl,
  ...subscriptionPhrasesPlPl,
  ...billingPhrasesPlPl,
  ...tenantMemberPhrasesPlPl,
  ...tenantStatusPhrasesPlPl,
  ...webhooksPhrasesPlPl,
  ...customJwtPhrasesPlPl,
  ...applicationPhrasesPlPl,
  ...authorizationPhrasesPlPl,
  ...listPhrasesPlPl,
  ...onboardingPhrasesPlPl,
  ...accountDeletionPhrasesPlPl,
};

export default plPL;
