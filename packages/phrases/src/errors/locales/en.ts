/**
 * Server error messages in English, the typed source of every other language. A message's
 * dotted path is the stable error code the API returns (`guard.invalid_pagination`).
 */
const en = {
  request: {
    general: 'Something went wrong with the request.',
    invalid_json: 'The request body is not valid JSON.',
    payload_too_large: 'The request body is too large.',
    rate_limited: 'Too many requests. Please wait a moment and try again.',
    timeout: 'The request timed out.',
    unsupported_media_type:
      'This endpoint does not accept this type of request body. Send {{types}}.',
  },
  route: {
    not_found: 'No route matches {{method}} {{path}}.',
  },
  guard: {
    invalid_input: 'The request contains invalid data.',
    invalid_pagination: 'The pagination parameters are not valid.',
    invalid_path_params: 'The path parameters are not valid.',
    mime_type_not_allowed: 'This file type is not supported. Allowed types: {{types}}.',
    file_size_exceeded: 'The file is too large. The limit is {{limit}}.',
  },
  entity: {
    not_found: 'The requested item was not found.',
    not_exists_with_id: 'No {{name}} exists with ID "{{id}}".',
    unique_integrity_violation: 'An item with the same unique value already exists.',
    create_failed: 'Could not create the item.',
    update_failed: 'Could not update the item.',
    relation_foreign_key_not_found: 'One or more of the referenced items do not exist.',
  },
  database: {
    unavailable: 'The database is not available right now.',
    migrations_pending: 'The database has migrations this version needs that are not applied yet.',
    data_dir_locked: 'The data directory is in use by another process.',
    data_dir_corrupt: 'The data directory is damaged and cannot be opened.',
    data_dir_version_mismatch: 'The data directory was created by an incompatible version.',
  },
  tenant: {
    not_found: 'Tenant "{{tenantId}}" was not found.',
    cloud_only: 'This is only available in the cloud edition.',
    oss_default_only: 'The open-source edition only serves the default tenant.',
  },
  auth: {
    authorization_header_missing: 'The Authorization header is missing.',
    authorization_token_type_not_supported:
      'The authorization type is not supported. Use a Bearer token.',
    unauthorized: 'You are not signed in or your session has ended.',
    forbidden: 'You are not allowed to do this.',
    insufficient_permissions: 'Insufficient permissions.',
    expected_role_not_found: 'The expected role was not found. Check your roles and permissions.',
    jwt_sub_missing: 'The token has no "sub" claim.',
    invalid_token: 'The access token is not valid.',
    token_expired: 'The access token has expired.',
    wrong_audience: 'The access token was issued for a different audience.',
    wrong_issuer: 'The access token was issued by a different issuer.',
    cloud_only: 'This is only available in the cloud edition.',
    require_re_authentication: 'Verify your password again to continue.',
  },
  oidc: {
    invalid_grant: 'The grant is invalid, expired or has been revoked.',
    invalid_scope: 'The requested scope is not valid.',
    invalid_target: 'The requested resource indicator is not valid.',
    invalid_client: 'Client authentication failed.',
    access_denied: 'Access was denied.',
    interaction_not_found: 'The sign-in session was not found. Start signing in again.',
    provider_error: 'The OpenID Connect provider reported an internal error.',
    key_not_found: 'The signing key was not found.',
    only_previous_key_can_be_deleted:
      'Only a previous key can be deleted. Rotate the keys to make this key a previous one.',
    key_required: 'At least one key must be kept.',
    unsupported_key_type: 'This key type is not supported.',
  },
  session: {
    invalid_credentials: 'Incorrect account or password.',
    identifier_locked: 'Too many failed attempts. Try again in {{minutes}} minutes.',
    too_many_requests: 'Too many attempts. Please try again later.',
    attempt_too_soon: 'Too many failed attempts. Wait {{seconds}} s before trying again.',
    not_found: 'The session was not found. Please sign in again.',
    verification_failed: 'Verification failed. Please try again.',
    first_admin_exists: 'An administrator account already exists.',
    registration_disabled: 'Creating new accounts is turned off.',
    invalid_interaction: 'This sign-in step is not valid now. Start again.',
    interaction_event_not_found: 'Start signing in, registering or resetting your password first.',
    interaction_event_change_not_allowed: 'A password reset cannot be switched to signing in or registering. Start again.',
    sign_in_disabled: 'Signing in is turned off.',
    verification_record_not_found: 'This verification was not found. Verify again.',
    sign_in_method_not_enabled: 'This sign-in method is not enabled.',
    identifier_not_found: 'Verify who you are first.',
    missing_profile: 'Some required details are missing: {{fields}}.',
  },
  user: {
    username_already_in_use: 'This username is already taken.',
    email_already_in_use: 'This email address is already linked to another account.',
    phone_already_in_use: 'This phone number is already linked to another account.',
    invalid_email: 'The email address is not valid.',
    invalid_phone: 'The phone number is not valid.',
    invalid_username:
      'A username must start with a letter or an underscore and contain only letters, digits and underscores.',
    not_found: 'The user was not found.',
    wrong_password: 'The current password is incorrect.',
    same_password: 'The new password must differ from the current one.',
    password_required: 'A password is required.',
    email_not_configured: 'No email connector is set up, so emails cannot be sent.',
    suspended: 'This account has been suspended.',
    invalid_role_type: 'Machine-to-machine roles cannot be assigned to users.',
    unsupported_password_algorithm:
      'The password algorithm is not supported. Use Argon2i, Argon2id, Argon2d, SHA1, SHA256, MD5 or Bcrypt.',
    invalid_password_digest: 'The password digest does not have the format of its algorithm.',
    password_algorithm_required: 'A password digest needs its algorithm (passwordAlgorithm).',
    password_and_digest_conflict: 'Give either a password or a password digest, not both.',
    password_mismatch: 'The password does not match.',
    custom_data_too_large: 'Custom data may take at most {{max}} bytes as JSON.',
    identity_not_found: 'The user has no identity for {{target}}.',
    invalid_search_pattern: 'The search pattern is not valid.',
  },
  password_rejected: {
    too_short: 'The password must be at least {{min}} characters long.',
    too_long: 'The password must be at most {{max}} characters long.',
    unsupported_characters: 'The password contains characters that are not allowed.',
    character_types:
      'The password must mix at least {{min}} of: lowercase letters, uppercase letters, digits and symbols.',
    pwned: 'This password has appeared in a data breach. Choose a different one.',
    restricted: {
      repetition: 'The password repeats the same character too often.',
      sequence: 'The password contains an easy-to-guess sequence such as "123" or "abc".',
      words: 'The password contains a word that is not allowed: {{words}}.',
      user_info: 'The password must not contain your personal details, such as your name or email.',
    },
  },
  application: {
    invalid_type: 'This operation is not available for this type of application.',
    not_found: 'The application was not found.',
    invalid_redirect_uri: 'The redirect URI is not valid.',
    invalid_post_logout_redirect_uri: 'The post sign-out redirect URI is not valid.',
    invalid_cors_origin: 'The CORS origin is not valid.',
    protected_app_metadata_is_required: 'Protected applications need their metadata.',
    protected_app_not_allowed_here: 'Protected applications cannot be used here.',
    secret_name_exists: 'A secret named "{{name}}" already exists.',
    secret_not_found: 'The application secret was not found.',
    cannot_modify_admin_console: 'The admin console application cannot be changed.',
    third_party_application_only: 'Consent settings apply only to third-party applications.',
    role_type_mismatch: 'Only machine-to-machine roles can be assigned to this application.',
    m2m_only: 'This is only available for machine-to-machine applications.',
    invalid_third_party_application_type:
      'This type of application cannot be a third-party application.',
    protected_application_only: 'This is only available for Protected applications.',
    protected_app_not_configured:
      'Protected applications by subdomain are not set up on this server. Name the full host instead.',
    protected_application_subdomain_exists:
      'The host "{{host}}" is already used by another Protected application.',
    invalid_role_type: 'User roles cannot be assigned to an application.',
    device_flow_native_only: 'The device flow is only available for native applications.',
    invalid_token_endpoint_auth_method:
      'Only applications with secrets can choose how they authenticate.',
    private_key_jwt_requires_keys:
      'Authentication with a private key JWT needs the public keys of the application (a JWKS URI or a JWKS).',
    jwks_and_jwks_uri_exclusive: 'Give either a JWKS URI or a JWKS, not both.',
  },
  saml_application: {
    use_saml_applications_api: 'SAML applications are created and configured through /api/saml-applications.',
    acs_binding_not_supported: 'The ACS URL must use the HTTP-POST binding: SAML responses are delivered by form post.',
    invalid_certificate: 'The certificate in {{field}} is not a valid PEM X.509 certificate.',
    certificate_out_of_date: 'The certificate in {{field}} is expired or not yet valid.',
    encryption_certificate_required: "Encrypting assertions needs the service provider's encryption certificate.",
    cannot_delete_active_secret: 'The active signing certificate cannot be deleted. Activate another one first.',
    no_active_secret: 'The SAML application has no active signing certificate.',
    not_configured: 'The SAML application needs its service provider entity ID and ACS URL before users can sign in.',
    invalid_request: 'The SAML request could not be read.',
    dtd_not_allowed: 'SAML messages with a document type declaration (DTD) or entities are refused.',
    issuer_mismatch: "The issuer of the SAML request does not match the application's service provider entity ID.",
    acs_url_mismatch: 'The ACS URL of the SAML request does not match the registered one.',
    signature_required: 'This application requires signed SAML requests.',
    invalid_signature: 'The signature of the SAML request is invalid.',
    session_not_found: 'The SAML sign-in was not found or has expired. Start again from the application.',
    sign_in_failed: 'The sign-in for the SAML application did not complete.',
  },
  resource: {
    resource_identifier_in_use: 'The API identifier "{{indicator}}" is already in use.',
    invalid_indicator: 'The API identifier must be an absolute URI without a fragment.',
    cannot_modify_management_api: 'The Management API resource cannot be changed.',
    cannot_delete_management_api: 'The Management API resource cannot be deleted.',
    not_found: 'The API resource was not found.',
  },
  scope: {
    name_exists: 'A permission named "{{name}}" already exists.',
    name_with_space: 'A permission name must not contain spaces.',
    not_found: 'The permission was not found.',
  },
  role: {
    name_in_use: 'A role named "{{name}}" already exists.',
    not_found: 'The role was not found.',
    scope_exists: 'The role already has this permission.',
    user_exists: 'The user already has this role.',
    application_exists: 'The application already has this role.',
    type_mismatch: 'The role type does not match.',
    user_role_for_user_only: 'User roles can be assigned to users only.',
    m2m_role_for_m2m_only:
      'Machine-to-machine roles can be assigned to machine-to-machine applications only.',
    management_api_scopes_not_assignable_to_user_role:
      'User roles cannot grant access to the Management API.',
  },
  log: {
    not_found: 'The log was not found.',
    invalid_time_range: 'The time range is reversed: start_time must not be after end_time.',
  },
  dashboard: {
    invalid_date_range: 'The date range is too long: ask for at most {{maxDays}} days.',
  },
  storage: {
    not_configured: 'File storage is not set up.',
    upload_error: 'The file could not be uploaded.',
  },
  cli_bridge: {
    command_failed: 'The command failed: {{reason}}',
  },
  swagger: {
    invalid_document: 'The OpenAPI document is not valid.',
  },
  sign_in_experiences: {
    empty_sign_in_methods: 'At least one sign-in method is required.',
    duplicated_sign_in_identifier: 'The sign-in methods list {{identifier}} more than once.',
    sign_in_method_without_factor:
      'Signing in with {{identifier}} needs a password, a verification code, or both.',
    username_verification_code_not_supported:
      'A username cannot receive a verification code: signing in with a username needs a password.',
    miss_sign_up_identifier_in_sign_in:
      'Users who sign up with {{identifier}} must be able to sign in with it. Add it to the sign-in methods.',
    password_sign_in_must_be_enabled:
      'Sign-up sets a password, so signing in with {{identifier}} must accept a password.',
    code_sign_in_must_be_enabled:
      'Sign-up sets no password, so signing in with {{identifier}} must accept a verification code.',
    duplicated_sign_up_identifier: 'Each sign-up identifier may be listed only once.',
    username_requires_password: 'Signing up with a username requires setting a password.',
    passwordless_requires_verify:
      'Signing up with an email address or phone number without a password requires verifying it.',
    enabled_connector_not_found:
      'This setting sends verification codes, but no {{type}} connector is set up.',
    duplicated_mfa_factors: 'Each multi-factor authentication factor may be listed only once.',
    backup_code_cannot_be_enabled_alone:
      'Backup codes cannot be the only multi-factor authentication factor.',
    at_least_one_authentication_factor:
      'Mandatory multi-factor authentication needs at least one factor.',
    unsupported_default_language: '"{{language}}" is not a supported language.',
  },
  localization: {
    unsupported_language: '"{{languageTag}}" is not a supported language.',
    phrases_not_found: 'There are no custom phrases for "{{languageTag}}".',
    invalid_translation_structure:
      'These keys are not phrases of the sign-in app, or hold a text where a group is expected or a group where a text is expected: {{keys}}.',
    cannot_delete_default_language:
      'The custom phrases of "{{languageTag}}" cannot be deleted while it is the fallback language of the sign-in experience.',
  },
  connector: {
    general: 'The connector could not complete the request.',
    not_found: 'No {{type}} connector is set up.',
    not_enabled: 'The {{type}} connector is not enabled.',
    factory_not_found: 'No connector factory "{{id}}" exists.',
    more_than_one_email:
      'The tenant already has an email connector. Delete it before adding another.',
    more_than_one_sms: 'The tenant already has an SMS connector. Delete it before adding another.',
    invalid_type_for_syncing_profile: 'Only social connectors can sync user profiles.',
    template_missing_code: 'The {{usageType}} template must contain {{variable}}.',
    url_in_sender_name: 'URL is not allowed in sender name.',
    url_in_company_information: 'URL is not allowed in company information.',
    invalid_metadata: "The connector's metadata is not valid.",
    unexpected_type: 'This connector is not of the expected type.',
    invalid_config_guard: "The connector's configuration does not match its form.",
    invalid_request_parameters: 'The request to the connector has invalid parameters.',
    insufficient_request_parameters: 'The request to the connector is missing parameters.',
    invalid_config: "The connector's configuration is not valid.",
    invalid_certificate: "The connector's certificate is not valid.",
    invalid_response: 'The connected service gave an invalid response.',
    template_not_found: 'No {{usageType}} template is set up for this connector.',
    template_not_supported: 'This connector does not support this kind of template.',
    rate_limit_exceeded: 'The connected service is limiting requests. Please try again later.',
    not_implemented: 'This connector does not support this action.',
    social_auth_code_invalid: 'The authorization code from the social provider is not valid.',
    social_invalid_access_token: 'The access token from the social provider is not valid.',
    social_invalid_id_token: 'The ID token from the social provider is not valid.',
    authorization_failed: 'The authorization with the social provider failed.',
  },
  organization: {
    require_membership: 'The user or application must be a member of the organization.',
    role_names_not_found: 'No organization roles are named {{names}}.',
    role_type_in_use:
      'The type of an organization role cannot change while users or applications hold it.',
    invitee_already_member: 'The invitee is already a member of the organization.',
    invitation_not_found: 'This invitation does not exist, or is no longer pending.',
    invitation_status_not_changeable: 'The status of this invitation can no longer change.',
    accepted_user_id_required: 'Accepting an invitation needs the ID of the user who accepts it.',
    accepted_user_email_mismatch: 'The user who accepts must have the invited email address.',
    expires_at_in_future: 'The expiry of an invitation must be in the future.',
  },
  verification_code: {
    not_found: 'The verification code was not found. Request a new one.',
    identifier_mismatch: 'This code was sent to a different email address or phone number.',
    consumed: 'This verification code was already used. Request a new one.',
    exceed_max_try: 'Too many wrong codes. Request a new one.',
    expired: 'The verification code has expired. Request a new one.',
    code_mismatch: 'The verification code is incorrect.',
  },
} as const;

export default en;

export type ErrorPhrases = typeof en;
