import type { Translation } from '../../shared/phrases.js';
import type { ErrorPhrases } from './en.js';

const ptPT: Translation<ErrorPhrases> = {
  request: {
    general: 'Ocorreu um erro no pedido.',
    invalid_json: 'O corpo do pedido não é um JSON válido.',
    payload_too_large: 'O corpo do pedido é demasiado grande.',
    rate_limited: 'Demasiados pedidos. Aguarde um momento e tente novamente.',
    timeout: 'O pedido excedeu o tempo limite.',
    unsupported_media_type:
      'Este endpoint não aceita este tipo de corpo de pedido. Envie {{types}}.',
  },
  route: {
    not_found: 'Nenhuma rota corresponde a {{method}} {{path}}.',
  },
  guard: {
    invalid_input: 'O pedido contém dados inválidos.',
    invalid_pagination: 'Os parâmetros de paginação são inválidos.',
    invalid_path_params: 'Os parâmetros do caminho são inválidos.',
    mime_type_not_allowed: 'Este tipo de ficheiro não é suportado. Tipos permitidos: {{types}}.',
    file_size_exceeded: 'O ficheiro é demasiado grande. O limite é {{limit}}.',
  },
  entity: {
    not_found: 'O elemento pedido não foi encontrado.',
    not_exists_with_id: 'Não existe {{name}} com o ID «{{id}}».',
    unique_integrity_violation: 'Já existe um elemento com o mesmo valor único.',
    create_failed: 'Não foi possível criar o elemento.',
    update_failed: 'Não foi possível atualizar o elemento.',
    relation_foreign_key_not_found: 'Um ou mais elementos referenciados não existem.',
  },
  database: {
    unavailable: 'A base de dados está indisponível de momento.',
    migrations_pending:
      'A base de dados ainda não tem aplicadas migrações de que esta versão precisa.',
    data_dir_locked: 'A pasta de dados está a ser utilizada por outro processo.',
    data_dir_corrupt: 'A pasta de dados está danificada e não pode ser aberta.',
    data_dir_version_mismatch: 'A pasta de dados foi criada por uma versão incompatível.',
  },
  tenant: {
    not_found: 'O inquilino «{{tenantId}}» não foi encontrado.',
    cloud_only: 'Disponível apenas na edição na nuvem.',
    oss_default_only: 'A edição de código aberto serve apenas o inquilino predefinido.',
    member_not_found: 'O utilizador "{{userId}}" não é membro deste inquilino.',
    last_admin: 'Um inquilino precisa de pelo menos um administrador. Torne primeiro outro membro administrador.',
    permission_denied: 'Precisa da permissão "{{permission}}" neste inquilino para fazer isto.',
    invitee_already_member: '{{invitee}} já é membro deste inquilino.',
    invitation_already_pending: '{{invitee}} já tem um convite pendente para este inquilino.',
    suspended: 'Este tenant está suspenso. O início de sessão, os tokens e a Management API ficam indisponíveis até a suspensão ser levantada; contacte o suporte.',
    suspension_not_allowed: 'O tenant integrado "{{tenantId}}" não pode ser suspenso.',
  },
  invitation: {
    invitation_not_found: 'Este convite não existe.',
    invalid_invitation_status: 'Este convite já não está pendente ({{status}}).',
    email_mismatch: 'Este convite foi enviado para outro endereço de e-mail. Inicie sessão com essa conta para o aceitar.',
  },
  auth: {
    authorization_header_missing: 'Falta o cabeçalho Authorization.',
    authorization_token_type_not_supported:
      'Este tipo de autorização não é suportado. Utilize um token Bearer.',
    unauthorized: 'Não tem sessão iniciada ou a sua sessão terminou.',
    forbidden: 'Não tem permissão para fazer isto.',
    insufficient_permissions: 'Permissões insuficientes.',
    expected_role_not_found:
      'A função esperada não foi encontrada. Verifique as suas funções e permissões.',
    jwt_sub_missing: 'O token não tem a claim «sub».',
    invalid_token: 'O token de acesso é inválido.',
    token_expired: 'O token de acesso expirou.',
    wrong_audience: 'O token de acesso foi emitido para outro público.',
    wrong_issuer: 'O token de acesso foi emitido por outro emissor.',
    cloud_only: 'Disponível apenas na edição na nuvem.',
    require_re_authentication: 'Confirme novamente a sua palavra-passe para continuar.',
  },
  oidc: {
    invalid_grant: 'A concessão é inválida, expirou ou foi revogada.',
    invalid_scope: 'O âmbito pedido é inválido.',
    invalid_target: 'O indicador de recurso pedido é inválido.',
    invalid_client: 'A autenticação do cliente falhou.',
    access_denied: 'O acesso foi recusado.',
    interaction_not_found: 'A sessão de início de sessão não foi encontrada. Recomece.',
    provider_error: 'O fornecedor OpenID Connect comunicou um erro interno.',
    key_not_found: 'A chave de assinatura não foi encontrada.',
    only_previous_key_can_be_deleted:
      'Só é possível eliminar uma chave anterior. Faça a rotação das chaves para que esta passe a ser a anterior.',
    key_required: 'Tem de ser mantida pelo menos uma chave.',
    unsupported_key_type: 'Este tipo de chave não é suportado.',
  },
  domain: {
    limit_to_one_domain: 'Um inquilino tem no máximo um domínio personalizado. Elimine-o para adicionar outro.',
    hostname_already_exists: 'Este domínio já é utilizado por outro inquilino.',
    invalid_domain: 'Este domínio não pode ser um domínio personalizado: é o anfitrião do próprio serviço.',
    not_found: 'O domínio personalizado não existe.',
  },
  personal_access_token: {
    name_in_use: 'Este utilizador já tem um token de acesso pessoal com este nome.',
    not_found: 'O token de acesso pessoal não existe.',
    expires_at_in_past: 'A data de expiração tem de estar no futuro.',
  },
  session: {
    passkey: {
      sign_in_not_enabled: 'O início de sessão com chave de acesso não está ativado.',
      suggest_passkey_enrolment: 'Adicione uma chave de acesso para iniciar sessão mais depressa da próxima vez.',
      enrolment_not_allowed: 'Só é possível adicionar uma chave de acesso depois de iniciar sessão com palavra-passe e com qualquer segundo fator da conta.',
    },
    invalid_credentials: 'Conta ou palavra-passe incorreta.',
    identifier_locked:
      'Demasiadas tentativas falhadas. Tente novamente dentro de {{minutes}} minutos.',
    too_many_requests: 'Demasiadas tentativas. Tente novamente mais tarde.',
    attempt_too_soon: 'Demasiadas tentativas falhadas. Aguarde {{seconds}} s antes de tentar novamente.',
    not_found: 'A sessão não foi encontrada. Inicie sessão novamente.',
    verification_failed: 'A verificação falhou. Tente novamente.',
    first_admin_exists: 'Já existe uma conta de administrador.',
    registration_disabled: 'A criação de novas contas está desativada.',
    invalid_interaction: 'Este passo do início de sessão já não é válido. Recomece.',
    interaction_event_not_found: 'Comece primeiro o início de sessão, o registo ou a reposição da palavra-passe.',
    interaction_event_change_not_allowed: 'Uma reposição da palavra-passe não pode passar a início de sessão ou registo. Recomece.',
    sign_in_disabled: 'O início de sessão está desativado.',
    verification_record_not_found: 'Esta verificação não foi encontrada. Verifique novamente.',
    sign_in_method_not_enabled: 'Este método de início de sessão não está ativado.',
    identifier_not_found: 'Confirme primeiro a sua identidade.',
    missing_profile: 'Faltam alguns dados obrigatórios: {{fields}}.',
    mfa: {
      require_mfa_verification: 'Verifique com o seu segundo fator para continuar.',
      require_mfa_binding: 'Configure um segundo fator para continuar.',
      mfa_factor_not_enabled: 'Este método de verificação não está ativado.',
      invalid_totp_code: 'O código está errado ou já foi utilizado.',
      webauthn_verification_failed: 'Não foi possível verificar a chave de segurança ou a chave de acesso.',
      invalid_backup_code: 'O código de recuperação está errado ou já foi utilizado.',
      backup_code_can_not_be_alone: 'Configure outro método de verificação antes dos códigos de recuperação.',
      mfa_policy_not_user_controlled: 'Aqui é obrigatório um segundo fator; não pode ser ignorado.',
      pending_info_not_found: 'Recomece a configuração deste método de verificação.',
      factor_already_in_use: 'Este método de verificação já está configurado.',
      passkey_not_found: 'Esta chave de acesso não está registada para nenhuma conta aqui.',
    },
  },
  account_center: {
    disabled: 'A API de conta não está ativada para este inquilino.',
    field_not_editable: 'Este campo não pode ser alterado no centro de conta: {{field}}.',
    field_not_readable: 'Este campo não está disponível no centro de conta: {{field}}.',
  },
  verification_record: {
    not_found: 'O registo de verificação não foi encontrado ou expirou.',
    permission_denied: 'Verifique primeiro a sua identidade: o registo de verificação está em falta, expirou ou não é seu.',
    new_identifier_not_verified: 'O novo endereço de e-mail, número de telemóvel ou chave de acesso não foi verificado.',
  },
  user: {
    sso_identity_not_found: 'O utilizador não tem nenhuma identidade do conector SSO "{{ssoConnectorId}}".',
    username_already_in_use: 'Este nome de utilizador já está a ser utilizado.',
    email_already_in_use: 'Este endereço de e-mail já está associado a outra conta.',
    phone_already_in_use: 'Este número de telemóvel já está associado a outra conta.',
    invalid_email: 'O endereço de e-mail é inválido.',
    invalid_phone: 'O número de telemóvel é inválido.',
    invalid_username:
      'O nome de utilizador tem de começar por uma letra ou um sublinhado e conter apenas letras, algarismos e sublinhados.',
    not_found: 'O utilizador não foi encontrado.',
    wrong_password: 'A palavra-passe atual está incorreta.',
    same_password: 'A nova palavra-passe tem de ser diferente da atual.',
    password_required: 'É necessária uma palavra-passe.',
    email_not_configured:
      'Não está configurado nenhum conector de e-mail, pelo que não é possível enviar e-mails.',
    suspended: 'Esta conta foi suspensa.',
    invalid_role_type: 'Funções máquina a máquina não podem ser atribuídas a utilizadores.',
    unsupported_password_algorithm:
      'O algoritmo de palavra-passe não é suportado. Utilize Argon2i, Argon2id, Argon2d, SHA1, SHA256, MD5 ou Bcrypt.',
    invalid_password_digest: 'O hash da palavra-passe não tem o formato do seu algoritmo.',
    password_algorithm_required: 'Um hash de palavra-passe precisa do seu algoritmo (passwordAlgorithm).',
    password_and_digest_conflict: 'Indique uma palavra-passe ou um hash de palavra-passe, não ambos.',
    password_mismatch: 'A palavra-passe não corresponde.',
    custom_data_too_large: 'Os dados personalizados podem ocupar no máximo {{max}} bytes em JSON.',
    identity_not_found: 'O utilizador não tem identidade para {{target}}.',
    token_set_not_found: 'Não há tokens do fornecedor guardados para esta identidade.',
    identity_not_match: 'O registo de verificação comprova outra conta, não a associada para {{target}}.',
    invalid_search_pattern: 'O padrão de pesquisa não é válido.',
    identity_already_in_use: 'Esta conta social já está associada a outro utilizador.',
    social_account_exists_in_profile: 'A sua conta já tem uma identidade para {{target}}. Substitua-a em vez disso.',
    identity_not_exist: 'Ainda não existe nenhuma conta associada a esta conta social.',
    identity_email_in_use: 'Já existe uma conta com o e-mail {{email}}. Inicie sessão nessa conta para associar esta conta social ou crie uma conta nova.',
  },
  password_rejected: {
    too_short: 'A palavra-passe tem de ter pelo menos {{min}} caracteres.',
    too_long: 'A palavra-passe pode ter no máximo {{max}} caracteres.',
    unsupported_characters: 'A palavra-passe contém caracteres não permitidos.',
    character_types:
      'A palavra-passe tem de combinar pelo menos {{min}} destes tipos: minúsculas, maiúsculas, algarismos e símbolos.',
    pwned: 'Esta palavra-passe apareceu numa fuga de dados. Escolha outra.',
    restricted: {
      repetition: 'A palavra-passe repete o mesmo carácter vezes demais.',
      sequence: 'A palavra-passe contém uma sequência fácil de adivinhar, como «123» ou «abc».',
      words: 'A palavra-passe contém uma palavra não permitida: {{words}}.',
      user_info: 'A palavra-passe não pode conter os seus dados pessoais, como o nome ou o e-mail.',
    },
  },
  application: {
    invalid_type: 'Esta operação não está disponível para este tipo de aplicação.',
    not_found: 'A aplicação não foi encontrada.',
    invalid_redirect_uri: 'O URI de redirecionamento é inválido.',
    invalid_post_logout_redirect_uri: 'O URI de redirecionamento após terminar sessão é inválido.',
    invalid_cors_origin: 'A origem CORS é inválida.',
    protected_app_metadata_is_required: 'As aplicações protegidas precisam dos respetivos metadados.',
    protected_app_not_allowed_here: 'As aplicações protegidas não podem ser utilizadas aqui.',
    secret_name_exists: 'Já existe um segredo com o nome «{{name}}».',
    secret_not_found: 'O segredo da aplicação não foi encontrado.',
    cannot_modify_admin_console: 'A aplicação da consola de administração não pode ser alterada.',
    third_party_application_only:
      'As definições de consentimento aplicam-se apenas a aplicações de terceiros.',
    role_type_mismatch: 'Só é possível atribuir funções máquina a máquina a esta aplicação.',
    m2m_only: 'Disponível apenas para aplicações máquina a máquina.',
    invalid_third_party_application_type:
      'Este tipo de aplicação não pode ser uma aplicação de terceiros.',
    protected_application_only: 'Disponível apenas para aplicações protegidas.',
    protected_app_not_configured:
      'As aplicações protegidas por subdomínio não estão configuradas neste servidor. Indique antes o anfitrião completo.',
    protected_application_subdomain_exists:
      'O anfitrião "{{host}}" já é utilizado por outra aplicação protegida.',
    invalid_role_type: 'As funções de utilizador não podem ser atribuídas a uma aplicação.',
    device_flow_native_only:
      'O fluxo de dispositivo está disponível apenas para aplicações nativas.',
    invalid_token_endpoint_auth_method:
      'Apenas as aplicações com segredos podem escolher como se autenticam.',
    private_key_jwt_requires_keys:
      'A autenticação com JWT de chave privada precisa das chaves públicas da aplicação (um URI de JWKS ou um JWKS).',
    jwks_and_jwks_uri_exclusive: 'Indique um URI de JWKS ou um JWKS, não ambos.',
  },
  saml_application: {
    use_saml_applications_api: 'As aplicações SAML são criadas e configuradas através de /api/saml-applications.',
    acs_binding_not_supported: 'O URL de ACS tem de usar o binding HTTP-POST: as respostas SAML são entregues por submissão de formulário.',
    invalid_certificate: 'O certificado em {{field}} não é um certificado X.509 PEM válido.',
    certificate_out_of_date: 'O certificado em {{field}} expirou ou ainda não é válido.',
    encryption_certificate_required: 'Cifrar as asserções requer o certificado de cifra do fornecedor de serviços.',
    cannot_delete_active_secret: 'O certificado de assinatura ativo não pode ser eliminado. Ative outro primeiro.',
    no_active_secret: 'A aplicação SAML não tem nenhum certificado de assinatura ativo.',
    not_configured: 'A aplicação SAML precisa do ID de entidade e do URL de ACS do fornecedor de serviços antes de os utilizadores poderem iniciar sessão.',
    invalid_request: 'Não foi possível ler o pedido SAML.',
    dtd_not_allowed: 'As mensagens SAML com uma declaração de tipo de documento (DTD) ou entidades são recusadas.',
    issuer_mismatch: 'O emissor do pedido SAML não corresponde ao ID de entidade do fornecedor de serviços da aplicação.',
    acs_url_mismatch: 'O URL de ACS do pedido SAML não corresponde ao registado.',
    signature_required: 'Esta aplicação exige pedidos SAML assinados.',
    invalid_signature: 'A assinatura do pedido SAML é inválida.',
    session_not_found: 'O início de sessão SAML não foi encontrado ou expirou. Recomece a partir da aplicação.',
    sign_in_failed: 'O início de sessão na aplicação SAML não foi concluído.',
  },
  resource: {
    resource_identifier_in_use: 'O identificador de API «{{indicator}}» já está a ser utilizado.',
    invalid_indicator: 'O identificador de API tem de ser um URI absoluto sem fragmento.',
    cannot_modify_management_api: 'O recurso da API de gestão não pode ser alterado.',
    cannot_delete_management_api: 'O recurso da API de gestão não pode ser eliminado.',
    not_found: 'O recurso de API não foi encontrado.',
  },
  scope: {
    name_exists: 'Já existe uma permissão com o nome «{{name}}».',
    name_with_space: 'O nome de uma permissão não pode conter espaços.',
    not_found: 'A permissão não foi encontrada.',
  },
  role: {
    name_in_use: 'Já existe uma função com o nome «{{name}}».',
    not_found: 'A função não foi encontrada.',
    scope_exists: 'A função já tem esta permissão.',
    user_exists: 'O utilizador já tem esta função.',
    application_exists: 'A aplicação já tem esta função.',
    type_mismatch: 'O tipo de função não corresponde.',
    user_role_for_user_only: 'As funções de utilizador só podem ser atribuídas a utilizadores.',
    m2m_role_for_m2m_only:
      'As funções máquina a máquina só podem ser atribuídas a aplicações máquina a máquina.',
    management_api_scopes_not_assignable_to_user_role:
      'As funções de utilizador não podem dar acesso à API de gestão.',
  },
  log: {
    not_found: 'O registo não foi encontrado.',
    invalid_time_range: 'O intervalo de tempo está invertido: start_time não pode ser posterior a end_time.',
  },
  hook: {
    send_test_payload_failed: 'O destinatário não aceitou o payload de teste.',
  },
  dashboard: {
    invalid_date_range: 'O intervalo de datas é demasiado longo: peça no máximo {{maxDays}} dias.',
  },
  storage: {
    not_configured: 'O armazenamento de ficheiros não está configurado.',
    upload_error: 'Não foi possível carregar o ficheiro.',
  },
  cli_bridge: {
    command_failed: 'O comando falhou: {{reason}}',
  },
  swagger: {
    invalid_document: 'O documento OpenAPI é inválido.',
  },
  sign_in_experiences: {
    empty_sign_in_methods: 'É necessário pelo menos um método de início de sessão.',
    duplicated_sign_in_identifier:
      'Os métodos de início de sessão incluem {{identifier}} mais do que uma vez.',
    sign_in_method_without_factor:
      'Iniciar sessão com {{identifier}} exige uma palavra-passe, um código de verificação ou ambos.',
    username_verification_code_not_supported:
      'Um nome de utilizador não pode receber um código de verificação: iniciar sessão com nome de utilizador exige uma palavra-passe.',
    miss_sign_up_identifier_in_sign_in:
      'Quem se regista com {{identifier}} tem de conseguir iniciar sessão com ele. Adicione-o aos métodos de início de sessão.',
    password_sign_in_must_be_enabled:
      'O registo define uma palavra-passe, por isso iniciar sessão com {{identifier}} tem de aceitar uma palavra-passe.',
    code_sign_in_must_be_enabled:
      'O registo não define palavra-passe, por isso iniciar sessão com {{identifier}} tem de aceitar um código de verificação.',
    duplicated_sign_up_identifier: 'Cada identificador de registo só pode aparecer uma vez.',
    username_requires_password:
      'Registar-se com nome de utilizador exige definir uma palavra-passe.',
    passwordless_requires_verify:
      'Registar-se com endereço de e-mail ou número de telemóvel sem palavra-passe exige verificá-lo.',
    enabled_connector_not_found:
      'Esta definição envia códigos de verificação, mas nenhum conector de {{type}} está configurado.',
    duplicated_mfa_factors: 'Cada fator de autenticação multifator só pode aparecer uma vez.',
    backup_code_cannot_be_enabled_alone:
      'Os códigos de cópia de segurança não podem ser o único fator de autenticação multifator.',
    at_least_one_authentication_factor:
      'A autenticação multifator obrigatória precisa de pelo menos um fator.',
    unsupported_default_language: '"{{language}}" não é um idioma suportado.',
  },
  jwt_customizer: {
    access_denied: 'O script de claims personalizadas do token recusou o acesso: {{message}}',
    general: 'O script de claims personalizadas do token falhou: {{message}}',
  },
  localization: {
    unsupported_language: '"{{languageTag}}" não é um idioma suportado.',
    phrases_not_found: 'Não existem frases personalizadas para "{{languageTag}}".',
    invalid_translation_structure:
      'Estas chaves não são frases da aplicação de início de sessão, ou contêm um texto onde se espera um grupo ou um grupo onde se espera um texto: {{keys}}.',
    cannot_delete_default_language:
      'As frases personalizadas de "{{languageTag}}" não podem ser eliminadas enquanto for o idioma de recurso da experiência de início de sessão.',
  },
  connector: {
    general: 'O conector não conseguiu concluir o pedido.',
    not_found: 'Não está configurado nenhum conector de {{type}}.',
    not_enabled: 'O conector de {{type}} não está ativado.',
    factory_not_found: 'Não existe a fábrica de conectores "{{id}}".',
    more_than_one_email:
      'O inquilino já tem um conector de e-mail. Elimine-o antes de adicionar outro.',
    more_than_one_sms: 'O inquilino já tem um conector de SMS. Elimine-o antes de adicionar outro.',
    invalid_type_for_syncing_profile:
      'Apenas os conectores sociais podem sincronizar perfis de utilizador.',
    template_missing_code: 'O modelo {{usageType}} tem de conter {{variable}}.',
    template_missing_link: 'O modelo {{usageType}} tem de conter {{variable}}, a ligação que a pessoa convidada abre.',
    url_in_sender_name: 'Não é permitido um URL no nome do remetente.',
    url_in_company_information: 'Não é permitido um URL nas informações da empresa.',
    invalid_metadata: 'Os metadados do conector não são válidos.',
    unexpected_type: 'Este conector não é do tipo esperado.',
    invalid_config_guard: 'A configuração do conector não corresponde ao respetivo formulário.',
    invalid_request_parameters: 'O pedido ao conector tem parâmetros inválidos.',
    insufficient_request_parameters: 'Faltam parâmetros no pedido ao conector.',
    invalid_config: 'A configuração do conector não é válida.',
    invalid_certificate: 'O certificado do conector não é válido.',
    invalid_response: 'O serviço ligado deu uma resposta inválida.',
    template_not_found: 'Não está configurado nenhum modelo {{usageType}} para este conector.',
    template_not_supported: 'Este conector não suporta este tipo de modelo.',
    rate_limit_exceeded: 'O serviço ligado está a limitar os pedidos. Tente novamente mais tarde.',
    not_implemented: 'Este conector não suporta esta ação.',
    social_auth_code_invalid: 'O código de autorização do fornecedor social não é válido.',
    social_invalid_access_token: 'O token de acesso do fornecedor social não é válido.',
    social_invalid_id_token: 'O token de ID do fornecedor social não é válido.',
    authorization_failed: 'A autorização com o fornecedor social falhou.',
    multiple_target_with_same_platform: 'Já existe um conector social com o destino {{target}} nesta plataforma.',
  },
  organization: {
    require_membership: 'O utilizador ou a aplicação tem de ser membro da organização.',
    role_names_not_found: 'Não existem funções de organização com os nomes {{names}}.',
    role_type_in_use:
      'O tipo de uma função de organização não pode mudar enquanto utilizadores ou aplicações a detiverem.',
    invitee_already_member: 'A pessoa convidada já é membro da organização.',
    invitation_not_found: 'Este convite não existe ou já não está pendente.',
    invitation_link_required: 'Indique uma ligação a enviar: este convite foi enviado sem ligação.',
    invitation_status_not_changeable: 'O estado deste convite já não pode mudar.',
    accepted_user_id_required: 'Aceitar um convite requer o ID do utilizador que o aceita.',
    accepted_user_email_mismatch:
      'O utilizador que aceita tem de ter o endereço de e-mail convidado.',
    expires_at_in_future: 'A expiração de um convite tem de estar no futuro.',
  },
  single_sign_on: {
    idp_initiated_auth_config_not_found: 'O conector SSO "{{id}}" não tem definições de início de sessão iniciado pelo IdP.',
    idp_initiated_authentication_not_supported: 'O início de sessão iniciado pelo IdP só pode ser configurado para conectores SAML.',
    idp_initiated_authentication_invalid_application: 'A aplicação "{{applicationId}}" não pode ser a aplicação predefinida: tem de ser uma aplicação web tradicional ou de página única própria deste inquilino.',
    idp_initiated_authentication_redirect_uri_not_registered: 'O URI de redirecionamento "{{redirectUri}}" não está registado para a aplicação predefinida.',
    forbidden_domains: 'Os domínios de e-mail públicos não podem ser utilizados para início de sessão único: {{domains}}.',
    duplicated_domains: 'Estes domínios aparecem mais do que uma vez: {{domains}}.',
    invalid_domain_format: 'Estes não são domínios de e-mail válidos: {{domains}}.',
    duplicate_connector_name: 'Já existe outro conector SSO chamado "{{name}}".',
    connector_not_found: 'O conector SSO "{{id}}" não existe.',
    not_enabled: 'O início de sessão único não está ativado nesta experiência de início de sessão.',
    state_mismatch: 'A resposta do fornecedor de identidade não pertence a este início de sessão. Comece de novo.',
    assertion_not_found: 'Ainda não foi recebida a resposta do fornecedor de identidade para este início de sessão.',
    missing_email: 'O fornecedor de identidade não devolveu um endereço de e-mail.',
    saml_dtd_refused: 'É recusado XML com uma declaração de tipo de documento ou entidades.',
    saml_signature_invalid: 'A resposta SAML não está assinada pelo fornecedor de identidade ou a sua assinatura não é válida.',
    saml_audience_mismatch: 'A asserção SAML destina-se a outro fornecedor de serviços.',
    saml_assertion_expired: 'A asserção SAML expirou ou ainda não é válida.',
    saml_assertion_replayed: 'Esta asserção SAML já foi utilizada.',
    saml_request_mismatch: 'A resposta SAML não responde ao pedido deste início de sessão.',
    saml_response_invalid: 'A resposta SAML não é válida.',
  },
  verification_code: {
    not_found: 'O código de verificação não foi encontrado. Peça um novo.',
    identifier_mismatch: 'Este código foi enviado para outro endereço de e-mail ou número de telefone.',
    consumed: 'Este código de verificação já foi utilizado. Peça um novo.',
    exceed_max_try: 'Demasiados códigos errados. Peça um novo.',
    expired: 'O código de verificação expirou. Peça um novo.',
    code_mismatch: 'O código de verificação está incorreto.',
  },
  subscription: {
    quota_exceeded: 'Limite da quota excedido. {{exceededQuota}}',
  },
};

export default ptPT;
