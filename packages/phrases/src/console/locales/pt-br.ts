import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesPtBr } from './applications/pt-br.js';
import { authorizationPhrasesPtBr } from './authorization/pt-br.js';
import { listPhrasesPtBr } from './lists/pt-br.js';
import { accountPhrasesPtBr } from './account/pt-br.js';
import { signingKeysPhrasesPtBr } from './signing-keys/pt-br.js';
import { usersPhrasesPtBr } from './users/pt-br.js';
import { organizationPhrasesPtBr } from './organizations/pt-br.js';
import { connectorPhrasesPtBr } from './connectors/pt-br.js';
import { auditLogPhrasesPtBr } from './audit-logs/pt-br.js';
import { dashboardPhrasesPtBr } from './dashboard/pt-br.js';
import { getStartedPhrasesPtBr } from './get-started/pt-br.js';
import { signInExperiencePhrasesPtBr } from './sign-in-experience/pt-br.js';
import { enterpriseSsoPhrasesPtBr } from './enterprise-sso/pt-br.js';
import { mfaPhrasesPtBr } from './mfa/pt-br.js';
import { tenantPhrasesPtBr } from './tenants/pt-br.js';
import { domainPhrasesPtBr } from './domains/pt-br.js';
import { subscriptionPhrasesPtBr } from './subscription/pt-br.js';
import { billingPhrasesPtBr } from './billing/pt-br.js';
import { tenantMemberPhrasesPtBr } from './tenant-members/pt-br.js';
import { tenantStatusPhrasesPtBr } from './tenant-status/pt-br.js';
import { webhooksPhrasesPtBr } from './webhooks/pt-br.js';
import { customJwtPhrasesPtBr } from './custom-jwt/pt-br.js';
import { onboardingPhrasesPtBr } from './onboarding/pt-br.js';
import { accountDeletionPhrasesPtBr } from './account-deletion/pt-br.js';

const ptBR: ConsolePhrases = {
  general: {
    loading: 'Carregando…',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    got_it: 'Entendi',
    close: 'Fechar',
    back_to: 'Voltar para {{page}}',
    opens_in_new_tab: '(abre em uma nova aba)',
    skip_to_content: 'Pular para o conteúdo principal',
  },
  topbar: {
    home: 'Ir para a página inicial do console',
    console: 'Console de administração',
    docs: 'Documentação',
    help: 'Obter ajuda',
    version: 'Notas da versão {{version}}',
    new_version_available: 'Há uma versão mais recente disponível',
  },
  user_menu: {
    open: 'Abrir o menu do usuário',
    profile: 'Perfil',
    language: 'Idioma',
    appearance: 'Aparência',
    sign_out: 'Sair',
  },
  appearance: {
    system: 'Seguir o sistema',
    light: 'Modo claro',
    dark: 'Modo escuro',
  },
  contact: {
    title: 'Fale conosco',
    description: 'Escolha o canal que for melhor para você.',
    community_title: 'Converse com a comunidade',
    community_description: 'Tire dúvidas e compartilhe ideias com outros desenvolvedores.',
    community_action: 'Entrar no chat',
    issues_title: 'Relatar um problema',
    issues_description: 'Encontrou um bug ou sentiu falta de algum recurso? Abra uma issue no nosso repositório de código.',
    issues_action: 'Abrir uma issue',
    email_title: 'Envie um e-mail para nós',
    email_description: 'Escreva para nós e responderemos o mais rápido possível.',
    email_action: 'Escrever um e-mail',
    meeting_title: 'Agendar uma reunião',
    meeting_description: 'Marque uma conversa com nossa equipe sobre o seu projeto.',
    meeting_action: 'Agendar reunião',
  },
  sidebar: {
    label: 'Navegação do console',
    sections: {
      overview: 'Visão geral',
      authentication: 'Autenticação',
      authorization: 'Autorização',
      users: 'Usuários',
      developer: 'Desenvolvedor',
      tenant: 'Locatário',
    },
    items: {
      get_started: 'Primeiros passos',
      dashboard: 'Painel',
      applications: 'Aplicativos',
      sign_in_experience: 'Experiência de login',
      mfa: 'Autenticação multifator',
      connectors: 'Conectores',
      enterprise_sso: 'SSO corporativo',
      api_resources: 'Recursos de API',
      roles: 'Papéis',
      organization_template: 'Modelo de organização',
      organizations: 'Organizações',
      users: 'Gerenciamento de usuários',
      signing_keys: 'Chaves de assinatura',
      customize_jwt: 'JWT personalizado',
      webhooks: 'Webhooks',
      audit_logs: 'Logs de auditoria',
      tenant_settings: 'Configurações',
    },
  },
  tabs: {
    label: 'Seções da página',
    my_applications: 'Meus aplicativos',
    third_party_applications: 'Aplicativos de terceiros',
    settings: 'Configurações',
    roles: 'Papéis',
    permissions: 'Permissões',
    general: 'Geral',
    users: 'Usuários',
    members: 'Membros',
    logs: 'Logs do usuário',
    organizations: 'Organizações',
    machine_to_machine_apps: 'Aplicativos máquina a máquina',
    machine_to_machine: 'Máquina a máquina',
    recent_requests: 'Requisições recentes',
    connection: 'Conexão',
    experience: 'Experiência',
    branding: 'Marca',
    sign_up_and_sign_in: 'Cadastro e login',
    content: 'Conteúdo',
    password_policy: 'Política de senha',
    passwordless: 'E-mail e SMS',
    social: 'Redes sociais',
    organization_roles: 'Papéis da organização',
    organization_permissions: 'Permissões da organização',
    domains: 'Domínios',
    subscription: 'Assinatura',
    billing_history: 'Histórico de cobrança',
  },
  pages: {
    get_started: { title: 'Primeiros passos', subtitle: 'Configure sua plataforma de identidade passo a passo.' },
    dashboard: { title: 'Painel', subtitle: 'Acompanhe logins, usuários e o uso de tokens.' },
    applications: {
      title: 'Aplicativos',
      subtitle: 'Registre os aplicativos que fazem o login dos usuários pelo seu locatário.',
    },
    api_resources: {
      title: 'Recursos de API',
      subtitle: 'Defina as APIs que você protege e as permissões que elas concedem.',
    },
    sign_in_experience: {
      title: 'Experiência de login',
      subtitle: 'Personalize a aparência e o comportamento das páginas de login e cadastro.',
    },
    mfa: { title: 'Autenticação multifator', subtitle: 'Adicione um segundo fator para proteger as contas.' },
    connectors: { title: 'Conectores', subtitle: 'Conecte provedores de e-mail, SMS e login social.' },
    enterprise_sso: {
      title: 'SSO corporativo',
      subtitle: 'Permita que clientes empresariais façam login com o provedor de identidade da empresa.',
    },
    webhooks: { title: 'Webhooks', subtitle: 'Receba avisos de eventos do seu locatário no seu próprio endpoint.' },
    users: { title: 'Gerenciamento de usuários', subtitle: 'Gerencie os usuários do seu locatário.' },
    audit_logs: { title: 'Logs de auditoria', subtitle: 'Veja o que aconteceu no seu locatário e quando.' },
    roles: { title: 'Papéis', subtitle: 'Agrupe permissões em papéis e atribua-os a usuários e aplicativos.' },
    organization_template: {
      title: 'Modelo de organização',
      subtitle: 'Defina os papéis e permissões comuns a todas as organizações.',
    },
    organizations: { title: 'Organizações', subtitle: 'Gerencie as organizações às quais seus usuários pertencem.' },
    signing_keys: { title: 'Chaves de assinatura', subtitle: 'Gerencie as chaves que assinam e criptografam seus tokens.' },
    customize_jwt: { title: 'JWT personalizado', subtitle: 'Adicione claims personalizadas aos tokens emitidos pelo seu locatário.' },
    tenant_settings: { title: 'Configurações do locatário', subtitle: 'Gerencie seu locatário, os membros e a cobrança.' },
  },
  details: {
    application: 'Detalhes do aplicativo',
    api_resource: 'Detalhes do recurso de API',
    connector: 'Detalhes do conector',
    enterprise_sso: 'Detalhes do conector corporativo',
    webhook: 'Detalhes do webhook',
    webhook_request: 'Detalhes da requisição',
    user: 'Detalhes do usuário',
    role: 'Detalhes do papel',
    organization_role: 'Detalhes do papel da organização',
    organization: 'Detalhes da organização',
    log: 'Detalhes do log',
    customize_jwt: 'Editar claims personalizadas',
  },
  create: {
    application: 'Criar aplicativo',
    api_resource: 'Criar recurso de API',
    connector: 'Adicionar conector',
    enterprise_sso: 'Adicionar conector corporativo',
    webhook: 'Criar webhook',
    user: 'Adicionar usuário',
    role: 'Criar papel',
    organization: 'Criar organização',
  },
  session: {
    callback_title: 'Fazendo seu login',
    welcome_title: 'Boas-vindas',
    welcome_greeting: 'Boas-vindas, {{name}}',
    welcome_greeting_anonymous: 'Boas-vindas',
    welcome_description: 'Seu tenant está pronto. Siga o guia para conectar seu primeiro aplicativo ou vá direto para o console.',
    welcome_get_started: 'Começar',
    welcome_open_console: 'Ir para o console',
  },
  errors: {
    something_went_wrong: 'Opa! Algo deu errado.',
    try_again: 'Tentar novamente',
    show_details: 'Detalhes do erro',
    code: 'Código',
    message: 'Mensagem',
    unknown_server_error: 'Ocorreu um erro desconhecido no servidor.',
    invalid_json_format: 'Formato JSON inválido.',
    invalid_uri_format: 'Formato de URI inválido.',
    missing_total_number: 'O servidor não informou quantos itens a lista tem.',
    request_timeout: 'O servidor não respondeu a tempo. Tente novamente.',
    network_error: 'Não foi possível acessar o servidor. Verifique sua conexão e tente novamente.',
    validation: {
      unrecognized_field: 'Este campo não é reconhecido.',
      unrecognized_keys: 'Campos não reconhecidos: {{keys}}.',
      required: 'Este campo é obrigatório.',
      invalid_type: 'Era esperado um valor do tipo {{expected}}.',
      invalid_option: 'Use um destes valores: {{values}}.',
      too_long: 'Use no máximo {{max}} caracteres.',
      too_short: 'Use pelo menos {{min}} caracteres.',
      too_big: 'Use um número não maior que {{max}}.',
      too_small: 'Use um número não menor que {{min}}.',
      too_many_items: 'Use no máximo {{max}} itens.',
      too_few_items: 'Use pelo menos {{min}} itens.',
      invalid_email: 'Informe um endereço de e-mail válido.',
      invalid_url: 'Informe uma URL válida.',
      invalid_format: 'O formato não é válido.',
      invalid_input: 'O valor não é válido.',
    },
    http_status: {
      '400': 'A requisição é inválida.',
      '401': 'Sua sessão expirou. Faça login novamente.',
      '403': 'Você não tem permissão para fazer isso.',
      '404': 'O item solicitado não foi encontrado.',
      '408': 'A requisição excedeu o tempo limite.',
      '409': 'Isso entra em conflito com dados existentes.',
      '413': 'A requisição é grande demais.',
      '415': 'O servidor não aceita este tipo de conteúdo.',
      '422': 'Não foi possível processar os dados enviados.',
      '429': 'Requisições demais. Aguarde um momento e tente novamente.',
      '500': 'O servidor encontrou um erro.',
      '502': 'O servidor recebeu uma resposta inválida.',
      '503': 'O serviço está temporariamente indisponível.',
      '504': 'O servidor não respondeu a tempo.',
    },
  },
  not_found: {
    title: 'Página não encontrada',
    description: 'A página que você procura não existe ou foi movida.',
    back_home: 'Ir para a página inicial do console',
  },
  dev_features: {
    banner: 'Recursos de desenvolvimento ativados',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: 'Acesso à API de gerenciamento',
        description: 'Acesso total à API de gerenciamento.',
      },
    },
    scopes: {
      all: 'Escopo padrão da API de gerenciamento; permite todas as permissões.',
    },
    secrets: {
      default: 'Segredo padrão',
    },
  },
  toast: {
    region: 'Notificações',
    dismiss: 'Dispensar',
    item: 'Notificação',
  },
  ...accountPhrasesPtBr,
  ...signingKeysPhrasesPtBr,
  ...usersPhrasesPtBr,
  ...organizationPhrasesPtBr,
  ...connectorPhrasesPtBr,
  ...auditLogPhrasesPtBr,
  ...dashboardPhrasesPtBr,
  ...getStartedPhrasesPtBr,
  ...signInExperiencePhrasesPtBr,
  ...enterpriseSsoPhrasesPtBr,
  ...mfaPhrasesPtBr,
  ...tenantPhrasesPtBr,
  ...domainPhrasesPtBr,
  ...subscriptionPhrasesPtBr,
  ...billingPhrasesPtBr,
  ...tenantMemberPhrasesPtBr,
  ...tenantStatusPhrasesPtBr,
  ...webhooksPhrasesPtBr,
  ...customJwtPhrasesPtBr,
  ...applicationPhrasesPtBr,
  ...authorizationPhrasesPtBr,
  ...listPhrasesPtBr,
  ...onboardingPhrasesPtBr,
  ...accountDeletionPhrasesPtBr,
};

export default ptBR;
