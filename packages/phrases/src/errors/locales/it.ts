import type { Translation } from '../../shared/phrases.js';
import type { ErrorPhrases } from './en.js';

const italian: Translation<ErrorPhrases> = {
  request: {
    general: 'Si è verificato un errore con la richiesta.',
    invalid_json: 'Il corpo della richiesta non è un JSON valido.',
    payload_too_large: 'Il corpo della richiesta è troppo grande.',
    rate_limited: 'Troppe richieste. Attendi un momento e riprova.',
    timeout: 'Tempo scaduto per la richiesta.',
    unsupported_media_type:
      'Questo endpoint non accetta questo tipo di corpo della richiesta. Invia {{types}}.',
  },
  route: {
    not_found: 'Nessuna route corrisponde a {{method}} {{path}}.',
  },
  guard: {
    invalid_input: 'La richiesta contiene dati non validi.',
    invalid_pagination: 'I parametri di paginazione non sono validi.',
    invalid_path_params: 'I parametri del percorso non sono validi.',
    mime_type_not_allowed: 'Questo tipo di file non è supportato. Tipi consentiti: {{types}}.',
    file_size_exceeded: 'Il file è troppo grande. Il limite è {{limit}}.',
  },
  entity: {
    not_found: 'L’elemento richiesto non è stato trovato.',
    not_exists_with_id: 'Non esiste alcun {{name}} con ID «{{id}}».',
    unique_integrity_violation: 'Esiste già un elemento con lo stesso valore univoco.',
    create_failed: 'Impossibile creare l’elemento.',
    update_failed: 'Impossibile aggiornare l’elemento.',
    relation_foreign_key_not_found: 'Uno o più elementi a cui si fa riferimento non esistono.',
  },
  database: {
    unavailable: 'Il database non è disponibile al momento.',
    migrations_pending:
      'Il database non ha ancora applicato migrazioni necessarie a questa versione.',
    data_dir_locked: 'La cartella dei dati è in uso da parte di un altro processo.',
    data_dir_corrupt: 'La cartella dei dati è danneggiata e non può essere aperta.',
    data_dir_version_mismatch:
      'La cartella dei dati è stata creata da una versione non compatibile.',
  },
  tenant: {
    not_found: 'Il tenant «{{tenantId}}» non è stato trovato.',
    cloud_only: 'Disponibile solo nell’edizione cloud.',
    oss_default_only: 'L’edizione open source serve solo il tenant predefinito.',
    member_not_found: 'L’utente "{{userId}}" non è membro di questo tenant.',
    last_admin: 'Un tenant ha bisogno di almeno un amministratore. Rendi prima amministratore un altro membro.',
    permission_denied: 'Per farlo ti serve il permesso "{{permission}}" in questo tenant.',
    invitee_already_member: '{{invitee}} è già membro di questo tenant.',
    invitation_already_pending: '{{invitee}} ha già un invito in sospeso per questo tenant.',
    suspended: 'Questo tenant è sospeso. Accesso, token e Management API non sono disponibili finché la sospensione non viene revocata; contatta l’assistenza.',
    suspension_not_allowed: 'Il tenant integrato "{{tenantId}}" non può essere sospeso.',
  },
  invitation: {
    invitation_not_found: 'Questo invito non esiste.',
    invalid_invitation_status: 'Questo invito non è più in sospeso ({{status}}).',
    email_mismatch: 'Questo invito è stato inviato a un altro indirizzo email. Accedi con quell’account per accettarlo.',
  },
  auth: {
    authorization_header_missing: 'Manca l’intestazione Authorization.',
    authorization_token_type_not_supported:
      'Questo tipo di autorizzazione non è supportato. Usa un token Bearer.',
    unauthorized: 'Non hai effettuato l’accesso oppure la sessione è terminata.',
    forbidden: 'Non hai il permesso di eseguire questa operazione.',
    insufficient_permissions: 'Permessi insufficienti.',
    expected_role_not_found:
      'Il ruolo previsto non è stato trovato. Controlla i tuoi ruoli e permessi.',
    jwt_sub_missing: 'Nel token manca il claim «sub».',
    invalid_token: 'Il token di accesso non è valido.',
    token_expired: 'Il token di accesso è scaduto.',
    wrong_audience: 'Il token di accesso è stato emesso per un altro destinatario.',
    wrong_issuer: 'Il token di accesso è stato emesso da un altro emittente.',
    cloud_only: 'Disponibile solo nell’edizione cloud.',
    require_re_authentication: 'Verifica di nuovo la password per continuare.',
  },
  oidc: {
    invalid_grant: 'La concessione non è valida, è scaduta o è stata revocata.',
    invalid_scope: 'L’ambito richiesto non è valido.',
    invalid_target: 'L’indicatore di risorsa richiesto non è valido.',
    invalid_client: 'Autenticazione del client non riuscita.',
    access_denied: 'Accesso negato.',
    interaction_not_found: 'Sessione di accesso non trovata. Ricomincia l’accesso.',
    provider_error: 'Il provider OpenID Connect ha segnalato un errore interno.',
    key_not_found: 'La chiave di firma non è stata trovata.',
    only_previous_key_can_be_deleted:
      'Solo una chiave precedente può essere eliminata. Esegui la rotazione delle chiavi perché questa diventi quella precedente.',
    key_required: 'Deve essere mantenuta almeno una chiave.',
    unsupported_key_type: 'Questo tipo di chiave non è supportato.',
  },
  domain: {
    limit_to_one_domain: 'Un tenant ha al massimo un dominio personalizzato. Eliminalo per aggiungerne un altro.',
    hostname_already_exists: 'Questo dominio è già usato da un altro tenant.',
    invalid_domain: 'Questo dominio non può essere un dominio personalizzato: è l’host del servizio stesso.',
    not_found: 'Il dominio personalizzato non esiste.',
  },
  personal_access_token: {
    name_in_use: 'Esiste già un token di accesso personale con questo nome per questo utente.',
    not_found: 'Il token di accesso personale non esiste.',
    expires_at_in_past: 'La data di scadenza deve essere nel futuro.',
  },
  session: {
    passkey: {
      sign_in_not_enabled: 'L\'accesso con passkey non è abilitato.',
      suggest_passkey_enrolment: 'Aggiungi una passkey per accedere più rapidamente la prossima volta.',
      enrolment_not_allowed: 'Una passkey può essere aggiunta solo dopo l\'accesso con password e con ogni secondo fattore dell\'account.',
    },
    invalid_credentials: 'Account o password non corretti.',
    identifier_locked: 'Troppi tentativi non riusciti. Riprova tra {{minutes}} minuti.',
    too_many_requests: 'Troppi tentativi. Riprova più tardi.',
    attempt_too_soon: 'Troppi tentativi non riusciti. Attendi {{seconds}} s prima di riprovare.',
    not_found: 'Sessione non trovata. Accedi di nuovo.',
    verification_failed: 'Verifica non riuscita. Riprova.',
    first_admin_exists: 'Esiste già un account amministratore.',
    registration_disabled: 'La creazione di nuovi account è disattivata.',
    invalid_interaction: 'Questo passaggio di accesso non è più valido. Ricomincia.',
    interaction_event_not_found: 'Inizia prima l’accesso, la registrazione o il ripristino della password.',
    interaction_event_change_not_allowed: 'Un ripristino della password non può diventare un accesso o una registrazione. Ricomincia.',
    sign_in_disabled: 'L’accesso è disattivato.',
    verification_record_not_found: 'Questa verifica non è stata trovata. Verifica di nuovo.',
    sign_in_method_not_enabled: 'Questo metodo di accesso non è attivo.',
    identifier_not_found: 'Conferma prima la tua identità.',
    missing_profile: 'Mancano alcuni dati obbligatori: {{fields}}.',
    mfa: {
      require_mfa_verification: 'Verifica con il tuo secondo fattore per continuare.',
      require_mfa_binding: 'Configura un secondo fattore per continuare.',
      mfa_factor_not_enabled: 'Questo metodo di verifica non è attivo.',
      invalid_totp_code: 'Il codice è errato o è già stato usato.',
      webauthn_verification_failed: 'Non è stato possibile verificare la chiave di sicurezza o la passkey.',
      invalid_backup_code: 'Il codice di backup è errato o è già stato usato.',
      backup_code_can_not_be_alone: 'Configura un altro metodo di verifica prima dei codici di backup.',
      mfa_policy_not_user_controlled: 'Qui è obbligatorio un secondo fattore; non si può saltare.',
      pending_info_not_found: 'Ricomincia la configurazione di questo metodo di verifica.',
      factor_already_in_use: 'Questo metodo di verifica è già configurato.',
      passkey_not_found: 'Questa passkey non è registrata per nessun account qui.',
    },
  },
  account_center: {
    disabled: 'L\'API dell\'account non è abilitata per questo tenant.',
    field_not_editable: 'Questo campo non può essere modificato nel centro account: {{field}}.',
    field_not_readable: 'Questo campo non è disponibile nel centro account: {{field}}.',
  },
  verification_record: {
    not_found: 'Il record di verifica non è stato trovato o è scaduto.',
    permission_denied: 'Verifica prima la tua identità: il record di verifica manca, è scaduto o non è tuo.',
    new_identifier_not_verified: 'Il nuovo indirizzo email, numero di telefono o passkey non è stato verificato.',
  },
  user: {
    sso_identity_not_found: 'L\'utente non ha alcuna identità dal connettore SSO "{{ssoConnectorId}}".',
    username_already_in_use: 'Questo nome utente è già in uso.',
    email_already_in_use: 'Questo indirizzo email è già collegato a un altro account.',
    phone_already_in_use: 'Questo numero di telefono è già collegato a un altro account.',
    invalid_email: 'L’indirizzo email non è valido.',
    invalid_phone: 'Il numero di telefono non è valido.',
    invalid_username:
      'Il nome utente deve iniziare con una lettera o un trattino basso e contenere solo lettere, cifre e trattini bassi.',
    not_found: 'Utente non trovato.',
    wrong_password: 'La password attuale non è corretta.',
    same_password: 'La nuova password deve essere diversa da quella attuale.',
    password_required: 'La password è obbligatoria.',
    email_not_configured:
      'Non è configurato alcun connettore email, quindi non è possibile inviare email.',
    suspended: 'Questo account è stato sospeso.',
    invalid_role_type: 'I ruoli machine-to-machine non possono essere assegnati agli utenti.',
    unsupported_password_algorithm:
      'L’algoritmo della password non è supportato. Usa Argon2i, Argon2id, Argon2d, SHA1, SHA256, MD5 o Bcrypt.',
    invalid_password_digest: 'L’hash della password non ha il formato del suo algoritmo.',
    password_algorithm_required: 'Un hash della password richiede il suo algoritmo (passwordAlgorithm).',
    password_and_digest_conflict: 'Indica una password oppure un hash della password, non entrambi.',
    password_mismatch: 'La password non corrisponde.',
    custom_data_too_large: 'I dati personalizzati possono occupare al massimo {{max}} byte in JSON.',
    identity_not_found: 'L’utente non ha alcuna identità per {{target}}.',
    token_set_not_found: 'Non ci sono token del provider salvati per questa identità.',
    identity_not_match: 'Il record di verifica dimostra un account diverso da quello collegato per {{target}}.',
    invalid_search_pattern: 'Il modello di ricerca non è valido.',
    identity_already_in_use: 'Questo account social è già collegato a un altro utente.',
    social_account_exists_in_profile: 'Il tuo account ha già un\'identità per {{target}}. Sostituiscila invece.',
    identity_not_exist: 'Nessun account è ancora collegato a questo account social.',
    identity_email_in_use: 'Esiste già un account con l’email {{email}}. Accedi a quell’account per collegare questo account social, oppure crea un nuovo account.',
  },
  password_rejected: {
    too_short: 'La password deve contenere almeno {{min}} caratteri.',
    too_long: 'La password deve contenere al massimo {{max}} caratteri.',
    unsupported_characters: 'La password contiene caratteri non consentiti.',
    character_types:
      'La password deve combinare almeno {{min}} tra: lettere minuscole, lettere maiuscole, cifre e simboli.',
    pwned: 'Questa password è comparsa in una violazione di dati. Scegline un’altra.',
    restricted: {
      repetition: 'La password ripete lo stesso carattere troppe volte.',
      sequence: 'La password contiene una sequenza facile da indovinare, come «123» o «abc».',
      words: 'La password contiene una parola non consentita: {{words}}.',
      user_info: 'La password non deve contenere i tuoi dati personali, come il nome o l’email.',
    },
  },
  application: {
    invalid_type: 'Questa operazione non è disponibile per questo tipo di applicazione.',
    not_found: 'Applicazione non trovata.',
    invalid_redirect_uri: 'L’URI di reindirizzamento non è valido.',
    invalid_post_logout_redirect_uri:
      'L’URI di reindirizzamento dopo la disconnessione non è valido.',
    invalid_cors_origin: 'L’origine CORS non è valida.',
    protected_app_metadata_is_required: 'Le applicazioni protette richiedono i relativi metadati.',
    protected_app_not_allowed_here: 'Le applicazioni protette non possono essere usate qui.',
    secret_name_exists: 'Esiste già un segreto chiamato «{{name}}».',
    secret_not_found: 'Segreto dell’applicazione non trovato.',
    cannot_modify_admin_console:
      'L’applicazione della console di amministrazione non può essere modificata.',
    third_party_application_only:
      'Le impostazioni di consenso valgono solo per le applicazioni di terze parti.',
    role_type_mismatch: 'A questa applicazione si possono assegnare solo ruoli machine-to-machine.',
    m2m_only: 'Disponibile solo per le applicazioni machine-to-machine.',
    invalid_third_party_application_type:
      'Questo tipo di applicazione non può essere un’applicazione di terze parti.',
    protected_application_only: 'Disponibile solo per le applicazioni protette.',
    protected_app_not_configured:
      'Le applicazioni protette per sottodominio non sono configurate su questo server. Indica invece l’host completo.',
    protected_application_subdomain_exists:
      'L’host "{{host}}" è già usato da un’altra applicazione protetta.',
    invalid_role_type: 'I ruoli utente non possono essere assegnati a un’applicazione.',
    device_flow_native_only: 'Il flusso dispositivo è disponibile solo per le applicazioni native.',
    invalid_token_endpoint_auth_method:
      'Solo le applicazioni con segreti possono scegliere come autenticarsi.',
    private_key_jwt_requires_keys:
      'L’autenticazione con JWT a chiave privata richiede le chiavi pubbliche dell’applicazione (un URI JWKS o un JWKS).',
    jwks_and_jwks_uri_exclusive: 'Indica un URI JWKS oppure un JWKS, non entrambi.',
  },
  saml_application: {
    use_saml_applications_api: 'Le applicazioni SAML si creano e si configurano tramite /api/saml-applications.',
    acs_binding_not_supported: "L'URL ACS deve usare il binding HTTP-POST: le risposte SAML vengono inviate tramite modulo.",
    invalid_certificate: 'Il certificato in {{field}} non è un certificato X.509 PEM valido.',
    certificate_out_of_date: 'Il certificato in {{field}} è scaduto o non ancora valido.',
    encryption_certificate_required: 'Per cifrare le asserzioni serve il certificato di cifratura del fornitore di servizi.',
    cannot_delete_active_secret: 'Il certificato di firma attivo non può essere eliminato. Attivane prima un altro.',
    no_active_secret: "L'applicazione SAML non ha alcun certificato di firma attivo.",
    not_configured: "L'applicazione SAML richiede l'ID entità e l'URL ACS del fornitore di servizi prima che gli utenti possano accedere.",
    invalid_request: 'Impossibile leggere la richiesta SAML.',
    dtd_not_allowed: 'I messaggi SAML con una dichiarazione del tipo di documento (DTD) o entità vengono rifiutati.',
    issuer_mismatch: "L'emittente della richiesta SAML non corrisponde all'ID entità del fornitore di servizi dell'applicazione.",
    acs_url_mismatch: "L'URL ACS della richiesta SAML non corrisponde a quello registrato.",
    signature_required: 'Questa applicazione richiede richieste SAML firmate.',
    invalid_signature: 'La firma della richiesta SAML non è valida.',
    session_not_found: "L'accesso SAML non è stato trovato o è scaduto. Ricomincia dall'applicazione.",
    sign_in_failed: "L'accesso all'applicazione SAML non è stato completato.",
  },
  resource: {
    resource_identifier_in_use: 'L’identificatore API «{{indicator}}» è già in uso.',
    invalid_indicator: 'L’identificatore API deve essere un URI assoluto senza frammento.',
    cannot_modify_management_api: 'La risorsa della Management API non può essere modificata.',
    cannot_delete_management_api: 'La risorsa della Management API non può essere eliminata.',
    not_found: 'Risorsa API non trovata.',
  },
  scope: {
    name_exists: 'Esiste già un permesso chiamato «{{name}}».',
    name_with_space: 'Il nome di un permesso non può contenere spazi.',
    not_found: 'Permesso non trovato.',
  },
  role: {
    name_in_use: 'Esiste già un ruolo chiamato «{{name}}».',
    not_found: 'Ruolo non trovato.',
    scope_exists: 'Il ruolo ha già questo permesso.',
    user_exists: 'L’utente ha già questo ruolo.',
    application_exists: 'L’applicazione ha già questo ruolo.',
    type_mismatch: 'Il tipo di ruolo non corrisponde.',
    user_role_for_user_only: 'I ruoli utente possono essere assegnati solo agli utenti.',
    m2m_role_for_m2m_only:
      'I ruoli machine-to-machine possono essere assegnati solo alle applicazioni machine-to-machine.',
    management_api_scopes_not_assignable_to_user_role:
      'I ruoli utente non possono concedere l’accesso alla Management API.',
  },
  log: {
    not_found: 'Il log non è stato trovato.',
    invalid_time_range: "L'intervallo di tempo è invertito: start_time non può essere successivo a end_time.",
  },
  hook: {
    send_test_payload_failed: 'Il destinatario non ha accettato il payload di prova.',
  },
  dashboard: {
    invalid_date_range: 'L\'intervallo di date è troppo lungo: richiedi al massimo {{maxDays}} giorni.',
  },
  storage: {
    not_configured: 'L’archiviazione dei file non è configurata.',
    upload_error: 'Impossibile caricare il file.',
  },
  cli_bridge: {
    command_failed: 'Il comando non è riuscito: {{reason}}',
  },
  swagger: {
    invalid_document: 'Il documento OpenAPI non è valido.',
  },
  sign_in_experiences: {
    empty_sign_in_methods: 'È richiesto almeno un metodo di accesso.',
    duplicated_sign_in_identifier: 'I metodi di accesso includono {{identifier}} più di una volta.',
    sign_in_method_without_factor:
      'L’accesso con {{identifier}} richiede una password, un codice di verifica o entrambi.',
    username_verification_code_not_supported:
      'Un nome utente non può ricevere un codice di verifica: l’accesso con nome utente richiede una password.',
    miss_sign_up_identifier_in_sign_in:
      'Chi si registra con {{identifier}} deve poter accedere con esso. Aggiungilo ai metodi di accesso.',
    password_sign_in_must_be_enabled:
      'La registrazione imposta una password, quindi l’accesso con {{identifier}} deve accettare una password.',
    code_sign_in_must_be_enabled:
      'La registrazione non imposta una password, quindi l’accesso con {{identifier}} deve accettare un codice di verifica.',
    duplicated_sign_up_identifier:
      'Ogni identificatore di registrazione può comparire una sola volta.',
    username_requires_password:
      'La registrazione con nome utente richiede di impostare una password.',
    passwordless_requires_verify:
      'La registrazione con indirizzo email o numero di telefono senza password richiede di verificarlo.',
    enabled_connector_not_found:
      'Questa impostazione invia codici di verifica, ma non è configurato alcun connettore {{type}}.',
    duplicated_mfa_factors:
      'Ogni fattore di autenticazione a più fattori può comparire una sola volta.',
    backup_code_cannot_be_enabled_alone:
      'I codici di backup non possono essere l’unico fattore di autenticazione a più fattori.',
    at_least_one_authentication_factor:
      'L’autenticazione a più fattori obbligatoria richiede almeno un fattore.',
    unsupported_default_language: '«{{language}}» non è una lingua supportata.',
  },
  jwt_customizer: {
    access_denied: "Lo script dei claim personalizzati del token ha negato l'accesso: {{message}}",
    general: 'Lo script dei claim personalizzati del token non è riuscito: {{message}}',
  },
  localization: {
    unsupported_language: '«{{languageTag}}» non è una lingua supportata.',
    phrases_not_found: 'Non ci sono frasi personalizzate per «{{languageTag}}».',
    invalid_translation_structure:
      'Queste chiavi non sono frasi dell’app di accesso, oppure contengono un testo dove è atteso un gruppo o un gruppo dove è atteso un testo: {{keys}}.',
    cannot_delete_default_language:
      'Le frasi personalizzate di «{{languageTag}}» non possono essere eliminate finché è la lingua di riserva dell’esperienza di accesso.',
  },
  connector: {
    general: 'Il connettore non è riuscito a completare la richiesta.',
    not_found: 'Non è configurato alcun connettore {{type}}.',
    not_enabled: 'Il connettore {{type}} non è abilitato.',
    factory_not_found: 'Non esiste alcuna factory di connettori "{{id}}".',
    more_than_one_email:
      'Il tenant ha già un connettore email. Eliminalo prima di aggiungerne un altro.',
    more_than_one_sms:
      'Il tenant ha già un connettore SMS. Eliminalo prima di aggiungerne un altro.',
    invalid_type_for_syncing_profile:
      'Solo i connettori social possono sincronizzare i profili utente.',
    template_missing_code: 'Il modello {{usageType}} deve contenere {{variable}}.',
    template_missing_link: 'Il modello {{usageType}} deve contenere {{variable}}, il link che la persona invitata apre.',
    url_in_sender_name: 'Gli URL non sono consentiti nel nome del mittente.',
    url_in_company_information: 'Gli URL non sono consentiti nelle informazioni aziendali.',
    invalid_metadata: 'I metadati del connettore non sono validi.',
    unexpected_type: 'Questo connettore non è del tipo previsto.',
    invalid_config_guard: 'La configurazione del connettore non corrisponde al suo modulo.',
    invalid_request_parameters: 'La richiesta al connettore contiene parametri non validi.',
    insufficient_request_parameters: 'Nella richiesta al connettore mancano dei parametri.',
    invalid_config: 'La configurazione del connettore non è valida.',
    invalid_certificate: 'Il certificato del connettore non è valido.',
    invalid_response: 'Il servizio collegato ha dato una risposta non valida.',
    template_not_found: 'Per questo connettore non è configurato alcun modello {{usageType}}.',
    template_not_supported: 'Questo connettore non supporta questo tipo di modello.',
    rate_limit_exceeded: 'Il servizio collegato sta limitando le richieste. Riprova più tardi.',
    not_implemented: 'Questo connettore non supporta questa azione.',
    social_auth_code_invalid: 'Il codice di autorizzazione del provider social non è valido.',
    social_invalid_access_token: 'Il token di accesso del provider social non è valido.',
    social_invalid_id_token: 'Il token ID del provider social non è valido.',
    authorization_failed: 'L’autorizzazione con il provider social non è riuscita.',
    multiple_target_with_same_platform: 'Esiste già un connettore social con la destinazione {{target}} su questa piattaforma.',
  },
  organization: {
    require_membership: "L'utente o l'applicazione deve essere membro dell'organizzazione.",
    role_names_not_found: 'Non esistono ruoli di organizzazione con i nomi {{names}}.',
    role_type_in_use:
      'Il tipo di un ruolo di organizzazione non può cambiare finché utenti o applicazioni lo detengono.',
    invitee_already_member: "La persona invitata è già membro dell'organizzazione.",
    invitation_not_found: 'Questo invito non esiste o non è più in sospeso.',
    invitation_link_required: 'Indica un link da inviare: questo invito è stato inviato senza link.',
    invitation_status_not_changeable: 'Lo stato di questo invito non può più cambiare.',
    accepted_user_id_required: "Per accettare un invito serve l'ID dell'utente che lo accetta.",
    accepted_user_email_mismatch: "L'utente che accetta deve avere l'indirizzo email invitato.",
    expires_at_in_future: 'La scadenza di un invito deve essere nel futuro.',
  },
  single_sign_on: {
    idp_initiated_auth_config_not_found: 'Il connettore SSO "{{id}}" non ha impostazioni di accesso avviato dall\'IdP.',
    idp_initiated_authentication_not_supported: 'L\'accesso avviato dall\'IdP può essere configurato solo per i connettori SAML.',
    idp_initiated_authentication_invalid_application: 'L\'applicazione "{{applicationId}}" non può essere l\'applicazione predefinita: deve essere un\'applicazione web tradizionale o a pagina singola propria di questo tenant.',
    idp_initiated_authentication_redirect_uri_not_registered: 'L\'URI di reindirizzamento "{{redirectUri}}" non è registrato per l\'applicazione predefinita.',
    forbidden_domains: "I domini email pubblici non possono essere usati per l'accesso unico: {{domains}}.",
    duplicated_domains: 'Questi domini sono elencati più di una volta: {{domains}}.',
    invalid_domain_format: 'Questi non sono domini email validi: {{domains}}.',
    duplicate_connector_name: 'Un altro connettore SSO si chiama già "{{name}}".',
    connector_not_found: 'Il connettore SSO "{{id}}" non esiste.',
    not_enabled: "L'accesso unico non è abilitato per questa esperienza di accesso.",
    state_mismatch: 'La risposta del provider di identità non appartiene a questo accesso. Ricomincia.',
    assertion_not_found: 'Non è ancora arrivata alcuna risposta del provider di identità per questo accesso.',
    missing_email: 'Il provider di identità non ha restituito un indirizzo email.',
    saml_dtd_refused: 'Un XML con una dichiarazione del tipo di documento o entità viene rifiutato.',
    saml_signature_invalid: 'La risposta SAML non è firmata dal provider di identità, oppure la sua firma non è valida.',
    saml_audience_mismatch: "L'asserzione SAML è destinata a un altro service provider.",
    saml_assertion_expired: "L'asserzione SAML è scaduta o non è ancora valida.",
    saml_assertion_replayed: 'Questa asserzione SAML è già stata usata.',
    saml_request_mismatch: 'La risposta SAML non risponde alla richiesta di questo accesso.',
    saml_response_invalid: 'La risposta SAML non è valida.',
  },
  verification_code: {
    not_found: 'Il codice di verifica non è stato trovato. Richiedine uno nuovo.',
    identifier_mismatch: 'Questo codice è stato inviato a un altro indirizzo email o numero di telefono.',
    consumed: 'Questo codice di verifica è già stato usato. Richiedine uno nuovo.',
    exceed_max_try: 'Troppi codici errati. Richiedine uno nuovo.',
    expired: 'Il codice di verifica è scaduto. Richiedine uno nuovo.',
    code_mismatch: 'Il codice di verifica non è corretto.',
  },
  subscription: {
    quota_exceeded: 'Limite della quota superato. {{exceededQuota}}',
    plan_not_sold: 'Il piano "{{skuId}}" non può essere acquistato.',
    not_paid: 'Il tenant "{{tenantId}}" non ha un abbonamento a pagamento.',
    provider_unavailable: 'Il fornitore di pagamenti non è disponibile. Riprova più tardi.',
    invalid_webhook_signature: 'La firma del webhook non è valida.',
  },
  account_deletion: {
    blocked: 'Il tuo account non può ancora essere eliminato. Risolvi prima i piani a pagamento, gli abbonamenti e le fatture aperte dei tenant che amministri.',
  },
};

export default italian;
