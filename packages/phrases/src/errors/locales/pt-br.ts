import type { Translation } from '../../shared/phrases.js';
import type { ErrorPhrases } from './en.js';

const ptBR: Translation<ErrorPhrases> = {
  request: {
    general: 'Ocorreu um erro na requisição.',
    invalid_json: 'O corpo da requisição não é um JSON válido.',
    payload_too_large: 'O corpo da requisição é grande demais.',
    rate_limited: 'Muitas requisições. Aguarde um momento e tente de novo.',
    timeout: 'A requisição excedeu o tempo limite.',
    unsupported_media_type:
      'Este endpoint não aceita este tipo de corpo de requisição. Envie {{types}}.',
  },
  route: {
    not_found: 'Nenhuma rota corresponde a {{method}} {{path}}.',
  },
  guard: {
    invalid_input: 'A requisição contém dados inválidos.',
    invalid_pagination: 'Os parâmetros de paginação são inválidos.',
    invalid_path_params: 'Os parâmetros do caminho são inválidos.',
    mime_type_not_allowed: 'Este tipo de arquivo não é compatível. Tipos permitidos: {{types}}.',
    file_size_exceeded: 'O arquivo é grande demais. O limite é {{limit}}.',
  },
  entity: {
    not_found: 'O item solicitado não foi encontrado.',
    not_exists_with_id: 'Não existe {{name}} com o ID "{{id}}".',
    unique_integrity_violation: 'Já existe um item com o mesmo valor único.',
    create_failed: 'Não foi possível criar o item.',
    update_failed: 'Não foi possível atualizar o item.',
    relation_foreign_key_not_found: 'Um ou mais itens referenciados não existem.',
  },
  database: {
    unavailable: 'O banco de dados está indisponível no momento.',
    migrations_pending: 'O banco de dados ainda não tem migrações que esta versão exige.',
    data_dir_locked: 'O diretório de dados está sendo usado por outro processo.',
    data_dir_corrupt: 'O diretório de dados está danificado e não pode ser aberto.',
    data_dir_version_mismatch: 'O diretório de dados foi criado por uma versão incompatível.',
  },
  tenant: {
    not_found: 'O tenant "{{tenantId}}" não foi encontrado.',
    cloud_only: 'Disponível apenas na edição em nuvem.',
    oss_default_only: 'A edição de código aberto atende apenas o tenant padrão.',
  },
  auth: {
    authorization_header_missing: 'O cabeçalho Authorization está faltando.',
    authorization_token_type_not_supported:
      'Este tipo de autorização não é compatível. Use um token Bearer.',
    unauthorized: 'Você não está conectado ou sua sessão terminou.',
    forbidden: 'Você não tem permissão para fazer isso.',
    insufficient_permissions: 'Permissões insuficientes.',
    expected_role_not_found:
      'A função esperada não foi encontrada. Verifique suas funções e permissões.',
    jwt_sub_missing: 'O token não tem a claim "sub".',
    invalid_token: 'O token de acesso é inválido.',
    token_expired: 'O token de acesso expirou.',
    wrong_audience: 'O token de acesso foi emitido para outro público.',
    wrong_issuer: 'O token de acesso foi emitido por outro emissor.',
    cloud_only: 'Disponível apenas na edição em nuvem.',
    require_re_authentication: 'Confirme sua senha novamente para continuar.',
  },
  oidc: {
    invalid_grant: 'A concessão é inválida, expirou ou foi revogada.',
    invalid_scope: 'O escopo solicitado é inválido.',
    invalid_target: 'O indicador de recurso solicitado é inválido.',
    invalid_client: 'A autenticação do cliente falhou.',
    access_denied: 'O acesso foi negado.',
    interaction_not_found: 'A sessão de login não foi encontrada. Comece o login de novo.',
    provider_error: 'O provedor OpenID Connect relatou um erro interno.',
    key_not_found: 'A chave de assinatura não foi encontrada.',
    only_previous_key_can_be_deleted:
      'Somente uma chave anterior pode ser excluída. Faça a rotação das chaves para que esta se torne a anterior.',
    key_required: 'Pelo menos uma chave deve ser mantida.',
    unsupported_key_type: 'Este tipo de chave não é compatível.',
  },
  personal_access_token: {
    name_in_use: 'Este usuário já tem um token de acesso pessoal com este nome.',
    not_found: 'O token de acesso pessoal não existe.',
    expires_at_in_past: 'A data de expiração deve estar no futuro.',
  },
  session: {
    passkey: {
      sign_in_not_enabled: 'O login com chave de acesso não está ativado.',
      suggest_passkey_enrolment: 'Adicione uma chave de acesso para entrar mais rápido da próxima vez.',
      enrolment_not_allowed: 'Uma chave de acesso só pode ser adicionada depois de entrar com senha e com qualquer segundo fator da conta.',
    },
    invalid_credentials: 'Conta ou senha incorreta.',
    identifier_locked: 'Muitas tentativas malsucedidas. Tente de novo em {{minutes}} minutos.',
    too_many_requests: 'Muitas tentativas. Tente novamente mais tarde.',
    attempt_too_soon: 'Muitas tentativas malsucedidas. Aguarde {{seconds}} s antes de tentar de novo.',
    not_found: 'A sessão não foi encontrada. Faça login novamente.',
    verification_failed: 'A verificação falhou. Tente novamente.',
    first_admin_exists: 'Já existe uma conta de administrador.',
    registration_disabled: 'A criação de novas contas está desativada.',
    invalid_interaction: 'Esta etapa do login não é mais válida. Comece de novo.',
    interaction_event_not_found: 'Comece primeiro o login, o cadastro ou a redefinição de senha.',
    interaction_event_change_not_allowed: 'Uma redefinição de senha não pode virar login ou cadastro. Comece de novo.',
    sign_in_disabled: 'O login está desativado.',
    verification_record_not_found: 'Esta verificação não foi encontrada. Verifique novamente.',
    sign_in_method_not_enabled: 'Este método de login não está ativado.',
    identifier_not_found: 'Confirme primeiro quem você é.',
    missing_profile: 'Faltam alguns dados obrigatórios: {{fields}}.',
    mfa: {
      require_mfa_verification: 'Verifique com seu segundo fator para continuar.',
      require_mfa_binding: 'Configure um segundo fator para continuar.',
      mfa_factor_not_enabled: 'Este método de verificação não está ativado.',
      invalid_totp_code: 'O código está errado ou já foi usado.',
      webauthn_verification_failed: 'Não foi possível verificar a chave de segurança ou a passkey.',
      invalid_backup_code: 'O código de backup está errado ou já foi usado.',
      backup_code_can_not_be_alone: 'Configure outro método de verificação antes dos códigos de backup.',
      mfa_policy_not_user_controlled: 'Um segundo fator é obrigatório aqui; não é possível pular.',
      pending_info_not_found: 'Comece novamente a configuração deste método de verificação.',
      factor_already_in_use: 'Este método de verificação já está configurado.',
      passkey_not_found: 'Esta passkey não está registrada para nenhuma conta aqui.',
    },
  },
  account_center: {
    disabled: 'A API de conta não está habilitada para este locatário.',
    field_not_editable: 'Este campo não pode ser alterado na central da conta: {{field}}.',
    field_not_readable: 'Este campo não está disponível na central da conta: {{field}}.',
  },
  verification_record: {
    not_found: 'O registro de verificação não foi encontrado ou expirou.',
    permission_denied: 'Verifique sua identidade primeiro: o registro de verificação está ausente, expirou ou não é seu.',
    new_identifier_not_verified: 'O novo e-mail, número de telefone ou chave de acesso não foi verificado.',
  },
  user: {
    sso_identity_not_found: 'O usuário não tem nenhuma identidade do conector SSO "{{ssoConnectorId}}".',
    username_already_in_use: 'Este nome de usuário já está em uso.',
    email_already_in_use: 'Este e-mail já está vinculado a outra conta.',
    phone_already_in_use: 'Este número de telefone já está vinculado a outra conta.',
    invalid_email: 'O endereço de e-mail é inválido.',
    invalid_phone: 'O número de telefone é inválido.',
    invalid_username:
      'O nome de usuário deve começar com uma letra ou sublinhado e conter apenas letras, números e sublinhados.',
    not_found: 'O usuário não foi encontrado.',
    wrong_password: 'A senha atual está incorreta.',
    same_password: 'A nova senha deve ser diferente da atual.',
    password_required: 'A senha é obrigatória.',
    email_not_configured:
      'Nenhum conector de e-mail foi configurado, então não é possível enviar e-mails.',
    suspended: 'Esta conta foi suspensa.',
    invalid_role_type: 'Papéis máquina a máquina não podem ser atribuídos a usuários.',
    unsupported_password_algorithm:
      'O algoritmo de senha não é compatível. Use Argon2i, Argon2id, Argon2d, SHA1, SHA256, MD5 ou Bcrypt.',
    invalid_password_digest: 'O hash da senha não tem o formato do seu algoritmo.',
    password_algorithm_required: 'Um hash de senha precisa do seu algoritmo (passwordAlgorithm).',
    password_and_digest_conflict: 'Informe uma senha ou um hash de senha, não os dois.',
    password_mismatch: 'A senha não confere.',
    custom_data_too_large: 'Os dados personalizados podem ocupar no máximo {{max}} bytes em JSON.',
    identity_not_found: 'O usuário não tem identidade para {{target}}.',
    invalid_search_pattern: 'O padrão de pesquisa não é válido.',
    identity_already_in_use: 'Esta conta social já está vinculada a outro usuário.',
    identity_not_exist: 'Ainda não há nenhuma conta vinculada a esta conta social.',
    identity_email_in_use: 'Já existe uma conta com o e-mail {{email}}. Entre nela para vincular esta conta social ou crie uma nova conta.',
  },
  password_rejected: {
    too_short: 'A senha deve ter pelo menos {{min}} caracteres.',
    too_long: 'A senha deve ter no máximo {{max}} caracteres.',
    unsupported_characters: 'A senha contém caracteres não permitidos.',
    character_types:
      'A senha deve combinar pelo menos {{min}} destes tipos: letras minúsculas, letras maiúsculas, números e símbolos.',
    pwned: 'Esta senha apareceu em um vazamento de dados. Escolha outra.',
    restricted: {
      repetition: 'A senha repete o mesmo caractere vezes demais.',
      sequence: 'A senha contém uma sequência fácil de adivinhar, como "123" ou "abc".',
      words: 'A senha contém uma palavra não permitida: {{words}}.',
      user_info: 'A senha não pode conter seus dados pessoais, como seu nome ou e-mail.',
    },
  },
  application: {
    invalid_type: 'Esta operação não está disponível para este tipo de aplicativo.',
    not_found: 'O aplicativo não foi encontrado.',
    invalid_redirect_uri: 'O URI de redirecionamento é inválido.',
    invalid_post_logout_redirect_uri: 'O URI de redirecionamento após o logout é inválido.',
    invalid_cors_origin: 'A origem CORS é inválida.',
    protected_app_metadata_is_required: 'Aplicativos protegidos precisam dos seus metadados.',
    protected_app_not_allowed_here: 'Aplicativos protegidos não podem ser usados aqui.',
    secret_name_exists: 'Já existe um segredo chamado "{{name}}".',
    secret_not_found: 'O segredo do aplicativo não foi encontrado.',
    cannot_modify_admin_console: 'O aplicativo do console de administração não pode ser alterado.',
    third_party_application_only:
      'As configurações de consentimento valem apenas para aplicativos de terceiros.',
    role_type_mismatch: 'Somente funções máquina a máquina podem ser atribuídas a este aplicativo.',
    m2m_only: 'Disponível apenas para aplicativos máquina a máquina.',
    invalid_third_party_application_type:
      'Este tipo de aplicativo não pode ser um aplicativo de terceiros.',
    protected_application_only: 'Disponível apenas para aplicativos protegidos.',
    protected_app_not_configured:
      'Aplicativos protegidos por subdomínio não estão configurados neste servidor. Informe o host completo.',
    protected_application_subdomain_exists:
      'O host "{{host}}" já é usado por outro aplicativo protegido.',
    invalid_role_type: 'Funções de usuário não podem ser atribuídas a um aplicativo.',
    device_flow_native_only:
      'O fluxo de dispositivo está disponível apenas para aplicativos nativos.',
    invalid_token_endpoint_auth_method:
      'Apenas aplicativos com segredos podem escolher como se autenticam.',
    private_key_jwt_requires_keys:
      'A autenticação com JWT de chave privada precisa das chaves públicas do aplicativo (um URI de JWKS ou um JWKS).',
    jwks_and_jwks_uri_exclusive: 'Informe um URI de JWKS ou um JWKS, não ambos.',
  },
  saml_application: {
    use_saml_applications_api: 'Aplicativos SAML são criados e configurados por meio de /api/saml-applications.',
    acs_binding_not_supported: 'A URL de ACS deve usar o binding HTTP-POST: as respostas SAML são entregues por envio de formulário.',
    invalid_certificate: 'O certificado em {{field}} não é um certificado X.509 PEM válido.',
    certificate_out_of_date: 'O certificado em {{field}} expirou ou ainda não é válido.',
    encryption_certificate_required: 'Criptografar asserções requer o certificado de criptografia do provedor de serviços.',
    cannot_delete_active_secret: 'O certificado de assinatura ativo não pode ser excluído. Ative outro primeiro.',
    no_active_secret: 'O aplicativo SAML não tem certificado de assinatura ativo.',
    not_configured: 'O aplicativo SAML precisa do ID de entidade e da URL de ACS do provedor de serviços antes que os usuários possam entrar.',
    invalid_request: 'Não foi possível ler a solicitação SAML.',
    dtd_not_allowed: 'Mensagens SAML com declaração de tipo de documento (DTD) ou entidades são recusadas.',
    issuer_mismatch: 'O emissor da solicitação SAML não corresponde ao ID de entidade do provedor de serviços do aplicativo.',
    acs_url_mismatch: 'A URL de ACS da solicitação SAML não corresponde à registrada.',
    signature_required: 'Este aplicativo exige solicitações SAML assinadas.',
    invalid_signature: 'A assinatura da solicitação SAML é inválida.',
    session_not_found: 'O login SAML não foi encontrado ou expirou. Comece novamente pelo aplicativo.',
    sign_in_failed: 'O login no aplicativo SAML não foi concluído.',
  },
  resource: {
    resource_identifier_in_use: 'O identificador de API "{{indicator}}" já está em uso.',
    invalid_indicator: 'O identificador de API deve ser um URI absoluto sem fragmento.',
    cannot_modify_management_api: 'O recurso da API de gerenciamento não pode ser alterado.',
    cannot_delete_management_api: 'O recurso da API de gerenciamento não pode ser excluído.',
    not_found: 'O recurso de API não foi encontrado.',
  },
  scope: {
    name_exists: 'Já existe uma permissão chamada "{{name}}".',
    name_with_space: 'O nome de uma permissão não pode conter espaços.',
    not_found: 'A permissão não foi encontrada.',
  },
  role: {
    name_in_use: 'Já existe uma função chamada "{{name}}".',
    not_found: 'A função não foi encontrada.',
    scope_exists: 'A função já tem esta permissão.',
    user_exists: 'O usuário já tem esta função.',
    application_exists: 'O aplicativo já tem esta função.',
    type_mismatch: 'O tipo de função não corresponde.',
    user_role_for_user_only: 'Funções de usuário só podem ser atribuídas a usuários.',
    m2m_role_for_m2m_only:
      'Funções máquina a máquina só podem ser atribuídas a aplicativos máquina a máquina.',
    management_api_scopes_not_assignable_to_user_role:
      'Funções de usuário não podem dar acesso à API de gerenciamento.',
  },
  log: {
    not_found: 'O log não foi encontrado.',
    invalid_time_range: 'O intervalo de tempo está invertido: start_time não pode ser posterior a end_time.',
  },
  hook: {
    send_test_payload_failed: 'O destinatário não aceitou o payload de teste.',
  },
  dashboard: {
    invalid_date_range: 'O intervalo de datas é longo demais: peça no máximo {{maxDays}} dias.',
  },
  storage: {
    not_configured: 'O armazenamento de arquivos não está configurado.',
    upload_error: 'Não foi possível enviar o arquivo.',
  },
  cli_bridge: {
    command_failed: 'O comando falhou: {{reason}}',
  },
  swagger: {
    invalid_document: 'O documento OpenAPI é inválido.',
  },
  sign_in_experiences: {
    empty_sign_in_methods: 'É necessário pelo menos um método de login.',
    duplicated_sign_in_identifier: 'Os métodos de login incluem {{identifier}} mais de uma vez.',
    sign_in_method_without_factor:
      'Entrar com {{identifier}} exige uma senha, um código de verificação ou ambos.',
    username_verification_code_not_supported:
      'Um nome de usuário não pode receber um código de verificação: entrar com nome de usuário exige uma senha.',
    miss_sign_up_identifier_in_sign_in:
      'Quem se cadastra com {{identifier}} precisa conseguir entrar com ele. Adicione-o aos métodos de login.',
    password_sign_in_must_be_enabled:
      'O cadastro define uma senha, então entrar com {{identifier}} precisa aceitar uma senha.',
    code_sign_in_must_be_enabled:
      'O cadastro não define senha, então entrar com {{identifier}} precisa aceitar um código de verificação.',
    duplicated_sign_up_identifier: 'Cada identificador de cadastro só pode aparecer uma vez.',
    username_requires_password: 'Cadastrar-se com nome de usuário exige definir uma senha.',
    passwordless_requires_verify:
      'Cadastrar-se com e-mail ou número de telefone sem senha exige verificá-lo.',
    enabled_connector_not_found:
      'Esta configuração envia códigos de verificação, mas nenhum conector de {{type}} está configurado.',
    duplicated_mfa_factors: 'Cada fator de autenticação multifator só pode aparecer uma vez.',
    backup_code_cannot_be_enabled_alone:
      'Os códigos de backup não podem ser o único fator de autenticação multifator.',
    at_least_one_authentication_factor:
      'A autenticação multifator obrigatória precisa de pelo menos um fator.',
    unsupported_default_language: '"{{language}}" não é um idioma compatível.',
  },
  jwt_customizer: {
    access_denied: 'O script de claims personalizadas do token negou o acesso: {{message}}',
    general: 'O script de claims personalizadas do token falhou: {{message}}',
  },
  localization: {
    unsupported_language: '"{{languageTag}}" não é um idioma compatível.',
    phrases_not_found: 'Não há frases personalizadas para "{{languageTag}}".',
    invalid_translation_structure:
      'Estas chaves não são frases do app de login, ou contêm um texto onde se espera um grupo ou um grupo onde se espera um texto: {{keys}}.',
    cannot_delete_default_language:
      'As frases personalizadas de "{{languageTag}}" não podem ser excluídas enquanto ele for o idioma alternativo da experiência de login.',
  },
  connector: {
    general: 'O conector não conseguiu concluir a solicitação.',
    not_found: 'Nenhum conector de {{type}} está configurado.',
    not_enabled: 'O conector de {{type}} não está ativado.',
    factory_not_found: 'Não existe a fábrica de conectores "{{id}}".',
    more_than_one_email:
      'O locatário já tem um conector de e-mail. Exclua-o antes de adicionar outro.',
    more_than_one_sms: 'O locatário já tem um conector de SMS. Exclua-o antes de adicionar outro.',
    invalid_type_for_syncing_profile:
      'Somente conectores sociais podem sincronizar perfis de usuário.',
    template_missing_code: 'O modelo {{usageType}} deve conter {{variable}}.',
    url_in_sender_name: 'URL não é permitida no nome do remetente.',
    url_in_company_information: 'URL não é permitida nas informações da empresa.',
    invalid_metadata: 'Os metadados do conector são inválidos.',
    unexpected_type: 'Este conector não é do tipo esperado.',
    invalid_config_guard: 'A configuração do conector não corresponde ao seu formulário.',
    invalid_request_parameters: 'A solicitação ao conector tem parâmetros inválidos.',
    insufficient_request_parameters: 'Faltam parâmetros na solicitação ao conector.',
    invalid_config: 'A configuração do conector é inválida.',
    invalid_certificate: 'O certificado do conector é inválido.',
    invalid_response: 'O serviço conectado deu uma resposta inválida.',
    template_not_found: 'Nenhum modelo {{usageType}} está configurado para este conector.',
    template_not_supported: 'Este conector não oferece suporte a este tipo de modelo.',
    rate_limit_exceeded:
      'O serviço conectado está limitando as solicitações. Tente novamente mais tarde.',
    not_implemented: 'Este conector não oferece suporte a esta ação.',
    social_auth_code_invalid: 'O código de autorização do provedor social é inválido.',
    social_invalid_access_token: 'O token de acesso do provedor social é inválido.',
    social_invalid_id_token: 'O token de ID do provedor social é inválido.',
    authorization_failed: 'A autorização com o provedor social falhou.',
    multiple_target_with_same_platform: 'Já existe um conector social com o destino {{target}} nesta plataforma.',
  },
  organization: {
    require_membership: 'O usuário ou o aplicativo precisa ser membro da organização.',
    role_names_not_found: 'Não há funções de organização com os nomes {{names}}.',
    role_type_in_use:
      'O tipo de uma função de organização não pode mudar enquanto usuários ou aplicativos a tiverem.',
    invitee_already_member: 'A pessoa convidada já é membro da organização.',
    invitation_not_found: 'Este convite não existe ou não está mais pendente.',
    invitation_status_not_changeable: 'O status deste convite não pode mais mudar.',
    accepted_user_id_required: 'Aceitar um convite exige o ID do usuário que o aceita.',
    accepted_user_email_mismatch:
      'O usuário que aceita precisa ter o endereço de e-mail convidado.',
    expires_at_in_future: 'A expiração de um convite precisa estar no futuro.',
  },
  single_sign_on: {
    idp_initiated_auth_config_not_found: 'O conector SSO "{{id}}" não tem configurações de login iniciado pelo IdP.',
    idp_initiated_authentication_not_supported: 'O login iniciado pelo IdP só pode ser configurado para conectores SAML.',
    idp_initiated_authentication_invalid_application: 'O aplicativo "{{applicationId}}" não pode ser o aplicativo padrão: ele deve ser um aplicativo web tradicional ou de página única próprio deste locatário.',
    idp_initiated_authentication_redirect_uri_not_registered: 'O URI de redirecionamento "{{redirectUri}}" não está registrado para o aplicativo padrão.',
    forbidden_domains: 'Domínios de e-mail públicos não podem ser usados para login único: {{domains}}.',
    duplicated_domains: 'Estes domínios aparecem mais de uma vez: {{domains}}.',
    invalid_domain_format: 'Estes não são domínios de e-mail válidos: {{domains}}.',
    duplicate_connector_name: 'Outro conector SSO já se chama "{{name}}".',
    connector_not_found: 'O conector SSO "{{id}}" não existe.',
    not_enabled: 'O login único não está ativado nesta experiência de login.',
    state_mismatch: 'A resposta do provedor de identidade não pertence a este login. Comece de novo.',
    assertion_not_found: 'Ainda não foi recebida a resposta do provedor de identidade para este login.',
    missing_email: 'O provedor de identidade não retornou um endereço de e-mail.',
    saml_dtd_refused: 'XML com declaração de tipo de documento ou entidades é recusado.',
    saml_signature_invalid: 'A resposta SAML não está assinada pelo provedor de identidade ou sua assinatura não é válida.',
    saml_audience_mismatch: 'A asserção SAML é destinada a outro provedor de serviços.',
    saml_assertion_expired: 'A asserção SAML expirou ou ainda não é válida.',
    saml_assertion_replayed: 'Esta asserção SAML já foi usada.',
    saml_request_mismatch: 'A resposta SAML não responde à solicitação deste login.',
    saml_response_invalid: 'A resposta SAML não é válida.',
  },
  verification_code: {
    not_found: 'O código de verificação não foi encontrado. Solicite um novo.',
    identifier_mismatch: 'Este código foi enviado para outro e-mail ou número de telefone.',
    consumed: 'Este código de verificação já foi usado. Solicite um novo.',
    exceed_max_try: 'Muitos códigos incorretos. Solicite um novo.',
    expired: 'O código de verificação expirou. Solicite um novo.',
    code_mismatch: 'O código de verificação está incorreto.',
  },
};

export default ptBR;
