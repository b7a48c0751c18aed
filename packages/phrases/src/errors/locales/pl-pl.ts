import type { Translation } from '../../shared/phrases.js';
import type { ErrorPhrases } from './en.js';

const plPL: Translation<ErrorPhrases> = {
  request: {
    general: 'Podczas przetwarzania żądania wystąpił błąd.',
    invalid_json: 'Treść żądania nie jest poprawnym JSON-em.',
    payload_too_large: 'Treść żądania jest zbyt duża.',
    rate_limited: 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
    timeout: 'Upłynął limit czasu żądania.',
    unsupported_media_type:
      'Ten punkt końcowy nie przyjmuje tego typu treści żądania. Wyślij {{types}}.',
  },
  route: {
    not_found: 'Żadna trasa nie pasuje do {{method}} {{path}}.',
  },
  guard: {
    invalid_input: 'Żądanie zawiera nieprawidłowe dane.',
    invalid_pagination: 'Parametry stronicowania są nieprawidłowe.',
    invalid_path_params: 'Parametry ścieżki są nieprawidłowe.',
    mime_type_not_allowed: 'Ten typ pliku nie jest obsługiwany. Dozwolone typy: {{types}}.',
    file_size_exceeded: 'Plik jest zbyt duży. Limit wynosi {{limit}}.',
  },
  entity: {
    not_found: 'Nie znaleziono żądanego elementu.',
    not_exists_with_id: 'Nie istnieje {{name}} o identyfikatorze „{{id}}”.',
    unique_integrity_violation: 'Element o tej samej unikalnej wartości już istnieje.',
    create_failed: 'Nie udało się utworzyć elementu.',
    update_failed: 'Nie udało się zaktualizować elementu.',
    relation_foreign_key_not_found: 'Co najmniej jeden z powiązanych elementów nie istnieje.',
  },
  database: {
    unavailable: 'Baza danych jest w tej chwili niedostępna.',
    migrations_pending:
      'W bazie danych nie zastosowano jeszcze migracji wymaganych przez tę wersję.',
    data_dir_locked: 'Katalog danych jest używany przez inny proces.',
    data_dir_corrupt: 'Katalog danych jest uszkodzony i nie można go otworzyć.',
    data_dir_version_mismatch: 'Katalog danych został utworzony przez niezgodną wersję.',
  },
  tenant: {
    not_found: 'Nie znaleziono dzierżawy „{{tenantId}}”.',
    cloud_only: 'Dostępne tylko w wersji chmurowej.',
    oss_default_only: 'Wersja open source obsługuje tylko domyślną dzierżawę.',
  },
  auth: {
    authorization_header_missing: 'Brak nagłówka Authorization.',
    authorization_token_type_not_supported:
      'Ten typ autoryzacji nie jest obsługiwany. Użyj tokenu Bearer.',
    unauthorized: 'Nie jesteś zalogowany albo Twoja sesja wygasła.',
    forbidden: 'Nie masz uprawnień do wykonania tej czynności.',
    insufficient_permissions: 'Niewystarczające uprawnienia.',
    expected_role_not_found: 'Nie znaleziono oczekiwanej roli. Sprawdź swoje role i uprawnienia.',
    jwt_sub_missing: 'W tokenie brakuje oświadczenia „sub”.',
    invalid_token: 'Token dostępu jest nieprawidłowy.',
    token_expired: 'Token dostępu wygasł.',
    wrong_audience: 'Token dostępu został wydany dla innego odbiorcy.',
    wrong_issuer: 'Token dostępu został wydany przez innego wystawcę.',
    cloud_only: 'Dostępne tylko w wersji chmurowej.',
    require_re_authentication: 'Aby kontynuować, ponownie potwierdź hasło.',
  },
  oidc: {
    invalid_grant: 'Grant jest nieprawidłowy, wygasł lub został odwołany.',
    invalid_scope: 'Żądany zakres jest nieprawidłowy.',
    invalid_target: 'Żądany wskaźnik zasobu jest nieprawidłowy.',
    invalid_client: 'Uwierzytelnienie klienta nie powiodło się.',
    access_denied: 'Odmowa dostępu.',
    interaction_not_found: 'Nie znaleziono sesji logowania. Zacznij logowanie od nowa.',
    provider_error: 'Dostawca OpenID Connect zgłosił błąd wewnętrzny.',
    key_not_found: 'Nie znaleziono klucza podpisu.',
    only_previous_key_can_be_deleted:
      'Można usunąć tylko poprzedni klucz. Wykonaj rotację kluczy, aby ten klucz stał się poprzednim.',
    key_required: 'Należy zachować co najmniej jeden klucz.',
    unsupported_key_type: 'Ten typ klucza nie jest obsługiwany.',
  },
  session: {
    invalid_credentials: 'Nieprawidłowe konto lub hasło.',
    identifier_locked: 'Zbyt wiele nieudanych prób. Spróbuj ponownie za {{minutes}} min.',
    too_many_requests: 'Zbyt wiele prób. Spróbuj ponownie później.',
    attempt_too_soon: 'Zbyt wiele nieudanych prób. Odczekaj {{seconds}} s, zanim spróbujesz ponownie.',
    not_found: 'Nie znaleziono sesji. Zaloguj się ponownie.',
    verification_failed: 'Weryfikacja nie powiodła się. Spróbuj ponownie.',
    first_admin_exists: 'Konto administratora już istnieje.',
    registration_disabled: 'Tworzenie nowych kont jest wyłączone.',
    invalid_interaction: 'Ten krok logowania jest już nieaktualny. Zacznij od nowa.',
    interaction_event_not_found: 'Najpierw rozpocznij logowanie, rejestrację lub resetowanie hasła.',
    interaction_event_change_not_allowed: 'Resetowania hasła nie można zamienić na logowanie ani rejestrację. Zacznij od nowa.',
    sign_in_disabled: 'Logowanie jest wyłączone.',
    verification_record_not_found: 'Nie znaleziono tej weryfikacji. Zweryfikuj ponownie.',
    sign_in_method_not_enabled: 'Ta metoda logowania nie jest włączona.',
    identifier_not_found: 'Najpierw potwierdź swoją tożsamość.',
    missing_profile: 'Brakuje wymaganych danych: {{fields}}.',
  },
  user: {
    username_already_in_use: 'Ta nazwa użytkownika jest już zajęta.',
    email_already_in_use: 'Ten adres e-mail jest już powiązany z innym kontem.',
    phone_already_in_use: 'Ten numer telefonu jest już powiązany z innym kontem.',
    invalid_email: 'Adres e-mail jest nieprawidłowy.',
    invalid_phone: 'Numer telefonu jest nieprawidłowy.',
    invalid_username:
      'Nazwa użytkownika musi zaczynać się od litery lub podkreślnika i może zawierać tylko litery, cyfry i podkreślniki.',
    not_found: 'Nie znaleziono użytkownika.',
    wrong_password: 'Obecne hasło jest nieprawidłowe.',
    same_password: 'Nowe hasło musi różnić się od obecnego.',
    password_required: 'Hasło jest wymagane.',
    email_not_configured:
      'Nie skonfigurowano łącznika poczty e-mail, więc nie można wysyłać wiadomości.',
    suspended: 'To konto zostało zawieszone.',
    invalid_role_type: 'Ról maszyna–maszyna nie można przypisywać użytkownikom.',
    unsupported_password_algorithm:
      'Ten algorytm hasła nie jest obsługiwany. Użyj Argon2i, Argon2id, Argon2d, SHA1, SHA256, MD5 lub Bcrypt.',
    invalid_password_digest: 'Skrót hasła nie ma formatu swojego algorytmu.',
    password_algorithm_required: 'Skrót hasła wymaga podania algorytmu (passwordAlgorithm).',
    password_and_digest_conflict: 'Podaj hasło albo skrót hasła, nie oba naraz.',
    password_mismatch: 'Hasło się nie zgadza.',
    custom_data_too_large: 'Dane niestandardowe mogą zajmować najwyżej {{max}} bajtów w JSON.',
    identity_not_found: 'Użytkownik nie ma tożsamości dla {{target}}.',
    invalid_search_pattern: 'Wzorzec wyszukiwania jest nieprawidłowy.',
  },
  password_rejected: {
    too_short: 'Hasło musi mieć co najmniej {{min}} znaków.',
    too_long: 'Hasło może mieć najwyżej {{max}} znaków.',
    unsupported_characters: 'Hasło zawiera niedozwolone znaki.',
    character_types:
      'Hasło musi łączyć co najmniej {{min}} z tych rodzajów znaków: małe litery, wielkie litery, cyfry i symbole.',
    pwned: 'To hasło pojawiło się w wycieku danych. Wybierz inne.',
    restricted: {
      repetition: 'Hasło zbyt często powtarza ten sam znak.',
      sequence: 'Hasło zawiera łatwą do odgadnięcia sekwencję, np. „123” lub „abc”.',
      words: 'Hasło zawiera niedozwolone słowo: {{words}}.',
      user_info:
        'Hasło nie może zawierać Twoich danych osobowych, takich jak imię lub adres e-mail.',
    },
  },
  application: {
    invalid_type: 'Ta operacja nie jest dostępna dla tego typu aplikacji.',
    not_found: 'Nie znaleziono aplikacji.',
    invalid_redirect_uri: 'Adres URI przekierowania jest nieprawidłowy.',
    invalid_post_logout_redirect_uri: 'Adres URI przekierowania po wylogowaniu jest nieprawidłowy.',
    invalid_cors_origin: 'Źródło CORS jest nieprawidłowe.',
    protected_app_metadata_is_required: 'Aplikacje chronione wymagają swoich metadanych.',
    protected_app_not_allowed_here: 'Aplikacji chronionych nie można tu użyć.',
    secret_name_exists: 'Sekret o nazwie „{{name}}” już istnieje.',
    secret_not_found: 'Nie znaleziono sekretu aplikacji.',
    cannot_modify_admin_console: 'Nie można zmienić aplikacji konsoli administracyjnej.',
    third_party_application_only: 'Ustawienia zgody dotyczą tylko aplikacji innych firm.',
    role_type_mismatch: 'Tej aplikacji można przypisać tylko role typu maszyna–maszyna.',
    m2m_only: 'Dostępne tylko dla aplikacji typu maszyna–maszyna.',
    invalid_third_party_application_type: 'Ten typ aplikacji nie może być aplikacją zewnętrzną.',
    protected_application_only: 'Dostępne tylko dla aplikacji chronionych.',
    protected_app_not_configured:
      'Aplikacje chronione przez subdomenę nie są skonfigurowane na tym serwerze. Podaj zamiast tego pełny host.',
    protected_application_subdomain_exists:
      'Host „{{host}}” jest już używany przez inną aplikację chronioną.',
    invalid_role_type: 'Ról użytkowników nie można przypisać do aplikacji.',
    device_flow_native_only: 'Przepływ urządzenia jest dostępny tylko dla aplikacji natywnych.',
    invalid_token_endpoint_auth_method:
      'Tylko aplikacje z sekretami mogą wybrać sposób uwierzytelniania.',
    private_key_jwt_requires_keys:
      'Uwierzytelnianie za pomocą JWT z kluczem prywatnym wymaga kluczy publicznych aplikacji (URI JWKS lub JWKS).',
    jwks_and_jwks_uri_exclusive: 'Podaj URI JWKS albo JWKS, nie oba naraz.',
  },
  saml_application: {
    use_saml_applications_api: 'Aplikacje SAML tworzy się i konfiguruje przez /api/saml-applications.',
    acs_binding_not_supported: 'Adres URL ACS musi używać powiązania HTTP-POST: odpowiedzi SAML są dostarczane przez formularz.',
    invalid_certificate: 'Certyfikat w {{field}} nie jest prawidłowym certyfikatem X.509 w formacie PEM.',
    certificate_out_of_date: 'Certyfikat w {{field}} wygasł lub nie jest jeszcze ważny.',
    encryption_certificate_required: 'Szyfrowanie asercji wymaga certyfikatu szyfrowania dostawcy usług.',
    cannot_delete_active_secret: 'Nie można usunąć aktywnego certyfikatu podpisu. Najpierw aktywuj inny.',
    no_active_secret: 'Aplikacja SAML nie ma aktywnego certyfikatu podpisu.',
    not_configured: 'Zanim użytkownicy będą mogli się zalogować, aplikacja SAML potrzebuje identyfikatora encji i adresu URL ACS dostawcy usług.',
    invalid_request: 'Nie udało się odczytać żądania SAML.',
    dtd_not_allowed: 'Wiadomości SAML z deklaracją typu dokumentu (DTD) lub encjami są odrzucane.',
    issuer_mismatch: 'Wystawca żądania SAML nie zgadza się z identyfikatorem encji dostawcy usług aplikacji.',
    acs_url_mismatch: 'Adres URL ACS w żądaniu SAML nie zgadza się z zarejestrowanym.',
    signature_required: 'Ta aplikacja wymaga podpisanych żądań SAML.',
    invalid_signature: 'Podpis żądania SAML jest nieprawidłowy.',
    session_not_found: 'Nie znaleziono logowania SAML lub wygasło. Zacznij ponownie w aplikacji.',
    sign_in_failed: 'Logowanie do aplikacji SAML nie zostało ukończone.',
  },
  resource: {
    resource_identifier_in_use: 'Identyfikator API „{{indicator}}” jest już używany.',
    invalid_indicator: 'Identyfikator API musi być bezwzględnym URI bez fragmentu.',
    cannot_modify_management_api: 'Nie można zmienić zasobu API zarządzania.',
    cannot_delete_management_api: 'Nie można usunąć zasobu API zarządzania.',
    not_found: 'Nie znaleziono zasobu API.',
  },
  scope: {
    name_exists: 'Uprawnienie o nazwie „{{name}}” już istnieje.',
    name_with_space: 'Nazwa uprawnienia nie może zawierać spacji.',
    not_found: 'Nie znaleziono uprawnienia.',
  },
  role: {
    name_in_use: 'Rola o nazwie „{{name}}” już istnieje.',
    not_found: 'Nie znaleziono roli.',
    scope_exists: 'Rola ma już to uprawnienie.',
    user_exists: 'Użytkownik ma już tę rolę.',
    application_exists: 'Aplikacja ma już tę rolę.',
    type_mismatch: 'Typ roli się nie zgadza.',
    user_role_for_user_only: 'Role użytkowników można przypisywać tylko użytkownikom.',
    m2m_role_for_m2m_only:
      'Role typu maszyna–maszyna można przypisywać tylko aplikacjom typu maszyna–maszyna.',
    management_api_scopes_not_assignable_to_user_role:
      'Role użytkowników nie mogą dawać dostępu do API zarządzania.',
  },
  log: {
    not_found: 'Nie znaleziono wpisu dziennika.',
    invalid_time_range: 'Zakres czasu jest odwrócony: start_time nie może być późniejszy niż end_time.',
  },
  dashboard: {
    invalid_date_range: 'Zakres dat jest zbyt długi: maksymalnie {{maxDays}} dni.',
  },
  storage: {
    not_configured: 'Magazyn plików nie jest skonfigurowany.',
    upload_error: 'Nie udało się przesłać pliku.',
  },
  cli_bridge: {
    command_failed: 'Polecenie nie powiodło się: {{reason}}',
  },
  swagger: {
    invalid_document: 'Dokument OpenAPI jest nieprawidłowy.',
  },
  sign_in_experiences: {
    empty_sign_in_methods: 'Wymagana jest co najmniej jedna metoda logowania.',
    duplicated_sign_in_identifier: 'Metody logowania zawierają {{identifier}} więcej niż raz.',
    sign_in_method_without_factor:
      'Logowanie za pomocą {{identifier}} wymaga hasła, kodu weryfikacyjnego lub obu.',
    username_verification_code_not_supported:
      'Nazwa użytkownika nie może otrzymać kodu weryfikacyjnego: logowanie nazwą użytkownika wymaga hasła.',
    miss_sign_up_identifier_in_sign_in:
      'Użytkownicy rejestrujący się za pomocą {{identifier}} muszą móc się nim logować. Dodaj go do metod logowania.',
    password_sign_in_must_be_enabled:
      'Rejestracja ustawia hasło, więc logowanie za pomocą {{identifier}} musi akceptować hasło.',
    code_sign_in_must_be_enabled:
      'Rejestracja nie ustawia hasła, więc logowanie za pomocą {{identifier}} musi akceptować kod weryfikacyjny.',
    duplicated_sign_up_identifier: 'Każdy identyfikator rejestracji może wystąpić tylko raz.',
    username_requires_password: 'Rejestracja z nazwą użytkownika wymaga ustawienia hasła.',
    passwordless_requires_verify:
      'Rejestracja adresem e-mail lub numerem telefonu bez hasła wymaga jego weryfikacji.',
    enabled_connector_not_found:
      'To ustawienie wysyła kody weryfikacyjne, ale nie skonfigurowano żadnego konektora {{type}}.',
    duplicated_mfa_factors:
      'Każdy czynnik uwierzytelniania wieloskładnikowego może wystąpić tylko raz.',
    backup_code_cannot_be_enabled_alone:
      'Kody zapasowe nie mogą być jedynym czynnikiem uwierzytelniania wieloskładnikowego.',
    at_least_one_authentication_factor:
      'Obowiązkowe uwierzytelnianie wieloskładnikowe wymaga co najmniej jednego czynnika.',
    unsupported_default_language: '„{{language}}” nie jest obsługiwanym językiem.',
  },
  localization: {
    unsupported_language: '„{{languageTag}}” nie jest obsługiwanym językiem.',
    phrases_not_found: 'Brak niestandardowych fraz dla „{{languageTag}}”.',
    invalid_translation_structure:
      'Te klucze nie są frazami aplikacji logowania lub zawierają tekst tam, gdzie oczekiwana jest grupa, albo grupę tam, gdzie oczekiwany jest tekst: {{keys}}.',
    cannot_delete_default_language:
      'Nie można usunąć niestandardowych fraz dla „{{languageTag}}”, dopóki jest to język zapasowy ekranu logowania.',
  },
  connector: {
    general: 'Konektor nie mógł zrealizować żądania.',
    not_found: 'Nie skonfigurowano konektora {{type}}.',
    not_enabled: 'Konektor {{type}} nie jest włączony.',
    factory_not_found: 'Fabryka konektorów „{{id}}” nie istnieje.',
    more_than_one_email: 'Dzierżawca ma już konektor e-mail. Usuń go przed dodaniem kolejnego.',
    more_than_one_sms: 'Dzierżawca ma już konektor SMS. Usuń go przed dodaniem kolejnego.',
    invalid_type_for_syncing_profile:
      'Tylko konektory społecznościowe mogą synchronizować profile użytkowników.',
    template_missing_code: 'Szablon {{usageType}} musi zawierać {{variable}}.',
    url_in_sender_name: 'Adres URL nie jest dozwolony w nazwie nadawcy.',
    url_in_company_information: 'Adres URL nie jest dozwolony w informacjach o firmie.',
    invalid_metadata: 'Metadane konektora są nieprawidłowe.',
    unexpected_type: 'Ten konektor nie jest oczekiwanego typu.',
    invalid_config_guard: 'Konfiguracja konektora nie pasuje do jego formularza.',
    invalid_request_parameters: 'Żądanie do konektora zawiera nieprawidłowe parametry.',
    insufficient_request_parameters: 'W żądaniu do konektora brakuje parametrów.',
    invalid_config: 'Konfiguracja konektora jest nieprawidłowa.',
    invalid_certificate: 'Certyfikat konektora jest nieprawidłowy.',
    invalid_response: 'Połączona usługa zwróciła nieprawidłową odpowiedź.',
    template_not_found: 'Dla tego konektora nie skonfigurowano szablonu {{usageType}}.',
    template_not_supported: 'Ten konektor nie obsługuje tego rodzaju szablonu.',
    rate_limit_exceeded: 'Połączona usługa ogranicza liczbę żądań. Spróbuj ponownie później.',
    not_implemented: 'Ten konektor nie obsługuje tej czynności.',
    social_auth_code_invalid: 'Kod autoryzacji od dostawcy społecznościowego jest nieprawidłowy.',
    social_invalid_access_token: 'Token dostępu od dostawcy społecznościowego jest nieprawidłowy.',
    social_invalid_id_token: 'Token ID od dostawcy społecznościowego jest nieprawidłowy.',
    authorization_failed: 'Autoryzacja u dostawcy społecznościowego nie powiodła się.',
  },
  organization: {
    require_membership: 'Użytkownik lub aplikacja musi być członkiem organizacji.',
    role_names_not_found: 'Nie ma ról organizacji o nazwach {{names}}.',
    role_type_in_use:
      'Typu roli organizacji nie można zmienić, dopóki mają ją użytkownicy lub aplikacje.',
    invitee_already_member: 'Zaproszona osoba jest już członkiem organizacji.',
    invitation_not_found: 'To zaproszenie nie istnieje lub nie oczekuje już na przyjęcie.',
    invitation_status_not_changeable: 'Status tego zaproszenia nie może się już zmienić.',
    accepted_user_id_required:
      'Przyjęcie zaproszenia wymaga identyfikatora użytkownika, który je przyjmuje.',
    accepted_user_email_mismatch: 'Użytkownik przyjmujący musi mieć zaproszony adres e-mail.',
    expires_at_in_future: 'Data wygaśnięcia zaproszenia musi być w przyszłości.',
  },
  verification_code: {
    not_found: 'Nie znaleziono kodu weryfikacyjnego. Poproś o nowy.',
    identifier_mismatch: 'Ten kod został wysłany na inny adres e-mail lub numer telefonu.',
    consumed: 'Ten kod weryfikacyjny został już użyty. Poproś o nowy.',
    exceed_max_try: 'Zbyt wiele błędnych kodów. Poproś o nowy.',
    expired: 'Kod weryfikacyjny wygasł. Poproś o nowy.',
    code_mismatch: 'Kod weryfikacyjny jest nieprawidłowy.',
  },
};

export default plPL;
