import type { Translation } from '../../shared/phrases.js';
import type { ErrorPhrases } from './en.js';

const es: Translation<ErrorPhrases> = {
  request: {
    general: 'Se produjo un error con la solicitud.',
    invalid_json: 'El cuerpo de la solicitud no es un JSON válido.',
    payload_too_large: 'El cuerpo de la solicitud es demasiado grande.',
    rate_limited: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    timeout: 'Se agotó el tiempo de espera de la solicitud.',
    unsupported_media_type:
      'Este endpoint no acepta este tipo de cuerpo de solicitud. Envía {{types}}.',
  },
  route: {
    not_found: 'Ninguna ruta coincide con {{method}} {{path}}.',
  },
  guard: {
    invalid_input: 'La solicitud contiene datos no válidos.',
    invalid_pagination: 'Los parámetros de paginación no son válidos.',
    invalid_path_params: 'Los parámetros de la ruta no son válidos.',
    mime_type_not_allowed: 'Este tipo de archivo no es compatible. Tipos permitidos: {{types}}.',
    file_size_exceeded: 'El archivo es demasiado grande. El límite es {{limit}}.',
  },
  entity: {
    not_found: 'No se encontró el elemento solicitado.',
    not_exists_with_id: 'No existe ningún {{name}} con el ID «{{id}}».',
    unique_integrity_violation: 'Ya existe un elemento con el mismo valor único.',
    create_failed: 'No se pudo crear el elemento.',
    update_failed: 'No se pudo actualizar el elemento.',
    relation_foreign_key_not_found: 'Uno o más de los elementos referenciados no existen.',
  },
  database: {
    unavailable: 'La base de datos no está disponible en este momento.',
    migrations_pending:
      'La base de datos aún no tiene aplicadas migraciones que esta versión necesita.',
    data_dir_locked: 'Otro proceso está usando el directorio de datos.',
    data_dir_corrupt: 'El directorio de datos está dañado y no se puede abrir.',
    data_dir_version_mismatch: 'El directorio de datos se creó con una versión incompatible.',
  },
  tenant: {
    not_found: 'No se encontró el inquilino «{{tenantId}}».',
    cloud_only: 'Esto solo está disponible en la edición en la nube.',
    oss_default_only: 'La edición de código abierto solo atiende al inquilino predeterminado.',
    member_not_found: 'El usuario "{{userId}}" no es miembro de este inquilino.',
    last_admin: 'Un inquilino necesita al menos un administrador. Haz primero administrador a otro miembro.',
    permission_denied: 'Necesitas el permiso "{{permission}}" en este inquilino para hacer esto.',
    invitee_already_member: '{{invitee}} ya es miembro de este inquilino.',
    invitation_already_pending: '{{invitee}} ya tiene una invitación pendiente a este inquilino.',
    suspended: 'Este tenant está suspendido. Su inicio de sesión, sus tokens y su Management API no están disponibles hasta que se levante la suspensión; contacta con soporte.',
    suspension_not_allowed: 'El tenant integrado "{{tenantId}}" no se puede suspender.',
  },
  invitation: {
    invitation_not_found: 'Esta invitación no existe.',
    invalid_invitation_status: 'Esta invitación ya no está pendiente ({{status}}).',
    email_mismatch: 'Esta invitación se envió a otra dirección de correo. Inicia sesión con esa cuenta para aceptarla.',
  },
  auth: {
    authorization_header_missing: 'Falta el encabezado Authorization.',
    authorization_token_type_not_supported:
      'Este tipo de autorización no es compatible. Usa un token Bearer.',
    unauthorized: 'No has iniciado sesión o tu sesión ha terminado.',
    forbidden: 'No tienes permiso para hacer esto.',
    insufficient_permissions: 'Permisos insuficientes.',
    expected_role_not_found: 'No se encontró el rol esperado. Revisa tus roles y permisos.',
    jwt_sub_missing: 'El token no incluye la reclamación «sub».',
    invalid_token: 'El token de acceso no es válido.',
    token_expired: 'El token de acceso ha caducado.',
    wrong_audience: 'El token de acceso se emitió para otra audiencia.',
    wrong_issuer: 'El token de acceso lo emitió otro emisor.',
    cloud_only: 'Esto solo está disponible en la edición en la nube.',
    require_re_authentication: 'Vuelve a verificar tu contraseña para continuar.',
  },
  oidc: {
    invalid_grant: 'La concesión no es válida, ha caducado o fue revocada.',
    invalid_scope: 'El ámbito solicitado no es válido.',
    invalid_target: 'El indicador de recurso solicitado no es válido.',
    invalid_client: 'Falló la autenticación del cliente.',
    access_denied: 'Se denegó el acceso.',
    interaction_not_found: 'No se encontró la sesión de inicio de sesión. Vuelve a empezar.',
    provider_error: 'El proveedor de OpenID Connect informó de un error interno.',
    key_not_found: 'No se encontró la clave de firma.',
    only_previous_key_can_be_deleted:
      'Solo se puede eliminar una clave anterior. Rota las claves para que esta pase a ser la anterior.',
    key_required: 'Debe conservarse al menos una clave.',
    unsupported_key_type: 'Este tipo de clave no es compatible.',
  },
  domain: {
    limit_to_one_domain: 'Un inquilino tiene como máximo un dominio personalizado. Elimínelo para añadir otro.',
    hostname_already_exists: 'Otro inquilino ya usa este dominio.',
    invalid_domain: 'Este dominio no puede ser un dominio personalizado: es el host del propio servicio.',
    not_found: 'El dominio personalizado no existe.',
  },
  personal_access_token: {
    name_in_use: 'Este usuario ya tiene un token de acceso personal con este nombre.',
    not_found: 'El token de acceso personal no existe.',
    expires_at_in_past: 'La fecha de caducidad debe estar en el futuro.',
  },
  session: {
    passkey: {
      sign_in_not_enabled: 'El inicio de sesión con llave de acceso no está habilitado.',
      suggest_passkey_enrolment: 'Añade una llave de acceso para iniciar sesión más rápido la próxima vez.',
      enrolment_not_allowed: 'Solo se puede añadir una llave de acceso tras iniciar sesión con contraseña y con cualquier segundo factor de la cuenta.',
    },
    invalid_credentials: 'Cuenta o contraseña incorrectas.',
    identifier_locked:
      'Demasiados intentos fallidos. Vuelve a intentarlo dentro de {{minutes}} minutos.',
    too_many_requests: 'Demasiados intentos. Inténtalo de nuevo más tarde.',
    attempt_too_soon: 'Demasiados intentos fallidos. Espera {{seconds}} s antes de volver a intentarlo.',
    not_found: 'No se encontró la sesión. Vuelve a iniciar sesión.',
    verification_failed: 'La verificación falló. Inténtalo de nuevo.',
    first_admin_exists: 'Ya existe una cuenta de administrador.',
    registration_disabled: 'La creación de cuentas nuevas está desactivada.',
    invalid_interaction: 'Este paso de inicio de sesión ya no es válido. Empieza de nuevo.',
    interaction_event_not_found: 'Primero inicia sesión, regístrate o restablece tu contraseña.',
    interaction_event_change_not_allowed: 'Un restablecimiento de contraseña no se puede cambiar a inicio de sesión o registro. Empieza de nuevo.',
    sign_in_disabled: 'El inicio de sesión está desactivado.',
    verification_record_not_found: 'No se encontró esta verificación. Vuelve a verificar.',
    sign_in_method_not_enabled: 'Este método de inicio de sesión no está activado.',
    identifier_not_found: 'Primero verifica tu identidad.',
    missing_profile: 'Faltan algunos datos obligatorios: {{fields}}.',
    mfa: {
      require_mfa_verification: 'Verifica con tu segundo factor para continuar.',
      require_mfa_binding: 'Configura un segundo factor para continuar.',
      mfa_factor_not_enabled: 'Este método de verificación no está activado.',
      invalid_totp_code: 'El código es incorrecto o ya se usó.',
      webauthn_verification_failed: 'No se pudo verificar la llave de seguridad o la passkey.',
      invalid_backup_code: 'El código de respaldo es incorrecto o ya se usó.',
      backup_code_can_not_be_alone: 'Configura otro método de verificación antes de los códigos de respaldo.',
      mfa_policy_not_user_controlled: 'Aquí se exige un segundo factor; no se puede omitir.',
      pending_info_not_found: 'Vuelve a empezar la configuración de este método de verificación.',
      factor_already_in_use: 'Este método de verificación ya está configurado.',
      passkey_not_found: 'Esta passkey no está registrada para ninguna cuenta aquí.',
    },
  },
  account_center: {
    disabled: 'La API de cuenta no está habilitada para este inquilino.',
    field_not_editable: 'Este campo no se puede cambiar en el centro de cuenta: {{field}}.',
    field_not_readable: 'Este campo no está disponible en el centro de cuenta: {{field}}.',
  },
  verification_record: {
    not_found: 'No se encontró el registro de verificación o ha caducado.',
    permission_denied: 'Verifica tu identidad primero: el registro de verificación falta, ha caducado o no es tuyo.',
    new_identifier_not_verified: 'El nuevo correo electrónico, número de teléfono o clave de acceso no se ha verificado.',
  },
  user: {
    sso_identity_not_found: 'El usuario no tiene ninguna identidad del conector SSO "{{ssoConnectorId}}".',
    username_already_in_use: 'Este nombre de usuario ya está en uso.',
    email_already_in_use: 'Este correo electrónico ya está vinculado a otra cuenta.',
    phone_already_in_use: 'Este número de teléfono ya está vinculado a otra cuenta.',
    invalid_email: 'El correo electrónico no es válido.',
    invalid_phone: 'El número de teléfono no es válido.',
    invalid_username:
      'El nombre de usuario debe empezar por una letra o un guion bajo y solo puede contener letras, números y guiones bajos.',
    not_found: 'No se encontró el usuario.',
    wrong_password: 'La contraseña actual es incorrecta.',
    same_password: 'La nueva contraseña debe ser distinta de la actual.',
    password_required: 'Se necesita una contraseña.',
    email_not_configured:
      'No hay ningún conector de correo configurado, así que no se pueden enviar correos.',
    suspended: 'Esta cuenta está suspendida.',
    invalid_role_type: 'Los roles de máquina a máquina no se pueden asignar a usuarios.',
    unsupported_password_algorithm:
      'El algoritmo de contraseña no es compatible. Usa Argon2i, Argon2id, Argon2d, SHA1, SHA256, MD5 o Bcrypt.',
    invalid_password_digest: 'El hash de la contraseña no tiene el formato de su algoritmo.',
    password_algorithm_required: 'Un hash de contraseña necesita su algoritmo (passwordAlgorithm).',
    password_and_digest_conflict: 'Indica una contraseña o un hash de contraseña, no ambos.',
    password_mismatch: 'La contraseña no coincide.',
    custom_data_too_large: 'Los datos personalizados pueden ocupar como máximo {{max}} bytes en JSON.',
    identity_not_found: 'El usuario no tiene ninguna identidad para {{target}}.',
    token_set_not_found: 'No hay tokens del proveedor guardados para esta identidad.',
    identity_not_match: 'El registro de verificación demuestra otra cuenta distinta de la vinculada para {{target}}.',
    invalid_search_pattern: 'El patrón de búsqueda no es válido.',
    identity_already_in_use: 'Esta cuenta social ya está vinculada a otro usuario.',
    social_account_exists_in_profile: 'Tu cuenta ya tiene una identidad para {{target}}. Reemplázala en su lugar.',
    identity_not_exist: 'Todavía no hay ninguna cuenta vinculada a esta cuenta social.',
    identity_email_in_use: 'Ya existe una cuenta con el correo {{email}}. Inicia sesión en ella para vincular esta cuenta social o crea una cuenta nueva.',
  },
  password_rejected: {
    too_short: 'La contraseña debe tener al menos {{min}} caracteres.',
    too_long: 'La contraseña debe tener como máximo {{max}} caracteres.',
    unsupported_characters: 'La contraseña contiene caracteres no permitidos.',
    character_types:
      'La contraseña debe combinar al menos {{min}} de estos tipos: minúsculas, mayúsculas, números y símbolos.',
    pwned: 'Esta contraseña apareció en una filtración de datos. Elige otra.',
    restricted: {
      repetition: 'La contraseña repite el mismo carácter demasiadas veces.',
      sequence: 'La contraseña contiene una secuencia fácil de adivinar, como «123» o «abc».',
      words: 'La contraseña contiene una palabra no permitida: {{words}}.',
      user_info: 'La contraseña no debe contener tus datos personales, como tu nombre o tu correo.',
    },
  },
  application: {
    invalid_type: 'Esta operación no está disponible para este tipo de aplicación.',
    not_found: 'No se encontró la aplicación.',
    invalid_redirect_uri: 'El URI de redirección no es válido.',
    invalid_post_logout_redirect_uri: 'El URI de redirección tras cerrar sesión no es válido.',
    invalid_cors_origin: 'El origen CORS no es válido.',
    protected_app_metadata_is_required: 'Las aplicaciones protegidas necesitan sus metadatos.',
    protected_app_not_allowed_here: 'Las aplicaciones protegidas no se pueden usar aquí.',
    secret_name_exists: 'Ya existe un secreto llamado «{{name}}».',
    secret_not_found: 'No se encontró el secreto de la aplicación.',
    cannot_modify_admin_console:
      'No se puede modificar la aplicación de la consola de administración.',
    third_party_application_only:
      'La configuración de consentimiento solo se aplica a aplicaciones de terceros.',
    role_type_mismatch: 'A esta aplicación solo se le pueden asignar roles de máquina a máquina.',
    m2m_only: 'Esto solo está disponible para aplicaciones de máquina a máquina.',
    invalid_third_party_application_type:
      'Este tipo de aplicación no puede ser una aplicación de terceros.',
    protected_application_only: 'Esto solo está disponible para aplicaciones protegidas.',
    protected_app_not_configured:
      'Las aplicaciones protegidas por subdominio no están configuradas en este servidor. Indica el host completo en su lugar.',
    protected_application_subdomain_exists:
      'El host "{{host}}" ya lo usa otra aplicación protegida.',
    invalid_role_type: 'Los roles de usuario no se pueden asignar a una aplicación.',
    device_flow_native_only:
      'El flujo de dispositivo solo está disponible para aplicaciones nativas.',
    invalid_token_endpoint_auth_method:
      'Solo las aplicaciones con secretos pueden elegir cómo se autentican.',
    private_key_jwt_requires_keys:
      'La autenticación con un JWT de clave privada necesita las claves públicas de la aplicación (un URI de JWKS o un JWKS).',
    jwks_and_jwks_uri_exclusive: 'Indica un URI de JWKS o un JWKS, no ambos.',
  },
  saml_application: {
    use_saml_applications_api: 'Las aplicaciones SAML se crean y configuran mediante /api/saml-applications.',
    acs_binding_not_supported: 'La URL de ACS debe usar el enlace HTTP-POST: las respuestas SAML se entregan mediante un formulario.',
    invalid_certificate: 'El certificado en {{field}} no es un certificado X.509 PEM válido.',
    certificate_out_of_date: 'El certificado en {{field}} ha caducado o todavía no es válido.',
    encryption_certificate_required: 'Para cifrar las aserciones se necesita el certificado de cifrado del proveedor de servicios.',
    cannot_delete_active_secret: 'No se puede eliminar el certificado de firma activo. Activa otro primero.',
    no_active_secret: 'La aplicación SAML no tiene ningún certificado de firma activo.',
    not_configured: 'La aplicación SAML necesita el ID de entidad y la URL de ACS del proveedor de servicios antes de que los usuarios puedan iniciar sesión.',
    invalid_request: 'No se pudo leer la solicitud SAML.',
    dtd_not_allowed: 'Se rechazan los mensajes SAML con una declaración de tipo de documento (DTD) o entidades.',
    issuer_mismatch: 'El emisor de la solicitud SAML no coincide con el ID de entidad del proveedor de servicios de la aplicación.',
    acs_url_mismatch: 'La URL de ACS de la solicitud SAML no coincide con la registrada.',
    signature_required: 'Esta aplicación exige solicitudes SAML firmadas.',
    invalid_signature: 'La firma de la solicitud SAML no es válida.',
    session_not_found: 'No se encontró el inicio de sesión SAML o ha caducado. Vuelve a empezar desde la aplicación.',
    sign_in_failed: 'El inicio de sesión para la aplicación SAML no se completó.',
  },
  resource: {
    resource_identifier_in_use: 'El identificador de API «{{indicator}}» ya está en uso.',
    invalid_indicator: 'El identificador de API debe ser un URI absoluto sin fragmento.',
    cannot_modify_management_api: 'No se puede modificar el recurso de la API de administración.',
    cannot_delete_management_api: 'No se puede eliminar el recurso de la API de administración.',
    not_found: 'No se encontró el recurso de API.',
  },
  scope: {
    name_exists: 'Ya existe un permiso llamado «{{name}}».',
    name_with_space: 'El nombre de un permiso no puede contener espacios.',
    not_found: 'No se encontró el permiso.',
  },
  role: {
    name_in_use: 'Ya existe un rol llamado «{{name}}».',
    not_found: 'No se encontró el rol.',
    scope_exists: 'El rol ya tiene este permiso.',
    user_exists: 'El usuario ya tiene este rol.',
    application_exists: 'La aplicación ya tiene este rol.',
    type_mismatch: 'El tipo de rol no coincide.',
    user_role_for_user_only: 'Los roles de usuario solo se pueden asignar a usuarios.',
    m2m_role_for_m2m_only:
      'Los roles de máquina a máquina solo se pueden asignar a aplicaciones de máquina a máquina.',
    management_api_scopes_not_assignable_to_user_role:
      'Los roles de usuario no pueden dar acceso a la API de administración.',
  },
  log: {
    not_found: 'No se encontró el registro.',
    invalid_time_range: 'El intervalo de tiempo está invertido: start_time no puede ser posterior a end_time.',
  },
  hook: {
    send_test_payload_failed: 'El receptor no aceptó la carga de prueba.',
  },
  dashboard: {
    invalid_date_range: 'El intervalo de fechas es demasiado largo: solicita como máximo {{maxDays}} días.',
  },
  storage: {
    not_configured: 'El almacenamiento de archivos no está configurado.',
    upload_error: 'No se pudo subir el archivo.',
  },
  cli_bridge: {
    command_failed: 'El comando falló: {{reason}}',
  },
  swagger: {
    invalid_document: 'El documento OpenAPI no es válido.',
  },
  sign_in_experiences: {
    empty_sign_in_methods: 'Se requiere al menos un método de inicio de sesión.',
    duplicated_sign_in_identifier:
      'Los métodos de inicio de sesión incluyen {{identifier}} más de una vez.',
    sign_in_method_without_factor:
      'Iniciar sesión con {{identifier}} requiere una contraseña, un código de verificación o ambos.',
    username_verification_code_not_supported:
      'Un nombre de usuario no puede recibir un código de verificación: iniciar sesión con un nombre de usuario requiere una contraseña.',
    miss_sign_up_identifier_in_sign_in:
      'Quienes se registren con {{identifier}} deben poder iniciar sesión con él. Añádelo a los métodos de inicio de sesión.',
    password_sign_in_must_be_enabled:
      'El registro establece una contraseña, así que iniciar sesión con {{identifier}} debe aceptar una contraseña.',
    code_sign_in_must_be_enabled:
      'El registro no establece contraseña, así que iniciar sesión con {{identifier}} debe aceptar un código de verificación.',
    duplicated_sign_up_identifier: 'Cada identificador de registro solo puede aparecer una vez.',
    username_requires_password:
      'Registrarse con un nombre de usuario requiere establecer una contraseña.',
    passwordless_requires_verify:
      'Registrarse con un correo electrónico o un número de teléfono sin contraseña requiere verificarlo.',
    enabled_connector_not_found:
      'Esta opción envía códigos de verificación, pero no hay ningún conector de {{type}} configurado.',
    duplicated_mfa_factors: 'Cada factor de autenticación multifactor solo puede aparecer una vez.',
    backup_code_cannot_be_enabled_alone:
      'Los códigos de respaldo no pueden ser el único factor de autenticación multifactor.',
    at_least_one_authentication_factor:
      'La autenticación multifactor obligatoria necesita al menos un factor.',
    unsupported_default_language: '«{{language}}» no es un idioma admitido.',
  },
  jwt_customizer: {
    access_denied: 'El script de claims personalizados del token denegó el acceso: {{message}}',
    general: 'El script de claims personalizados del token falló: {{message}}',
  },
  localization: {
    unsupported_language: '«{{languageTag}}» no es un idioma admitido.',
    phrases_not_found: 'No hay frases personalizadas para «{{languageTag}}».',
    invalid_translation_structure:
      'Estas claves no son frases de la aplicación de inicio de sesión, o contienen un texto donde se espera un grupo o un grupo donde se espera un texto: {{keys}}.',
    cannot_delete_default_language:
      'Las frases personalizadas de «{{languageTag}}» no se pueden eliminar mientras sea el idioma de respaldo de la experiencia de inicio de sesión.',
  },
  connector: {
    general: 'El conector no pudo completar la solicitud.',
    not_found: 'No hay ningún conector de {{type}} configurado.',
    not_enabled: 'El conector de {{type}} no está habilitado.',
    factory_not_found: 'No existe la fábrica de conectores "{{id}}".',
    more_than_one_email:
      'El inquilino ya tiene un conector de correo electrónico. Elimínalo antes de añadir otro.',
    more_than_one_sms: 'El inquilino ya tiene un conector de SMS. Elimínalo antes de añadir otro.',
    invalid_type_for_syncing_profile:
      'Solo los conectores sociales pueden sincronizar perfiles de usuario.',
    template_missing_code: 'La plantilla {{usageType}} debe contener {{variable}}.',
    template_missing_link: 'La plantilla {{usageType}} debe contener {{variable}}, el enlace que abre la persona invitada.',
    url_in_sender_name: 'No se permiten URL en el nombre del remitente.',
    url_in_company_information: 'No se permiten URL en la información de la empresa.',
    invalid_metadata: 'Los metadatos del conector no son válidos.',
    unexpected_type: 'Este conector no es del tipo esperado.',
    invalid_config_guard: 'La configuración del conector no coincide con su formulario.',
    invalid_request_parameters: 'La solicitud al conector tiene parámetros no válidos.',
    insufficient_request_parameters: 'A la solicitud al conector le faltan parámetros.',
    invalid_config: 'La configuración del conector no es válida.',
    invalid_certificate: 'El certificado del conector no es válido.',
    invalid_response: 'El servicio conectado dio una respuesta no válida.',
    template_not_found: 'No hay ninguna plantilla {{usageType}} configurada para este conector.',
    template_not_supported: 'Este conector no admite este tipo de plantilla.',
    rate_limit_exceeded:
      'El servicio conectado está limitando las solicitudes. Inténtalo de nuevo más tarde.',
    not_implemented: 'Este conector no admite esta acción.',
    social_auth_code_invalid: 'El código de autorización del proveedor social no es válido.',
    social_invalid_access_token: 'El token de acceso del proveedor social no es válido.',
    social_invalid_id_token: 'El token de ID del proveedor social no es válido.',
    authorization_failed: 'Falló la autorización con el proveedor social.',
    multiple_target_with_same_platform: 'Ya existe un conector social con el destino {{target}} en esta plataforma.',
  },
  organization: {
    require_membership: 'El usuario o la aplicación debe ser miembro de la organización.',
    role_names_not_found: 'No hay roles de organización con los nombres {{names}}.',
    role_type_in_use:
      'El tipo de un rol de organización no puede cambiar mientras usuarios o aplicaciones lo tengan.',
    invitee_already_member: 'La persona invitada ya es miembro de la organización.',
    invitation_not_found: 'Esta invitación no existe o ya no está pendiente.',
    invitation_link_required: 'Indica un enlace para enviar: esta invitación se envió sin enlace.',
    invitation_status_not_changeable: 'El estado de esta invitación ya no puede cambiar.',
    accepted_user_id_required:
      'Para aceptar una invitación se necesita el ID del usuario que la acepta.',
    accepted_user_email_mismatch:
      'El usuario que acepta debe tener la dirección de correo invitada.',
    expires_at_in_future: 'La caducidad de una invitación debe estar en el futuro.',
  },
  single_sign_on: {
    idp_initiated_auth_config_not_found: 'El conector SSO "{{id}}" no tiene ajustes de inicio de sesión iniciado por el IdP.',
    idp_initiated_authentication_not_supported: 'El inicio de sesión iniciado por el IdP solo se puede configurar para conectores SAML.',
    idp_initiated_authentication_invalid_application: 'La aplicación "{{applicationId}}" no puede ser la aplicación predeterminada: debe ser una aplicación web tradicional o de página única propia de este inquilino.',
    idp_initiated_authentication_redirect_uri_not_registered: 'El URI de redirección "{{redirectUri}}" no está registrado para la aplicación predeterminada.',
    forbidden_domains: 'Los dominios de correo públicos no se pueden usar para el inicio de sesión único: {{domains}}.',
    duplicated_domains: 'Estos dominios aparecen más de una vez: {{domains}}.',
    invalid_domain_format: 'Estos no son dominios de correo válidos: {{domains}}.',
    duplicate_connector_name: 'Ya existe otro conector SSO llamado "{{name}}".',
    connector_not_found: 'El conector SSO "{{id}}" no existe.',
    not_enabled: 'El inicio de sesión único no está habilitado en esta experiencia de inicio de sesión.',
    state_mismatch: 'La respuesta del proveedor de identidad no pertenece a este inicio de sesión. Vuelve a empezar.',
    assertion_not_found: 'Todavía no se ha recibido la respuesta del proveedor de identidad para este inicio de sesión.',
    missing_email: 'El proveedor de identidad no devolvió una dirección de correo electrónico.',
    saml_dtd_refused: 'Se rechaza el XML con una declaración de tipo de documento o entidades.',
    saml_signature_invalid: 'La respuesta SAML no está firmada por el proveedor de identidad o su firma no es válida.',
    saml_audience_mismatch: 'La aserción SAML está destinada a otro proveedor de servicios.',
    saml_assertion_expired: 'La aserción SAML ha caducado o todavía no es válida.',
    saml_assertion_replayed: 'Esta aserción SAML ya se ha utilizado.',
    saml_request_mismatch: 'La respuesta SAML no responde a la solicitud de este inicio de sesión.',
    saml_response_invalid: 'La respuesta SAML no es válida.',
  },
  verification_code: {
    not_found: 'No se encontró el código de verificación. Solicita uno nuevo.',
    identifier_mismatch: 'Este código se envió a otra dirección de correo o a otro número de teléfono.',
    consumed: 'Este código de verificación ya se usó. Solicita uno nuevo.',
    exceed_max_try: 'Demasiados códigos incorrectos. Solicita uno nuevo.',
    expired: 'El código de verificación ha caducado. Solicita uno nuevo.',
    code_mismatch: 'El código de verificación no es correcto.',
  },
  subscription: {
    quota_exceeded: 'Se superó el límite de la cuota. {{exceededQuota}}',
    plan_not_sold: 'El plan "{{skuId}}" no se puede comprar.',
    not_paid: 'El inquilino "{{tenantId}}" no tiene una suscripción de pago.',
    provider_unavailable: 'El proveedor de pagos no está disponible. Inténtalo de nuevo más tarde.',
    invalid_webhook_signature: 'La firma del webhook no es válida.',
  },
  account_deletion: {
    blocked: 'Todavía no se puede eliminar tu cuenta. Primero resuelve los planes de pago, las suscripciones y las facturas pendientes de los inquilinos que administras.',
  },
};

export default es;
