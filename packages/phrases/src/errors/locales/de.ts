import type { Translation } from '../../shared/phrases.js';
import type { ErrorPhrases } from './en.js';

const de: Translation<ErrorPhrases> = {
  request: {
    general: 'Bei der Anfrage ist ein Fehler aufgetreten.',
    invalid_json: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    payload_too_large: 'Der Inhalt der Anfrage ist zu groß.',
    rate_limited: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
    timeout: 'Die Anfrage hat zu lange gedauert.',
    unsupported_media_type:
      'Dieser Endpunkt akzeptiert diesen Typ von Anfrageinhalt nicht. Sende {{types}}.',
  },
  route: {
    not_found: 'Für {{method}} {{path}} gibt es keine Route.',
  },
  guard: {
    invalid_input: 'Die Anfrage enthält ungültige Daten.',
    invalid_pagination: 'Die Parameter für die Seitenaufteilung sind ungültig.',
    invalid_path_params: 'Die Pfadparameter sind ungültig.',
    mime_type_not_allowed: 'Dieser Dateityp wird nicht unterstützt. Erlaubte Typen: {{types}}.',
    file_size_exceeded: 'Die Datei ist zu groß. Die Obergrenze liegt bei {{limit}}.',
  },
  entity: {
    not_found: 'Der angeforderte Eintrag wurde nicht gefunden.',
    not_exists_with_id: 'Es gibt kein(e) {{name}} mit der ID „{{id}}“.',
    unique_integrity_violation: 'Ein Eintrag mit demselben eindeutigen Wert existiert bereits.',
    create_failed: 'Der Eintrag konnte nicht erstellt werden.',
    update_failed: 'Der Eintrag konnte nicht aktualisiert werden.',
    relation_foreign_key_not_found: 'Mindestens ein referenzierter Eintrag existiert nicht.',
  },
  database: {
    unavailable: 'Die Datenbank ist derzeit nicht erreichbar.',
    migrations_pending: 'In der Datenbank fehlen noch Migrationen, die diese Version benötigt.',
    data_dir_locked: 'Das Datenverzeichnis wird von einem anderen Prozess verwendet.',
    data_dir_corrupt: 'Das Datenverzeichnis ist beschädigt und kann nicht geöffnet werden.',
    data_dir_version_mismatch:
      'Das Datenverzeichnis wurde mit einer inkompatiblen Version erstellt.',
  },
  tenant: {
    not_found: 'Der Mandant „{{tenantId}}“ wurde nicht gefunden.',
    cloud_only: 'Dies ist nur in der Cloud-Edition verfügbar.',
    oss_default_only: 'Die Open-Source-Edition bedient nur den Standardmandanten.',
    member_not_found: 'Benutzer „{{userId}}“ ist kein Mitglied dieses Mandanten.',
    last_admin: 'Ein Mandant braucht mindestens einen Admin. Mache zuerst ein anderes Mitglied zum Admin.',
    permission_denied: 'Dafür brauchst du die Berechtigung „{{permission}}“ in diesem Mandanten.',
    invitee_already_member: '{{invitee}} ist bereits Mitglied dieses Mandanten.',
    invitation_already_pending: '{{invitee}} hat bereits eine offene Einladung zu diesem Mandanten.',
    suspended: 'Dieser Mandant ist gesperrt. Anmeldung, Token und Management API sind bis zur Aufhebung der Sperre nicht verfügbar; wende dich an den Support.',
    suspension_not_allowed: 'Der integrierte Mandant "{{tenantId}}" kann nicht gesperrt werden.',
  },
  invitation: {
    invitation_not_found: 'Diese Einladung existiert nicht.',
    invalid_invitation_status: 'Diese Einladung ist nicht mehr offen ({{status}}).',
    email_mismatch: 'Diese Einladung wurde an eine andere E-Mail-Adresse gesendet. Melde dich mit diesem Konto an, um sie anzunehmen.',
  },
  auth: {
    authorization_header_missing: 'Der Authorization-Header fehlt.',
    authorization_token_type_not_supported:
      'Diese Autorisierungsart wird nicht unterstützt. Verwende ein Bearer-Token.',
    unauthorized: 'Du bist nicht angemeldet oder deine Sitzung ist abgelaufen.',
    forbidden: 'Du darfst diese Aktion nicht ausführen.',
    insufficient_permissions: 'Unzureichende Berechtigungen.',
    expected_role_not_found:
      'Die erwartete Rolle wurde nicht gefunden. Prüfe deine Rollen und Berechtigungen.',
    jwt_sub_missing: 'Dem Token fehlt der Claim „sub“.',
    invalid_token: 'Das Zugriffstoken ist ungültig.',
    token_expired: 'Das Zugriffstoken ist abgelaufen.',
    wrong_audience: 'Das Zugriffstoken wurde für eine andere Zielgruppe ausgestellt.',
    wrong_issuer: 'Das Zugriffstoken wurde von einem anderen Aussteller ausgestellt.',
    cloud_only: 'Dies ist nur in der Cloud-Edition verfügbar.',
    require_re_authentication: 'Bestätige dein Passwort erneut, um fortzufahren.',
  },
  oidc: {
    invalid_grant: 'Die Berechtigung ist ungültig, abgelaufen oder wurde widerrufen.',
    invalid_scope: 'Der angeforderte Scope ist ungültig.',
    invalid_target: 'Der angeforderte Ressourcenindikator ist ungültig.',
    invalid_client: 'Die Client-Authentifizierung ist fehlgeschlagen.',
    access_denied: 'Der Zugriff wurde verweigert.',
    interaction_not_found: 'Die Anmeldesitzung wurde nicht gefunden. Beginne die Anmeldung erneut.',
    provider_error: 'Der OpenID-Connect-Anbieter hat einen internen Fehler gemeldet.',
    key_not_found: 'Der Signaturschlüssel wurde nicht gefunden.',
    only_previous_key_can_be_deleted:
      'Nur ein vorheriger Schlüssel kann gelöscht werden. Rotiere die Schlüssel, damit dieser Schlüssel zum vorherigen wird.',
    key_required: 'Mindestens ein Schlüssel muss erhalten bleiben.',
    unsupported_key_type: 'Dieser Schlüsseltyp wird nicht unterstützt.',
  },
  domain: {
    limit_to_one_domain: 'Ein Mandant hat höchstens eine eigene Domain. Löschen Sie sie, um eine andere hinzuzufügen.',
    hostname_already_exists: 'Diese Domain wird bereits von einem anderen Mandanten verwendet.',
    invalid_domain: 'Diese Domain kann keine eigene Domain sein: Sie ist der Host des Dienstes selbst.',
    not_found: 'Die eigene Domain existiert nicht.',
  },
  personal_access_token: {
    name_in_use: 'Für diesen Benutzer gibt es bereits ein persönliches Zugriffstoken mit diesem Namen.',
    not_found: 'Das persönliche Zugriffstoken existiert nicht.',
    expires_at_in_past: 'Der Ablaufzeitpunkt muss in der Zukunft liegen.',
  },
  session: {
    passkey: {
      sign_in_not_enabled: 'Die Anmeldung mit Passkey ist nicht aktiviert.',
      suggest_passkey_enrolment: 'Füge einen Passkey hinzu, um dich künftig schneller anzumelden.',
      enrolment_not_allowed: 'Ein Passkey kann erst nach der Anmeldung mit Passwort und jedem zweiten Faktor des Kontos hinzugefügt werden.',
    },
    invalid_credentials: 'Konto oder Passwort ist falsch.',
    identifier_locked:
      'Zu viele fehlgeschlagene Versuche. Versuche es in {{minutes}} Minuten erneut.',
    too_many_requests: 'Zu viele Versuche. Bitte versuche es später erneut.',
    attempt_too_soon: 'Zu viele fehlgeschlagene Versuche. Warte {{seconds}} s, bevor du es erneut versuchst.',
    not_found: 'Die Sitzung wurde nicht gefunden. Bitte melde dich erneut an.',
    verification_failed: 'Die Überprüfung ist fehlgeschlagen. Bitte versuche es erneut.',
    first_admin_exists: 'Es gibt bereits ein Administratorkonto.',
    registration_disabled: 'Das Erstellen neuer Konten ist deaktiviert.',
    invalid_interaction: 'Dieser Anmeldeschritt ist jetzt nicht gültig. Beginne von vorn.',
    interaction_event_not_found: 'Beginne zuerst mit der Anmeldung, Registrierung oder dem Zurücksetzen des Passworts.',
    interaction_event_change_not_allowed: 'Das Zurücksetzen des Passworts kann nicht in eine Anmeldung oder Registrierung umgewandelt werden. Beginne von vorn.',
    sign_in_disabled: 'Die Anmeldung ist deaktiviert.',
    verification_record_not_found: 'Diese Verifizierung wurde nicht gefunden. Verifiziere dich erneut.',
    sign_in_method_not_enabled: 'Diese Anmeldemethode ist nicht aktiviert.',
    identifier_not_found: 'Bestätige zuerst, wer du bist.',
    missing_profile: 'Einige erforderliche Angaben fehlen: {{fields}}.',
    mfa: {
      require_mfa_verification: 'Bestätige dich mit deinem zweiten Faktor, um fortzufahren.',
      require_mfa_binding: 'Richte einen zweiten Faktor ein, um fortzufahren.',
      mfa_factor_not_enabled: 'Diese Verifizierungsmethode ist nicht aktiviert.',
      invalid_totp_code: 'Der Code ist falsch oder wurde schon verwendet.',
      webauthn_verification_failed: 'Der Sicherheitsschlüssel oder Passkey konnte nicht geprüft werden.',
      invalid_backup_code: 'Der Backup-Code ist falsch oder wurde schon verwendet.',
      backup_code_can_not_be_alone: 'Richte vor Backup-Codes eine andere Verifizierungsmethode ein.',
      mfa_policy_not_user_controlled: 'Hier ist ein zweiter Faktor Pflicht; er kann nicht übersprungen werden.',
      pending_info_not_found: 'Beginne die Einrichtung dieser Verifizierungsmethode erneut.',
      factor_already_in_use: 'Diese Verifizierungsmethode ist bereits eingerichtet.',
      passkey_not_found: 'Dieser Passkey ist hier für kein Konto registriert.',
    },
  },
  account_center: {
    disabled: 'Die Konto-API ist für diesen Mandanten nicht aktiviert.',
    field_not_editable: 'Dieses Feld kann im Kontocenter nicht geändert werden: {{field}}.',
    field_not_readable: 'Dieses Feld ist im Kontocenter nicht verfügbar: {{field}}.',
  },
  verification_record: {
    not_found: 'Der Verifizierungsdatensatz wurde nicht gefunden oder ist abgelaufen.',
    permission_denied: 'Bestätige zuerst deine Identität: Der Verifizierungsdatensatz fehlt, ist abgelaufen oder gehört dir nicht.',
    new_identifier_not_verified: 'Die neue E-Mail-Adresse, Telefonnummer oder der neue Passkey wurde nicht verifiziert.',
  },
  user: {
    sso_identity_not_found: 'Der Benutzer hat keine Identität vom SSO-Connector „{{ssoConnectorId}}“.',
    username_already_in_use: 'Dieser Benutzername ist bereits vergeben.',
    email_already_in_use: 'Diese E-Mail-Adresse ist bereits mit einem anderen Konto verknüpft.',
    phone_already_in_use: 'Diese Telefonnummer ist bereits mit einem anderen Konto verknüpft.',
    invalid_email: 'Die E-Mail-Adresse ist ungültig.',
    invalid_phone: 'Die Telefonnummer ist ungültig.',
    invalid_username:
      'Ein Benutzername muss mit einem Buchstaben oder Unterstrich beginnen und darf nur Buchstaben, Ziffern und Unterstriche enthalten.',
    not_found: 'Der Benutzer wurde nicht gefunden.',
    wrong_password: 'Das aktuelle Passwort ist falsch.',
    same_password: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    password_required: 'Ein Passwort ist erforderlich.',
    email_not_configured:
      'Es ist kein E-Mail-Connector eingerichtet, daher können keine E-Mails versendet werden.',
    suspended: 'Dieses Konto wurde gesperrt.',
    invalid_role_type: 'Maschine-zu-Maschine-Rollen können Benutzern nicht zugewiesen werden.',
    unsupported_password_algorithm:
      'Der Passwortalgorithmus wird nicht unterstützt. Verwende Argon2i, Argon2id, Argon2d, SHA1, SHA256, MD5 oder Bcrypt.',
    invalid_password_digest: 'Der Passwort-Hash hat nicht das Format seines Algorithmus.',
    password_algorithm_required: 'Ein Passwort-Hash braucht seinen Algorithmus (passwordAlgorithm).',
    password_and_digest_conflict: 'Gib entweder ein Passwort oder einen Passwort-Hash an, nicht beides.',
    password_mismatch: 'Das Passwort stimmt nicht überein.',
    custom_data_too_large: 'Benutzerdefinierte Daten dürfen als JSON höchstens {{max}} Bytes groß sein.',
    identity_not_found: 'Der Benutzer hat keine Identität für {{target}}.',
    token_set_not_found: 'Für diese Identität sind keine Token des Anbieters gespeichert.',
    identity_not_match: 'Der Nachweis gilt einem anderen Konto als dem für {{target}} verknüpften.',
    invalid_search_pattern: 'Das Suchmuster ist ungültig.',
    identity_already_in_use: 'Dieses soziale Konto ist bereits mit einem anderen Benutzer verknüpft.',
    social_account_exists_in_profile: 'Dein Konto hat bereits eine Identität für {{target}}. Ersetze sie stattdessen.',
    identity_not_exist: 'Mit diesem sozialen Konto ist noch kein Konto verknüpft.',
    identity_email_in_use: 'Ein Konto mit der E-Mail-Adresse {{email}} existiert bereits. Melde dich dort an, um dieses soziale Konto zu verknüpfen, oder erstelle ein neues Konto.',
  },
  password_rejected: {
    too_short: 'Das Passwort muss mindestens {{min}} Zeichen lang sein.',
    too_long: 'Das Passwort darf höchstens {{max}} Zeichen lang sein.',
    unsupported_characters: 'Das Passwort enthält unzulässige Zeichen.',
    character_types:
      'Das Passwort muss mindestens {{min}} dieser Zeichenarten mischen: Kleinbuchstaben, Großbuchstaben, Ziffern und Sonderzeichen.',
    pwned: 'Dieses Passwort ist in einem Datenleck aufgetaucht. Wähle ein anderes.',
    restricted: {
      repetition: 'Das Passwort wiederholt dasselbe Zeichen zu oft.',
      sequence: 'Das Passwort enthält eine leicht zu erratende Folge wie „123“ oder „abc“.',
      words: 'Das Passwort enthält ein nicht erlaubtes Wort: {{words}}.',
      user_info:
        'Das Passwort darf keine persönlichen Angaben wie deinen Namen oder deine E-Mail-Adresse enthalten.',
    },
  },
  application: {
    invalid_type: 'Dieser Vorgang ist für diesen Anwendungstyp nicht verfügbar.',
    not_found: 'Die Anwendung wurde nicht gefunden.',
    invalid_redirect_uri: 'Die Weiterleitungs-URI ist ungültig.',
    invalid_post_logout_redirect_uri: 'Die Weiterleitungs-URI nach der Abmeldung ist ungültig.',
    invalid_cors_origin: 'Der CORS-Ursprung ist ungültig.',
    protected_app_metadata_is_required: 'Geschützte Anwendungen benötigen ihre Metadaten.',
    protected_app_not_allowed_here: 'Geschützte Anwendungen können hier nicht verwendet werden.',
    secret_name_exists: 'Ein Geheimnis mit dem Namen „{{name}}“ existiert bereits.',
    secret_not_found: 'Das Anwendungsgeheimnis wurde nicht gefunden.',
    cannot_modify_admin_console: 'Die Anwendung der Admin-Konsole kann nicht geändert werden.',
    third_party_application_only:
      'Einwilligungseinstellungen gelten nur für Drittanbieter-Anwendungen.',
    role_type_mismatch:
      'Dieser Anwendung können nur Maschine-zu-Maschine-Rollen zugewiesen werden.',
    m2m_only: 'Dies ist nur für Maschine-zu-Maschine-Anwendungen verfügbar.',
    invalid_third_party_application_type:
      'Dieser Anwendungstyp kann keine Drittanbieter-Anwendung sein.',
    protected_application_only: 'Dies ist nur für geschützte Anwendungen verfügbar.',
    protected_app_not_configured:
      'Geschützte Anwendungen per Subdomain sind auf diesem Server nicht eingerichtet. Geben Sie stattdessen den vollständigen Host an.',
    protected_application_subdomain_exists:
      'Der Host „{{host}}“ wird bereits von einer anderen geschützten Anwendung verwendet.',
    invalid_role_type: 'Benutzerrollen können keiner Anwendung zugewiesen werden.',
    device_flow_native_only: 'Der Geräte-Flow ist nur für native Anwendungen verfügbar.',
    invalid_token_endpoint_auth_method:
      'Nur Anwendungen mit Geheimnissen können ihre Authentifizierungsmethode wählen.',
    private_key_jwt_requires_keys:
      'Die Authentifizierung mit einem Private-Key-JWT benötigt die öffentlichen Schlüssel der Anwendung (eine JWKS-URI oder ein JWKS).',
    jwks_and_jwks_uri_exclusive: 'Geben Sie entweder eine JWKS-URI oder ein JWKS an, nicht beides.',
  },
  saml_application: {
    use_saml_applications_api: 'SAML-Anwendungen werden über /api/saml-applications erstellt und konfiguriert.',
    acs_binding_not_supported: 'Die ACS-URL muss das HTTP-POST-Binding verwenden: SAML-Antworten werden per Formular gesendet.',
    invalid_certificate: 'Das Zertifikat in {{field}} ist kein gültiges PEM-X.509-Zertifikat.',
    certificate_out_of_date: 'Das Zertifikat in {{field}} ist abgelaufen oder noch nicht gültig.',
    encryption_certificate_required: 'Zum Verschlüsseln von Assertions wird das Verschlüsselungszertifikat des Service Providers benötigt.',
    cannot_delete_active_secret: 'Das aktive Signaturzertifikat kann nicht gelöscht werden. Aktiviere zuerst ein anderes.',
    no_active_secret: 'Die SAML-Anwendung hat kein aktives Signaturzertifikat.',
    not_configured: 'Die SAML-Anwendung benötigt die Entity-ID und die ACS-URL des Service Providers, bevor sich Benutzer anmelden können.',
    invalid_request: 'Die SAML-Anfrage konnte nicht gelesen werden.',
    dtd_not_allowed: 'SAML-Nachrichten mit einer Dokumenttypdeklaration (DTD) oder Entitäten werden abgelehnt.',
    issuer_mismatch: 'Der Aussteller der SAML-Anfrage stimmt nicht mit der Entity-ID des Service Providers der Anwendung überein.',
    acs_url_mismatch: 'Die ACS-URL der SAML-Anfrage stimmt nicht mit der registrierten überein.',
    signature_required: 'Diese Anwendung verlangt signierte SAML-Anfragen.',
    invalid_signature: 'Die Signatur der SAML-Anfrage ist ungültig.',
    session_not_found: 'Die SAML-Anmeldung wurde nicht gefunden oder ist abgelaufen. Starte erneut in der Anwendung.',
    sign_in_failed: 'Die Anmeldung für die SAML-Anwendung wurde nicht abgeschlossen.',
  },
  resource: {
    resource_identifier_in_use: 'Die API-Kennung „{{indicator}}“ wird bereits verwendet.',
    invalid_indicator: 'Die API-Kennung muss eine absolute URI ohne Fragment sein.',
    cannot_modify_management_api: 'Die Ressource der Management-API kann nicht geändert werden.',
    cannot_delete_management_api: 'Die Ressource der Management-API kann nicht gelöscht werden.',
    not_found: 'Die API-Ressource wurde nicht gefunden.',
  },
  scope: {
    name_exists: 'Eine Berechtigung mit dem Namen „{{name}}“ existiert bereits.',
    name_with_space: 'Der Name einer Berechtigung darf keine Leerzeichen enthalten.',
    not_found: 'Die Berechtigung wurde nicht gefunden.',
  },
  role: {
    name_in_use: 'Eine Rolle mit dem Namen „{{name}}“ existiert bereits.',
    not_found: 'Die Rolle wurde nicht gefunden.',
    scope_exists: 'Die Rolle hat diese Berechtigung bereits.',
    user_exists: 'Der Benutzer hat diese Rolle bereits.',
    application_exists: 'Die Anwendung hat diese Rolle bereits.',
    type_mismatch: 'Der Rollentyp passt nicht.',
    user_role_for_user_only: 'Benutzerrollen können nur Benutzern zugewiesen werden.',
    m2m_role_for_m2m_only:
      'Maschine-zu-Maschine-Rollen können nur Maschine-zu-Maschine-Anwendungen zugewiesen werden.',
    management_api_scopes_not_assignable_to_user_role:
      'Benutzerrollen können keinen Zugriff auf die Management-API gewähren.',
  },
  log: {
    not_found: 'Der Protokolleintrag wurde nicht gefunden.',
    invalid_time_range: 'Der Zeitraum ist vertauscht: start_time darf nicht nach end_time liegen.',
  },
  hook: {
    send_test_payload_failed: 'Der Empfänger hat die Testnutzlast nicht angenommen.',
  },
  dashboard: {
    invalid_date_range: 'Der Zeitraum ist zu lang: höchstens {{maxDays}} Tage.',
  },
  storage: {
    not_configured: 'Der Dateispeicher ist nicht eingerichtet.',
    upload_error: 'Die Datei konnte nicht hochgeladen werden.',
  },
  cli_bridge: {
    command_failed: 'Der Befehl ist fehlgeschlagen: {{reason}}',
  },
  swagger: {
    invalid_document: 'Das OpenAPI-Dokument ist ungültig.',
  },
  sign_in_experiences: {
    empty_sign_in_methods: 'Mindestens eine Anmeldemethode ist erforderlich.',
    duplicated_sign_in_identifier: 'Die Anmeldemethoden enthalten {{identifier}} mehr als einmal.',
    sign_in_method_without_factor:
      'Die Anmeldung mit {{identifier}} braucht ein Passwort, einen Bestätigungscode oder beides.',
    username_verification_code_not_supported:
      'Ein Benutzername kann keinen Bestätigungscode empfangen: Die Anmeldung mit Benutzernamen braucht ein Passwort.',
    miss_sign_up_identifier_in_sign_in:
      'Wer sich mit {{identifier}} registriert, muss sich damit auch anmelden können. Füge es zu den Anmeldemethoden hinzu.',
    password_sign_in_must_be_enabled:
      'Bei der Registrierung wird ein Passwort festgelegt, daher muss die Anmeldung mit {{identifier}} ein Passwort akzeptieren.',
    code_sign_in_must_be_enabled:
      'Bei der Registrierung wird kein Passwort festgelegt, daher muss die Anmeldung mit {{identifier}} einen Bestätigungscode akzeptieren.',
    duplicated_sign_up_identifier: 'Jede Registrierungskennung darf nur einmal aufgeführt werden.',
    username_requires_password:
      'Die Registrierung mit Benutzernamen erfordert das Festlegen eines Passworts.',
    passwordless_requires_verify:
      'Die Registrierung mit E-Mail-Adresse oder Telefonnummer ohne Passwort erfordert deren Bestätigung.',
    enabled_connector_not_found:
      'Diese Einstellung versendet Bestätigungscodes, aber es ist kein {{type}}-Connector eingerichtet.',
    duplicated_mfa_factors:
      'Jeder Faktor der Multi-Faktor-Authentifizierung darf nur einmal aufgeführt werden.',
    backup_code_cannot_be_enabled_alone:
      'Backup-Codes können nicht der einzige Faktor der Multi-Faktor-Authentifizierung sein.',
    at_least_one_authentication_factor:
      'Verpflichtende Multi-Faktor-Authentifizierung braucht mindestens einen Faktor.',
    unsupported_default_language: '„{{language}}“ ist keine unterstützte Sprache.',
  },
  jwt_customizer: {
    access_denied: 'Das Skript für benutzerdefinierte Token-Claims hat den Zugriff verweigert: {{message}}',
    general: 'Das Skript für benutzerdefinierte Token-Claims ist fehlgeschlagen: {{message}}',
  },
  localization: {
    unsupported_language: '„{{languageTag}}“ ist keine unterstützte Sprache.',
    phrases_not_found: 'Für „{{languageTag}}“ gibt es keine benutzerdefinierten Texte.',
    invalid_translation_structure:
      'Diese Schlüssel sind keine Texte der Anmelde-App oder enthalten einen Text, wo eine Gruppe erwartet wird, bzw. eine Gruppe, wo ein Text erwartet wird: {{keys}}.',
    cannot_delete_default_language:
      'Die benutzerdefinierten Texte für „{{languageTag}}“ können nicht gelöscht werden, solange es die Ausweichsprache des Anmeldeerlebnisses ist.',
  },
  connector: {
    general: 'Der Connector konnte die Anfrage nicht ausführen.',
    not_found: 'Es ist kein {{type}}-Connector eingerichtet.',
    not_enabled: 'Der {{type}}-Connector ist nicht aktiviert.',
    factory_not_found: 'Es gibt keine Connector-Vorlage „{{id}}“.',
    more_than_one_email:
      'Der Mandant hat bereits einen E-Mail-Connector. Lösche ihn, bevor du einen weiteren hinzufügst.',
    more_than_one_sms:
      'Der Mandant hat bereits einen SMS-Connector. Lösche ihn, bevor du einen weiteren hinzufügst.',
    invalid_type_for_syncing_profile:
      'Nur soziale Connectoren können Benutzerprofile synchronisieren.',
    template_missing_code: 'Die Vorlage {{usageType}} muss {{variable}} enthalten.',
    template_missing_link: 'Die Vorlage {{usageType}} muss {{variable}} enthalten, den Link, den die eingeladene Person öffnet.',
    url_in_sender_name: 'Eine URL ist im Absendernamen nicht erlaubt.',
    url_in_company_information: 'Eine URL ist in den Unternehmensinformationen nicht erlaubt.',
    invalid_metadata: 'Die Metadaten des Connectors sind ungültig.',
    unexpected_type: 'Dieser Connector hat nicht den erwarteten Typ.',
    invalid_config_guard: 'Die Konfiguration des Connectors passt nicht zu seinem Formular.',
    invalid_request_parameters: 'Die Anfrage an den Connector enthält ungültige Parameter.',
    insufficient_request_parameters: 'In der Anfrage an den Connector fehlen Parameter.',
    invalid_config: 'Die Konfiguration des Connectors ist ungültig.',
    invalid_certificate: 'Das Zertifikat des Connectors ist ungültig.',
    invalid_response: 'Der verbundene Dienst hat eine ungültige Antwort gegeben.',
    template_not_found: 'Für diesen Connector ist keine Vorlage {{usageType}} eingerichtet.',
    template_not_supported: 'Dieser Connector unterstützt diese Art von Vorlage nicht.',
    rate_limit_exceeded:
      'Der verbundene Dienst begrenzt die Anfragen. Bitte versuche es später erneut.',
    not_implemented: 'Dieser Connector unterstützt diese Aktion nicht.',
    social_auth_code_invalid: 'Der Autorisierungscode des sozialen Anbieters ist ungültig.',
    social_invalid_access_token: 'Das Zugriffstoken des sozialen Anbieters ist ungültig.',
    social_invalid_id_token: 'Das ID-Token des sozialen Anbieters ist ungültig.',
    authorization_failed: 'Die Autorisierung beim sozialen Anbieter ist fehlgeschlagen.',
    multiple_target_with_same_platform: 'Ein sozialer Connector mit dem Ziel {{target}} existiert auf dieser Plattform bereits.',
  },
  organization: {
    require_membership: 'Der Benutzer oder die Anwendung muss Mitglied der Organisation sein.',
    role_names_not_found: 'Es gibt keine Organisationsrollen mit den Namen {{names}}.',
    role_type_in_use:
      'Der Typ einer Organisationsrolle kann nicht geändert werden, solange Benutzer oder Anwendungen sie innehaben.',
    invitee_already_member: 'Die eingeladene Person ist bereits Mitglied der Organisation.',
    invitation_not_found: 'Diese Einladung existiert nicht oder ist nicht mehr offen.',
    invitation_link_required: 'Geben Sie einen Link zum Senden an: Diese Einladung wurde ohne Link verschickt.',
    invitation_status_not_changeable:
      'Der Status dieser Einladung kann nicht mehr geändert werden.',
    accepted_user_id_required:
      'Zum Annehmen einer Einladung wird die ID des annehmenden Benutzers benötigt.',
    accepted_user_email_mismatch:
      'Der annehmende Benutzer muss die eingeladene E-Mail-Adresse haben.',
    expires_at_in_future: 'Das Ablaufdatum einer Einladung muss in der Zukunft liegen.',
  },
  single_sign_on: {
    idp_initiated_auth_config_not_found: 'Der SSO-Connector „{{id}}“ hat keine Einstellungen für die vom IdP initiierte Anmeldung.',
    idp_initiated_authentication_not_supported: 'Die vom IdP initiierte Anmeldung kann nur für SAML-Connectoren eingerichtet werden.',
    idp_initiated_authentication_invalid_application: 'Die Anwendung „{{applicationId}}“ kann nicht die Standardanwendung sein: Sie muss eine eigene klassische Web- oder Single-Page-Anwendung dieses Mandanten sein.',
    idp_initiated_authentication_redirect_uri_not_registered: 'Die Weiterleitungs-URI „{{redirectUri}}“ ist für die Standardanwendung nicht registriert.',
    forbidden_domains: 'Öffentliche E-Mail-Domains können nicht für Single Sign-On verwendet werden: {{domains}}.',
    duplicated_domains: 'Diese Domains sind mehrfach aufgeführt: {{domains}}.',
    invalid_domain_format: 'Dies sind keine gültigen E-Mail-Domains: {{domains}}.',
    duplicate_connector_name: 'Ein anderer SSO-Connector heißt bereits „{{name}}“.',
    connector_not_found: 'Der SSO-Connector „{{id}}“ existiert nicht.',
    not_enabled: 'Single Sign-On ist für diese Anmeldeoberfläche nicht aktiviert.',
    state_mismatch: 'Die Antwort des Identitätsanbieters gehört nicht zu dieser Anmeldung. Bitte beginnen Sie erneut.',
    assertion_not_found: 'Für diese Anmeldung ist noch keine Antwort des Identitätsanbieters eingegangen.',
    missing_email: 'Der Identitätsanbieter hat keine E-Mail-Adresse zurückgegeben.',
    saml_dtd_refused: 'XML mit einer Dokumenttypdeklaration oder Entitäten wird abgelehnt.',
    saml_signature_invalid: 'Die SAML-Antwort ist nicht vom Identitätsanbieter signiert, oder ihre Signatur ist ungültig.',
    saml_audience_mismatch: 'Die SAML-Assertion ist für einen anderen Dienstanbieter bestimmt.',
    saml_assertion_expired: 'Die SAML-Assertion ist abgelaufen oder noch nicht gültig.',
    saml_assertion_replayed: 'Diese SAML-Assertion wurde bereits verwendet.',
    saml_request_mismatch: 'Die SAML-Antwort beantwortet nicht die Anfrage dieser Anmeldung.',
    saml_response_invalid: 'Die SAML-Antwort ist ungültig.',
  },
  verification_code: {
    not_found: 'Der Bestätigungscode wurde nicht gefunden. Fordere einen neuen an.',
    identifier_mismatch: 'Dieser Code wurde an eine andere E-Mail-Adresse oder Telefonnummer gesendet.',
    consumed: 'Dieser Bestätigungscode wurde bereits verwendet. Fordere einen neuen an.',
    exceed_max_try: 'Zu viele falsche Codes. Fordere einen neuen an.',
    expired: 'Der Bestätigungscode ist abgelaufen. Fordere einen neuen an.',
    code_mismatch: 'Der Bestätigungscode ist falsch.',
  },
  subscription: {
    quota_exceeded: 'Kontingentgrenze überschritten. {{exceededQuota}}',
    plan_not_sold: 'Der Tarif "{{skuId}}" kann nicht gekauft werden.',
    not_paid: 'Der Mandant "{{tenantId}}" hat kein bezahltes Abonnement.',
    provider_unavailable: 'Der Zahlungsanbieter ist nicht erreichbar. Versuche es später erneut.',
    invalid_webhook_signature: 'Die Webhook-Signatur ist ungültig.',
  },
  account_deletion: {
    blocked: 'Dein Konto kann noch nicht gelöscht werden. Kläre zuerst die kostenpflichtigen Tarife, Abonnements und offenen Rechnungen der Mandanten, die du verwaltest.',
  },
};

export default de;
