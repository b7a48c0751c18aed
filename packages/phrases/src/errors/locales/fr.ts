import type { Translation } from '../../shared/phrases.js';
import type { ErrorPhrases } from './en.js';

const fr: Translation<ErrorPhrases> = {
  request: {
    general: 'Une erreur est survenue lors de la requête.',
    invalid_json: 'Le corps de la requête n’est pas un JSON valide.',
    payload_too_large: 'Le corps de la requête est trop volumineux.',
    rate_limited: 'Trop de requêtes. Patientez un instant puis réessayez.',
    timeout: 'Le délai de la requête a expiré.',
    unsupported_media_type:
      'Ce point de terminaison n’accepte pas ce type de corps de requête. Envoyez {{types}}.',
  },
  route: {
    not_found: 'Aucune route ne correspond à {{method}} {{path}}.',
  },
  guard: {
    invalid_input: 'La requête contient des données non valides.',
    invalid_pagination: 'Les paramètres de pagination ne sont pas valides.',
    invalid_path_params: 'Les paramètres du chemin ne sont pas valides.',
    mime_type_not_allowed:
      'Ce type de fichier n’est pas pris en charge. Types autorisés : {{types}}.',
    file_size_exceeded: 'Le fichier est trop volumineux. La limite est de {{limit}}.',
  },
  entity: {
    not_found: 'L’élément demandé est introuvable.',
    not_exists_with_id: 'Aucun élément {{name}} n’existe avec l’ID « {{id}} ».',
    unique_integrity_violation: 'Un élément avec la même valeur unique existe déjà.',
    create_failed: 'Impossible de créer l’élément.',
    update_failed: 'Impossible de mettre à jour l’élément.',
    relation_foreign_key_not_found: 'Un ou plusieurs des éléments référencés n’existent pas.',
  },
  database: {
    unavailable: 'La base de données est indisponible pour le moment.',
    migrations_pending:
      'La base de données n’a pas encore reçu des migrations dont cette version a besoin.',
    data_dir_locked: 'Le répertoire de données est utilisé par un autre processus.',
    data_dir_corrupt: 'Le répertoire de données est endommagé et ne peut pas être ouvert.',
    data_dir_version_mismatch: 'Le répertoire de données a été créé par une version incompatible.',
  },
  tenant: {
    not_found: 'Le locataire « {{tenantId}} » est introuvable.',
    cloud_only: 'Ceci n’est disponible que dans l’édition cloud.',
    oss_default_only: 'L’édition open source ne sert que le locataire par défaut.',
    member_not_found: 'L’utilisateur « {{userId}} » n’est pas membre de ce locataire.',
    last_admin: 'Un locataire a besoin d’au moins un administrateur. Nommez d’abord un autre membre administrateur.',
    permission_denied: 'Vous avez besoin de l’autorisation « {{permission}} » dans ce locataire pour faire cela.',
    invitee_already_member: '{{invitee}} est déjà membre de ce locataire.',
    invitation_already_pending: '{{invitee}} a déjà une invitation en attente pour ce locataire.',
    suspended: 'Ce tenant est suspendu. Sa connexion, ses jetons et sa Management API sont indisponibles jusqu’à la levée de la suspension ; contactez le support.',
    suspension_not_allowed: 'Le tenant intégré « {{tenantId}} » ne peut pas être suspendu.',
  },
  invitation: {
    invitation_not_found: 'Cette invitation n’existe pas.',
    invalid_invitation_status: 'Cette invitation n’est plus en attente ({{status}}).',
    email_mismatch: 'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec ce compte pour l’accepter.',
  },
  auth: {
    authorization_header_missing: 'L’en-tête Authorization est absent.',
    authorization_token_type_not_supported:
      'Ce type d’autorisation n’est pas pris en charge. Utilisez un jeton Bearer.',
    unauthorized: 'Vous n’êtes pas connecté ou votre session a pris fin.',
    forbidden: 'Vous n’êtes pas autorisé à effectuer cette action.',
    insufficient_permissions: 'Autorisations insuffisantes.',
    expected_role_not_found:
      'Le rôle attendu est introuvable. Vérifiez vos rôles et autorisations.',
    jwt_sub_missing: 'Le jeton ne contient pas de revendication « sub ».',
    invalid_token: 'Le jeton d’accès n’est pas valide.',
    token_expired: 'Le jeton d’accès a expiré.',
    wrong_audience: 'Le jeton d’accès a été émis pour une autre audience.',
    wrong_issuer: 'Le jeton d’accès a été émis par un autre émetteur.',
    cloud_only: 'Ceci n’est disponible que dans l’édition cloud.',
    require_re_authentication: 'Vérifiez à nouveau votre mot de passe pour continuer.',
  },
  oidc: {
    invalid_grant: 'L’autorisation est invalide, expirée ou révoquée.',
    invalid_scope: 'La portée demandée n’est pas valide.',
    invalid_target: 'L’indicateur de ressource demandé n’est pas valide.',
    invalid_client: 'L’authentification du client a échoué.',
    access_denied: 'L’accès a été refusé.',
    interaction_not_found: 'La session de connexion est introuvable. Recommencez la connexion.',
    provider_error: 'Le fournisseur OpenID Connect a signalé une erreur interne.',
    key_not_found: 'La clé de signature est introuvable.',
    only_previous_key_can_be_deleted:
      'Seule une clé précédente peut être supprimée. Effectuez une rotation des clés pour que celle-ci devienne la précédente.',
    key_required: 'Au moins une clé doit être conservée.',
    unsupported_key_type: 'Ce type de clé n’est pas pris en charge.',
  },
  domain: {
    limit_to_one_domain: 'Un locataire a au plus un domaine personnalisé. Supprimez-le pour en ajouter un autre.',
    hostname_already_exists: 'Ce domaine est déjà utilisé par un autre locataire.',
    invalid_domain: 'Ce domaine ne peut pas être un domaine personnalisé : c’est l’hôte du service lui-même.',
    not_found: 'Le domaine personnalisé n’existe pas.',
  },
  personal_access_token: {
    name_in_use: 'Cet utilisateur possède déjà un jeton d’accès personnel portant ce nom.',
    not_found: 'Le jeton d’accès personnel n’existe pas.',
    expires_at_in_past: 'La date d’expiration doit se situer dans le futur.',
  },
  session: {
    passkey: {
      sign_in_not_enabled: 'La connexion par clé d\'accès n\'est pas activée.',
      suggest_passkey_enrolment: 'Ajoutez une clé d\'accès pour vous connecter plus vite la prochaine fois.',
      enrolment_not_allowed: 'Une clé d\'accès ne peut être ajoutée qu\'après une connexion par mot de passe et par tout second facteur du compte.',
    },
    invalid_credentials: 'Compte ou mot de passe incorrect.',
    identifier_locked: 'Trop de tentatives échouées. Réessayez dans {{minutes}} minutes.',
    too_many_requests: 'Trop de tentatives. Veuillez réessayer plus tard.',
    attempt_too_soon: 'Trop de tentatives échouées. Attendez {{seconds}} s avant de réessayer.',
    not_found: 'La session est introuvable. Veuillez vous reconnecter.',
    verification_failed: 'La vérification a échoué. Veuillez réessayer.',
    first_admin_exists: 'Un compte administrateur existe déjà.',
    registration_disabled: 'La création de nouveaux comptes est désactivée.',
    invalid_interaction: 'Cette étape de connexion n’est plus valide. Recommencez.',
    interaction_event_not_found: 'Commencez d’abord la connexion, l’inscription ou la réinitialisation du mot de passe.',
    interaction_event_change_not_allowed: 'Une réinitialisation du mot de passe ne peut pas devenir une connexion ou une inscription. Recommencez.',
    sign_in_disabled: 'La connexion est désactivée.',
    verification_record_not_found: 'Cette vérification est introuvable. Vérifiez à nouveau.',
    sign_in_method_not_enabled: 'Cette méthode de connexion n’est pas activée.',
    identifier_not_found: 'Confirmez d’abord votre identité.',
    missing_profile: 'Des informations obligatoires manquent : {{fields}}.',
    mfa: {
      require_mfa_verification: 'Vérifiez avec votre second facteur pour continuer.',
      require_mfa_binding: 'Configurez un second facteur pour continuer.',
      mfa_factor_not_enabled: 'Cette méthode de vérification n’est pas activée.',
      invalid_totp_code: 'Le code est incorrect ou a déjà été utilisé.',
      webauthn_verification_failed: 'La clé de sécurité ou la clé d’accès n’a pas pu être vérifiée.',
      invalid_backup_code: 'Le code de secours est incorrect ou a déjà été utilisé.',
      backup_code_can_not_be_alone: 'Configurez une autre méthode de vérification avant les codes de secours.',
      mfa_policy_not_user_controlled: 'Un second facteur est obligatoire ici ; il ne peut pas être ignoré.',
      pending_info_not_found: 'Recommencez la configuration de cette méthode de vérification.',
      factor_already_in_use: 'Cette méthode de vérification est déjà configurée.',
      passkey_not_found: 'Cette clé d’accès n’est enregistrée pour aucun compte ici.',
    },
  },
  account_center: {
    disabled: 'L\'API de compte n\'est pas activée pour ce locataire.',
    field_not_editable: 'Ce champ ne peut pas être modifié dans le centre de compte : {{field}}.',
    field_not_readable: 'Ce champ n\'est pas disponible dans le centre de compte : {{field}}.',
  },
  verification_record: {
    not_found: 'L\'enregistrement de vérification est introuvable ou a expiré.',
    permission_denied: 'Vérifiez d\'abord votre identité : l\'enregistrement de vérification est manquant, expiré ou ne vous appartient pas.',
    new_identifier_not_verified: 'La nouvelle adresse e-mail, le nouveau numéro de téléphone ou la nouvelle clé d\'accès n\'a pas été vérifié.',
  },
  user: {
    sso_identity_not_found: 'L\'utilisateur n\'a aucune identité provenant du connecteur SSO « {{ssoConnectorId}} ».',
    username_already_in_use: 'Ce nom d’utilisateur est déjà pris.',
    email_already_in_use: 'Cette adresse e-mail est déjà associée à un autre compte.',
    phone_already_in_use: 'Ce numéro de téléphone est déjà associé à un autre compte.',
    invalid_email: 'L’adresse e-mail n’est pas valide.',
    invalid_phone: 'Le numéro de téléphone n’est pas valide.',
    invalid_username:
      'Un nom d’utilisateur doit commencer par une lettre ou un tiret bas et ne contenir que des lettres, des chiffres et des tirets bas.',
    not_found: 'L’utilisateur est introuvable.',
    wrong_password: 'Le mot de passe actuel est incorrect.',
    same_password: 'Le nouveau mot de passe doit être différent de l’actuel.',
    password_required: 'Un mot de passe est requis.',
    email_not_configured:
      'Aucun connecteur e-mail n’est configuré : impossible d’envoyer des e-mails.',
    suspended: 'Ce compte a été suspendu.',
    invalid_role_type:
      'Les rôles machine à machine ne peuvent pas être attribués à des utilisateurs.',
    unsupported_password_algorithm:
      'L’algorithme de mot de passe n’est pas pris en charge. Utilisez Argon2i, Argon2id, Argon2d, SHA1, SHA256, MD5 ou Bcrypt.',
    invalid_password_digest: 'L’empreinte du mot de passe n’a pas le format de son algorithme.',
    password_algorithm_required:
      'Une empreinte de mot de passe doit indiquer son algorithme (passwordAlgorithm).',
    password_and_digest_conflict:
      'Indiquez soit un mot de passe, soit une empreinte de mot de passe, pas les deux.',
    password_mismatch: 'Le mot de passe ne correspond pas.',
    custom_data_too_large: 'Les données personnalisées ne peuvent pas dépasser {{max}} octets en JSON.',
    identity_not_found: 'L’utilisateur n’a aucune identité pour {{target}}.',
    token_set_not_found: 'Aucun jeton du fournisseur n’est conservé pour cette identité.',
    identity_not_match: 'L’enregistrement de vérification prouve un autre compte que celui lié pour {{target}}.',
    invalid_search_pattern: 'Le motif de recherche n’est pas valide.',
    identity_already_in_use: 'Ce compte social est déjà lié à un autre utilisateur.',
    social_account_exists_in_profile: 'Votre compte a déjà une identité pour {{target}}. Remplacez-la plutôt.',
    identity_not_exist: 'Aucun compte n’est encore lié à ce compte social.',
    identity_email_in_use: 'Un compte avec l’adresse {{email}} existe déjà. Connectez-vous à ce compte pour y lier ce compte social, ou créez un nouveau compte.',
  },
  password_rejected: {
    too_short: 'Le mot de passe doit contenir au moins {{min}} caractères.',
    too_long: 'Le mot de passe doit contenir au plus {{max}} caractères.',
    unsupported_characters: 'Le mot de passe contient des caractères non autorisés.',
    character_types:
      'Le mot de passe doit combiner au moins {{min}} types parmi : minuscules, majuscules, chiffres et symboles.',
    pwned: 'Ce mot de passe figure dans une fuite de données. Choisissez-en un autre.',
    restricted: {
      repetition: 'Le mot de passe répète trop souvent le même caractère.',
      sequence: 'Le mot de passe contient une suite facile à deviner, comme « 123 » ou « abc ».',
      words: 'Le mot de passe contient un mot interdit : {{words}}.',
      user_info:
        'Le mot de passe ne doit pas contenir vos informations personnelles, comme votre nom ou votre e-mail.',
    },
  },
  application: {
    invalid_type: 'Cette opération n’est pas disponible pour ce type d’application.',
    not_found: 'L’application est introuvable.',
    invalid_redirect_uri: 'L’URI de redirection n’est pas valide.',
    invalid_post_logout_redirect_uri: 'L’URI de redirection après déconnexion n’est pas valide.',
    invalid_cors_origin: 'L’origine CORS n’est pas valide.',
    protected_app_metadata_is_required: 'Les applications protégées doivent avoir leurs métadonnées.',
    protected_app_not_allowed_here: 'Les applications protégées ne peuvent pas être utilisées ici.',
    secret_name_exists: 'Un secret nommé « {{name}} » existe déjà.',
    secret_not_found: 'Le secret de l’application est introuvable.',
    cannot_modify_admin_console:
      'L’application de la console d’administration ne peut pas être modifiée.',
    third_party_application_only:
      'Les paramètres de consentement ne s’appliquent qu’aux applications tierces.',
    role_type_mismatch:
      'Seuls des rôles machine à machine peuvent être attribués à cette application.',
    m2m_only: 'Ceci n’est disponible que pour les applications machine à machine.',
    invalid_third_party_application_type:
      'Ce type d’application ne peut pas être une application tierce.',
    protected_application_only: 'Ceci n’est disponible que pour les applications protégées.',
    protected_app_not_configured:
      'Les applications protégées par sous-domaine ne sont pas configurées sur ce serveur. Indiquez plutôt l’hôte complet.',
    protected_application_subdomain_exists:
      'L’hôte « {{host}} » est déjà utilisé par une autre application protégée.',
    invalid_role_type: 'Les rôles utilisateur ne peuvent pas être attribués à une application.',
    device_flow_native_only:
      'Le flux d’appareil n’est disponible que pour les applications natives.',
    invalid_token_endpoint_auth_method:
      'Seules les applications avec des secrets peuvent choisir leur mode d’authentification.',
    private_key_jwt_requires_keys:
      'L’authentification par JWT à clé privée nécessite les clés publiques de l’application (une URI JWKS ou un JWKS).',
    jwks_and_jwks_uri_exclusive: 'Indiquez une URI JWKS ou un JWKS, pas les deux.',
  },
  saml_application: {
    use_saml_applications_api: 'Les applications SAML se créent et se configurent via /api/saml-applications.',
    acs_binding_not_supported: "L'URL ACS doit utiliser la liaison HTTP-POST : les réponses SAML sont transmises par formulaire.",
    invalid_certificate: "Le certificat dans {{field}} n'est pas un certificat X.509 PEM valide.",
    certificate_out_of_date: "Le certificat dans {{field}} a expiré ou n'est pas encore valide.",
    encryption_certificate_required: 'Le chiffrement des assertions nécessite le certificat de chiffrement du fournisseur de services.',
    cannot_delete_active_secret: "Le certificat de signature actif ne peut pas être supprimé. Activez-en d'abord un autre.",
    no_active_secret: "L'application SAML n'a aucun certificat de signature actif.",
    not_configured: "L'application SAML a besoin de l'ID d'entité et de l'URL ACS du fournisseur de services avant que les utilisateurs puissent se connecter.",
    invalid_request: "La requête SAML n'a pas pu être lue.",
    dtd_not_allowed: 'Les messages SAML contenant une déclaration de type de document (DTD) ou des entités sont refusés.',
    issuer_mismatch: "L'émetteur de la requête SAML ne correspond pas à l'ID d'entité du fournisseur de services de l'application.",
    acs_url_mismatch: "L'URL ACS de la requête SAML ne correspond pas à celle enregistrée.",
    signature_required: 'Cette application exige des requêtes SAML signées.',
    invalid_signature: "La signature de la requête SAML n'est pas valide.",
    session_not_found: "La connexion SAML est introuvable ou a expiré. Recommencez depuis l'application.",
    sign_in_failed: "La connexion à l'application SAML n'a pas abouti.",
  },
  resource: {
    resource_identifier_in_use: 'L’identifiant d’API « {{indicator}} » est déjà utilisé.',
    invalid_indicator: 'L’identifiant d’API doit être une URI absolue sans fragment.',
    cannot_modify_management_api: 'La ressource de l’API de gestion ne peut pas être modifiée.',
    cannot_delete_management_api: 'La ressource de l’API de gestion ne peut pas être supprimée.',
    not_found: 'La ressource d’API est introuvable.',
  },
  scope: {
    name_exists: 'Une autorisation nommée « {{name}} » existe déjà.',
    name_with_space: 'Le nom d’une autorisation ne doit pas contenir d’espaces.',
    not_found: 'L’autorisation est introuvable.',
  },
  role: {
    name_in_use: 'Un rôle nommé « {{name}} » existe déjà.',
    not_found: 'Le rôle est introuvable.',
    scope_exists: 'Le rôle possède déjà cette autorisation.',
    user_exists: 'L’utilisateur possède déjà ce rôle.',
    application_exists: 'L’application possède déjà ce rôle.',
    type_mismatch: 'Le type de rôle ne correspond pas.',
    user_role_for_user_only:
      'Les rôles utilisateur ne peuvent être attribués qu’à des utilisateurs.',
    m2m_role_for_m2m_only:
      'Les rôles machine à machine ne peuvent être attribués qu’à des applications machine à machine.',
    management_api_scopes_not_assignable_to_user_role:
      'Les rôles utilisateur ne peuvent pas donner accès à l’API de gestion.',
  },
  log: {
    not_found: 'Le journal est introuvable.',
    invalid_time_range: 'La plage horaire est inversée : start_time ne doit pas être après end_time.',
  },
  hook: {
    send_test_payload_failed: 'Le destinataire n’a pas accepté la charge utile de test.',
  },
  dashboard: {
    invalid_date_range: 'La plage de dates est trop longue : demandez au plus {{maxDays}} jours.',
  },
  storage: {
    not_configured: 'Le stockage de fichiers n’est pas configuré.',
    upload_error: 'Le fichier n’a pas pu être téléversé.',
  },
  cli_bridge: {
    command_failed: 'La commande a échoué : {{reason}}',
  },
  swagger: {
    invalid_document: 'Le document OpenAPI n’est pas valide.',
  },
  sign_in_experiences: {
    empty_sign_in_methods: 'Au moins une méthode de connexion est requise.',
    duplicated_sign_in_identifier:
      'Les méthodes de connexion contiennent {{identifier}} plus d’une fois.',
    sign_in_method_without_factor:
      'La connexion avec {{identifier}} nécessite un mot de passe, un code de vérification, ou les deux.',
    username_verification_code_not_supported:
      'Un nom d’utilisateur ne peut pas recevoir de code de vérification : la connexion par nom d’utilisateur nécessite un mot de passe.',
    miss_sign_up_identifier_in_sign_in:
      'Les utilisateurs qui s’inscrivent avec {{identifier}} doivent pouvoir se connecter avec. Ajoutez-le aux méthodes de connexion.',
    password_sign_in_must_be_enabled:
      'L’inscription définit un mot de passe, la connexion avec {{identifier}} doit donc accepter un mot de passe.',
    code_sign_in_must_be_enabled:
      'L’inscription ne définit pas de mot de passe, la connexion avec {{identifier}} doit donc accepter un code de vérification.',
    duplicated_sign_up_identifier:
      'Chaque identifiant d’inscription ne peut figurer qu’une seule fois.',
    username_requires_password:
      'L’inscription avec un nom d’utilisateur exige de définir un mot de passe.',
    passwordless_requires_verify:
      'L’inscription avec une adresse e-mail ou un numéro de téléphone sans mot de passe exige de le vérifier.',
    enabled_connector_not_found:
      'Ce réglage envoie des codes de vérification, mais aucun connecteur {{type}} n’est configuré.',
    duplicated_mfa_factors:
      'Chaque facteur d’authentification multifacteur ne peut figurer qu’une seule fois.',
    backup_code_cannot_be_enabled_alone:
      'Les codes de secours ne peuvent pas être le seul facteur d’authentification multifacteur.',
    at_least_one_authentication_factor:
      'L’authentification multifacteur obligatoire nécessite au moins un facteur.',
    unsupported_default_language: '« {{language}} » n’est pas une langue prise en charge.',
  },
  jwt_customizer: {
    access_denied: "Le script de claims personnalisés du jeton a refusé l'accès : {{message}}",
    general: 'Le script de claims personnalisés du jeton a échoué : {{message}}',
  },
  localization: {
    unsupported_language: '« {{languageTag}} » n’est pas une langue prise en charge.',
    phrases_not_found: 'Il n’y a pas de phrases personnalisées pour « {{languageTag}} ».',
    invalid_translation_structure:
      'Ces clés ne sont pas des phrases de l’application de connexion, ou contiennent un texte là où un groupe est attendu ou un groupe là où un texte est attendu : {{keys}}.',
    cannot_delete_default_language:
      'Les phrases personnalisées de « {{languageTag}} » ne peuvent pas être supprimées tant que c’est la langue de repli de l’expérience de connexion.',
  },
  connector: {
    general: 'Le connecteur n’a pas pu traiter la requête.',
    not_found: 'Aucun connecteur {{type}} n’est configuré.',
    not_enabled: 'Le connecteur {{type}} n’est pas activé.',
    factory_not_found: 'Aucune fabrique de connecteurs « {{id}} » n’existe.',
    more_than_one_email:
      'Le locataire a déjà un connecteur d’e-mail. Supprimez-le avant d’en ajouter un autre.',
    more_than_one_sms:
      'Le locataire a déjà un connecteur SMS. Supprimez-le avant d’en ajouter un autre.',
    invalid_type_for_syncing_profile:
      'Seuls les connecteurs sociaux peuvent synchroniser les profils utilisateur.',
    template_missing_code: 'Le modèle {{usageType}} doit contenir {{variable}}.',
    template_missing_link: 'Le modèle {{usageType}} doit contenir {{variable}}, le lien que la personne invitée ouvre.',
    url_in_sender_name: 'Les URL ne sont pas autorisées dans le nom de l’expéditeur.',
    url_in_company_information:
      'Les URL ne sont pas autorisées dans les informations sur l’entreprise.',
    invalid_metadata: 'Les métadonnées du connecteur ne sont pas valides.',
    unexpected_type: 'Ce connecteur n’est pas du type attendu.',
    invalid_config_guard: 'La configuration du connecteur ne correspond pas à son formulaire.',
    invalid_request_parameters: 'La requête au connecteur contient des paramètres non valides.',
    insufficient_request_parameters: 'Il manque des paramètres dans la requête au connecteur.',
    invalid_config: 'La configuration du connecteur n’est pas valide.',
    invalid_certificate: 'Le certificat du connecteur n’est pas valide.',
    invalid_response: 'Le service connecté a renvoyé une réponse non valide.',
    template_not_found: 'Aucun modèle {{usageType}} n’est configuré pour ce connecteur.',
    template_not_supported: 'Ce connecteur ne prend pas en charge ce type de modèle.',
    rate_limit_exceeded: 'Le service connecté limite les requêtes. Veuillez réessayer plus tard.',
    not_implemented: 'Ce connecteur ne prend pas en charge cette action.',
    social_auth_code_invalid: 'Le code d’autorisation du fournisseur social n’est pas valide.',
    social_invalid_access_token: 'Le jeton d’accès du fournisseur social n’est pas valide.',
    social_invalid_id_token: 'Le jeton d’identité du fournisseur social n’est pas valide.',
    authorization_failed: 'L’autorisation auprès du fournisseur social a échoué.',
    multiple_target_with_same_platform: 'Un connecteur social avec la cible {{target}} existe déjà sur cette plateforme.',
  },
  organization: {
    require_membership: "L'utilisateur ou l'application doit être membre de l'organisation.",
    role_names_not_found: "Aucun rôle d'organisation ne porte les noms {{names}}.",
    role_type_in_use:
      "Le type d'un rôle d'organisation ne peut pas changer tant que des utilisateurs ou des applications le détiennent.",
    invitee_already_member: "La personne invitée est déjà membre de l'organisation.",
    invitation_not_found: "Cette invitation n'existe pas ou n'est plus en attente.",
    invitation_link_required: 'Indiquez un lien à envoyer : cette invitation a été envoyée sans lien.',
    invitation_status_not_changeable: 'Le statut de cette invitation ne peut plus changer.',
    accepted_user_id_required:
      "Accepter une invitation nécessite l'identifiant de l'utilisateur qui l'accepte.",
    accepted_user_email_mismatch: "L'utilisateur qui accepte doit avoir l'adresse e-mail invitée.",
    expires_at_in_future: "L'expiration d'une invitation doit être dans le futur.",
  },
  single_sign_on: {
    idp_initiated_auth_config_not_found: 'Le connecteur SSO « {{id}} » n\'a pas de paramètres de connexion initiée par l\'IdP.',
    idp_initiated_authentication_not_supported: 'La connexion initiée par l\'IdP ne peut être configurée que pour les connecteurs SAML.',
    idp_initiated_authentication_invalid_application: 'L\'application « {{applicationId}} » ne peut pas être l\'application par défaut : elle doit être une application web traditionnelle ou monopage propre à ce locataire.',
    idp_initiated_authentication_redirect_uri_not_registered: 'L\'URI de redirection « {{redirectUri}} » n\'est pas enregistrée pour l\'application par défaut.',
    forbidden_domains: "Les domaines de messagerie publics ne peuvent pas être utilisés pour l'authentification unique : {{domains}}.",
    duplicated_domains: 'Ces domaines figurent plusieurs fois : {{domains}}.',
    invalid_domain_format: 'Ces domaines de messagerie ne sont pas valides : {{domains}}.',
    duplicate_connector_name: 'Un autre connecteur SSO porte déjà le nom « {{name}} ».',
    connector_not_found: "Le connecteur SSO « {{id}} » n'existe pas.",
    not_enabled: "L'authentification unique n'est pas activée pour cette expérience de connexion.",
    state_mismatch: "La réponse du fournisseur d'identité n'appartient pas à cette connexion. Veuillez recommencer.",
    assertion_not_found: "Aucune réponse du fournisseur d'identité n'a encore été reçue pour cette connexion.",
    missing_email: "Le fournisseur d'identité n'a pas renvoyé d'adresse e-mail.",
    saml_dtd_refused: 'Le XML contenant une déclaration de type de document ou des entités est refusé.',
    saml_signature_invalid: "La réponse SAML n'est pas signée par le fournisseur d'identité, ou sa signature n'est pas valide.",
    saml_audience_mismatch: "L'assertion SAML est destinée à un autre fournisseur de services.",
    saml_assertion_expired: "L'assertion SAML a expiré ou n'est pas encore valide.",
    saml_assertion_replayed: 'Cette assertion SAML a déjà été utilisée.',
    saml_request_mismatch: 'La réponse SAML ne répond pas à la demande de cette connexion.',
    saml_response_invalid: "La réponse SAML n'est pas valide.",
  },
  verification_code: {
    not_found: 'Le code de vérification est introuvable. Demandez-en un nouveau.',
    identifier_mismatch: 'Ce code a été envoyé à une autre adresse e-mail ou à un autre numéro de téléphone.',
    consumed: 'Ce code de vérification a déjà été utilisé. Demandez-en un nouveau.',
    exceed_max_try: 'Trop de codes erronés. Demandez-en un nouveau.',
    expired: 'Le code de vérification a expiré. Demandez-en un nouveau.',
    code_mismatch: 'Le code de vérification est incorrect.',
  },
  subscription: {
    quota_exceeded: 'Limite de quota dépassée. {{exceededQuota}}',
    plan_not_sold: 'Le forfait « {{skuId}} » ne peut pas être acheté.',
    not_paid: 'Le locataire « {{tenantId}} » n\'a pas d\'abonnement payant.',
    provider_unavailable: 'Le prestataire de paiement est indisponible. Réessayez plus tard.',
    invalid_webhook_signature: 'La signature du webhook est invalide.',
  },
  account_deletion: {
    blocked: 'Votre compte ne peut pas encore être supprimé. Réglez d’abord les forfaits payants, les abonnements et les factures impayées des locataires que vous administrez.',
  },
};

export default fr;
