import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesPtPt } from './applications/pt-pt.js';
import { authorizationPhrasesPtPt } from './authorization/pt-pt.js';
import { listPhrasesPtPt } from './lists/pt-pt.js';
import { accountPhrasesPtPt } from './account/pt-pt.js';
import { signingKeysPhrasesPtPt } from './signing-keys/pt-pt.js';
import { usersPhrasesPtPt } from './users/pt-pt.js';
import { organizationPhrasesPtPt } from './organizations/pt-pt.js';
import { connectorPhrasesPtPt } from './connectors/pt-pt.js';
import { auditLogPhrasesPtPt } from './audit-logs/pt-pt.js';
import { dashboardPhrasesPtPt } from './dashboard/pt-pt.js';
import { getStartedPhrasesPtPt } from './get-started/pt-pt.js';
import { signInExperiencePhrasesPtPt } from './sign-in-experience/pt-pt.js';
import { enterpriseSsoPhrasesPtPt } from './enterprise-sso/pt-pt.js';
import { mfaPhrasesPtPt } from './mfa/pt-pt.js';
import { tenantPhrasesPtPt } from './tenants/pt-pt.js';
import { domainPhrasesPtPt } from './domains/pt-pt.js';
import { subscriptionPhrasesPtPt } from './subscription/pt-pt.js';
import { billingPhrasesPtPt } from './billing/pt-pt.js';
import { tenantMemberPhrasesPtPt } from './tenant-members/pt-pt.js';
import { tenantStatusPhrasesPtPt } from './tenant-status/pt-pt.js';
import { webhooksPhrasesPtPt } from './webhooks/pt-pt.js';
import { customJwtPhrasesPtPt } from './custom-jwt/pt-pt.js';
import { onboardingPhrasesPtPt } from './onboarding/pt-pt.js';
import { accountDeletionPhrasesPtPt } from './account-deletion/pt-pt.js';

const ptPT: ConsolePhrases = {
  general: {
    loading: 'A carregar…',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    got_it: 'Percebi',
    close: 'Fechar',
    back_to: 'Voltar a {{page}}',
    opens_in_new_tab: '(abre num novo separador)',
    skip_to_content: 'Saltar para o conteúdo principal',
  },
  topbar: {
    home: 'Ir para a página inicial da consola',
    console: 'Consola',
    docs: 'Documentação',
    help: 'Obter ajuda',
    version: 'Notas da versão {{version}}',
    new_version_available: 'Está disponível uma versão mais recente',
  },
  user_menu: {
    open: 'Abrir o menu do utilizador',
    profile: 'Perfil',
    language: 'Idioma',
    appearance: 'Aspeto',
    sign_out: 'Terminar sessão',
  },
  appearance: {
    system: 'Seguir o sistema',
    light: 'Modo claro',
    dark: 'Modo escuro',
  },
  contact: {
    title: 'Contacte-nos',
    description: 'Escolha o canal que lhe for mais conveniente.',
    community_title: 'Converse com a comunidade',
    community_description: 'Coloque questões e partilhe ideias com outros programadores.',
    community_action: 'Entrar no chat',
    issues_title: 'Comunicar um problema',
    issues_description: 'Encontrou um erro ou falta-lhe uma funcionalidade? Abra um pedido no nosso repositório de código.',
    issues_action: 'Abrir um pedido',
    email_title: 'Envie-nos um e-mail',
    email_description: 'Escreva-nos e responderemos logo que possível.',
    email_action: 'Escrever um e-mail',
    meeting_title: 'Marcar uma reunião',
    meeting_description: 'Agende uma chamada com a nossa equipa para falar do seu projeto.',
    meeting_action: 'Marcar reunião',
  },
  sidebar: {
    label: 'Navegação da consola',
    sections: {
      overview: 'Visão geral',
      authentication: 'Autenticação',
      authorization: 'Autorização',
      users: 'Utilizadores',
      developer: 'Programador',
      tenant: 'Inquilino',
    },
    items: {
      get_started: 'Primeiros passos',
      dashboard: 'Painel',
      applications: 'Aplicações',
      sign_in_experience: 'Experiência de início de sessão',
      mfa: 'Autenticação multifator',
      connectors: 'Conectores',
      enterprise_sso: 'SSO empresarial',
      api_resources: 'Recursos de API',
      roles: 'Funções',
      organization_template: 'Modelo de organização',
      organizations: 'Organizações',
      users: 'Gestão de utilizadores',
      signing_keys: 'Chaves de assinatura',
      customize_jwt: 'JWT personalizado',
      webhooks: 'Webhooks',
      audit_logs: 'Registos de auditoria',
      tenant_settings: 'Definições',
    },
  },
  tabs: {
    label: 'Secções da página',
    my_applications: 'As minhas aplicações',
    third_party_applications: 'Aplicações de terceiros',
    settings: 'Definições',
    roles: 'Funções',
    permissions: 'Permissões',
    general: 'Geral',
    users: 'Utilizadores',
    members: 'Membros',
    logs: 'Registos do utilizador',
    organizations: 'Organizações',
    machine_to_machine_apps: 'Aplicações máquina a máquina',
    machine_to_machine: 'Máquina a máquina',
    recent_requests: 'Pedidos recentes',
    connection: 'Ligação',
    experience: 'Experiência',
    branding: 'Marca',
    sign_up_and_sign_in: 'Registo e início de sessão',
    content: 'Conteúdo',
    password_policy: 'Política de palavras-passe',
    passwordless: 'E-mail e SMS',
    social: 'Redes sociais',
    organization_roles: 'Funções da organização',
    organization_permissions: 'Permissões da organização',
    domains: 'Domínios',
    subscription: 'Subscrição',
    billing_history: 'Histórico de faturação',
  },
  pages: {
    get_started: { title: 'Primeiros passos', subtitle: 'Configure a sua plataforma de identidade passo a passo.' },
    dashboard: { title: 'Painel', subtitle: 'Acompanhe os inícios de sessão, os utilizadores e a utilização de tokens.' },
    applications: {
      title: 'Aplicações',
      subtitle: 'Registe as aplicações que autenticam os utilizadores através do seu inquilino.',
    },
    api_resources: {
      title: 'Recursos de API',
      subtitle: 'Defina as APIs que protege e as permissões que concedem.',
    },
    sign_in_experience: {
      title: 'Experiência de início de sessão',
      subtitle: 'Personalize o aspeto e o comportamento das páginas de início de sessão e de registo.',
    },
    mfa: { title: 'Autenticação multifator', subtitle: 'Adicione um segundo fator para proteger as contas.' },
    connectors: { title: 'Conectores', subtitle: 'Ligue fornecedores de e-mail, SMS e início de sessão social.' },
    enterprise_sso: {
      title: 'SSO empresarial',
      subtitle: 'Permita que clientes empresariais iniciem sessão com o fornecedor de identidade da empresa.',
    },
    webhooks: { title: 'Webhooks', subtitle: 'Receba notificações dos eventos do seu inquilino no seu próprio endpoint.' },
    users: { title: 'Gestão de utilizadores', subtitle: 'Faça a gestão dos utilizadores do seu inquilino.' },
    audit_logs: { title: 'Registos de auditoria', subtitle: 'Reveja o que aconteceu no seu inquilino e quando.' },
    roles: { title: 'Funções', subtitle: 'Agrupe permissões em funções e atribua-as a utilizadores e aplicações.' },
    organization_template: {
      title: 'Modelo de organização',
      subtitle: 'Defina as funções e permissões comuns a todas as organizações.',
    },
    organizations: { title: 'Organizações', subtitle: 'Faça a gestão das organizações a que os seus utilizadores pertencem.' },
    signing_keys: { title: 'Chaves de assinatura', subtitle: 'Faça a gestão das chaves que assinam e cifram os seus tokens.' },
    customize_jwt: { title: 'JWT personalizado', subtitle: 'Adicione declarações personalizadas aos tokens emitidos pelo seu inquilino.' },
    tenant_settings: { title: 'Definições do inquilino', subtitle: 'Faça a gestão do seu inquilino, dos membros e da faturação.' },
  },
  details: {
    application: 'Detalhes da aplicação',
    api_resource: 'Detalhes do recurso de API',
    connector: 'Detalhes do conector',
    enterprise_sso: 'Detalhes do conector empresarial',
    webhook: 'Detalhes do webhook',
    webhook_request: 'Detalhes do pedido',
    user: 'Detalhes do utilizador',
    role: 'Detalhes da função',
    organization_role: 'Detalhes da função da organização',
    organization: 'Detalhes da organização',
    log: 'Detalhes do registo',
    customize_jwt: 'Editar declarações personalizadas',
  },
  create: {
    application: 'Criar aplicação',
    api_resource: 'Criar recurso de API',
    connector: 'Adicionar conector',
    enterprise_sso: 'Adicionar conector empresarial',
    webhook: 'Criar webhook',
    user: 'Adicionar utilizador',
    role: 'Criar função',
    organization: 'Criar organização',
  },
  session: {
    callback_title: 'A iniciar a sua sessão',
    welcome_title: 'Bem-vindo',
    welcome_greeting: 'Bem-vindo, {{name}}',
    welcome_greeting_anonymous: 'Bem-vindo',
    welcome_description: 'O seu tenant está pronto. Siga o guia para ligar a sua primeira aplicação ou vá diretamente para a consola.',
    welcome_get_started: 'Começar',
    welcome_open_console: 'Ir para a consola',
  },
  errors: {
    something_went_wrong: 'Ups! Algo correu mal.',
    try_again: 'Tentar novamente',
    show_details: 'Detalhes do erro',
    code: 'Código',
    message: 'Mensagem',
    unknown_server_error: 'Ocorreu um erro desconhecido no servidor.',
    invalid_json_format: 'Formato JSON inválido.',
    invalid_uri_format: 'Formato de URI inválido.',
    missing_total_number: 'O servidor não indicou quantos itens a lista tem.',
    request_timeout: 'O servidor não respondeu a tempo. Tente novamente.',
    network_error: 'Não é possível contactar o servidor. Verifique a sua ligação e tente novamente.',
    validation: {
      unrecognized_field: 'Este campo não é reconhecido.',
      unrecognized_keys: 'Campos não reconhecidos: {{keys}}.',
      required: 'Este campo é obrigatório.',
      invalid_type: 'Era esperado um valor do tipo {{expected}}.',
      invalid_option: 'Utilize um destes valores: {{values}}.',
      too_long: 'Utilize no máximo {{max}} caracteres.',
      too_short: 'Utilize pelo menos {{min}} caracteres.',
      too_big: 'Utilize um número não superior a {{max}}.',
      too_small: 'Utilize um número não inferior a {{min}}.',
      too_many_items: 'Utilize no máximo {{max}} itens.',
      too_few_items: 'Utilize pelo menos {{min}} itens.',
      invalid_email: 'Introduza um endereço de e-mail válido.',
      invalid_url: 'Introduza um URL válido.',
      invalid_format: 'O formato não é válido.',
      invalid_input: 'O valor não é válido.',
    },
    http_status: {
      '400': 'O pedido é inválido.',
      '401': 'A sua sessão expirou. Inicie sessão novamente.',
      '403': 'Não tem permissão para fazer isto.',
      '404': 'O item pedido não foi encontrado.',
      '408': 'O pedido excedeu o tempo limite.',
      '409': 'Isto entra em conflito com dados existentes.',
      '413': 'O pedido é demasiado grande.',
      '415': 'O servidor não aceita este tipo de conteúdo.',
      '422': 'Não foi possível processar os dados enviados.',
      '429': 'Demasiados pedidos. Aguarde um momento e tente novamente.',
      '500': 'O servidor encontrou um erro.',
      '502': 'O servidor recebeu uma resposta inválida.',
      '503': 'O serviço está temporariamente indisponível.',
      '504': 'O servidor não respondeu a tempo.',
    },
  },
  not_found: {
    title: 'Página não encontrada',
    description: 'A página que procura não existe ou foi movida.',
    back_home: 'Ir para a página inicial da consola',
  },
  dev_features: {
    banner: 'Funcionalidades de desenvolvimento ativadas',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: 'Acesso à API de gestão',
        description: 'Acesso total à API de gestão.',
      },
    },
    scopes: {
      all: 'Âmbito predefinido da API de gestão; permite todas as permissões.',
    },
    secrets: {
      default: 'Segredo predefinido',
    },
  },
  toast: {
    region: 'Notificações',
    dismiss: 'Ignorar',
    item: 'Notificação',
  },
  ...accountPhrasesPtPt,
  ...signingKeysPhrasesPtPt,
  ...usersPhrasesPtPt,
  ...organizationPhrasesPtPt,
  ...connectorPhrasesPtPt,
  ...auditLogPhrasesPtPt,
  ...dashboardPhrasesPtPt,
  ...getStartedPhrasesPtPt,
  ...signInExperiencePhrasesPtPt,
  ...enterpriseSsoPhrasesPtPt,
  ...mfaPhrasesPtPt,
  ...tenantPhrasesPtPt,
  ...domainPhrasesPtPt,
  ...subscriptionPhrasesPtPt,
  ...billingPhrasesPtPt,
  ...tenantMemberPhrasesPtPt,
  ...tenantStatusPhrasesPtPt,
  ...webhooksPhrasesPtPt,
  ...customJwtPhrasesPtPt,
  ...applicationPhrasesPtPt,
  ...authorizationPhrasesPtPt,
  ...listPhrasesPtPt,
  ...onboardingPhrasesPtPt,
  ...accountDeletionPhrasesPtPt,
};

export default ptPT;
