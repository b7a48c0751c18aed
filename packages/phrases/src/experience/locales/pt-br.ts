import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesPtBr } from './flows/pt-br.js';
import { secondFactorPhrasesPtBr } from './second-factor/pt-br.js';
import { sandboxPaymentsPhrasesPtBr } from './sandbox-payments/pt-br.js';

const ptBR: Translation<ExperiencePhrases> = {
  ...flowsPhrasesPtBr,
  ...secondFactorPhrasesPtBr,
  ...sandboxPaymentsPhrasesPtBr,
  page_title: {
    sign_in: 'Entrar',
    create_account: 'Criar conta',
    first_admin: 'Configuração',
    consent: 'Autorizar',
    error: 'Erro',
    device: 'Conectar um dispositivo',
  },
  sign_in: {
    title: 'Entre na sua conta',
    description: 'Que bom ver você de novo. Informe seus dados para continuar.',
  },
  social: {
    divider: 'ou',
    continue_with: 'Continuar com {{name}}',
    callback_title: 'Entrando',
    connecting: 'Um momento, estamos concluindo seu login…',
    missing_session: 'Este login não corresponde a este navegador ou já foi usado. Comece novamente.',
    link_title: 'Vincule sua conta',
    link_description: 'Já existe uma conta com o e-mail {{email}}. Digite a senha dela para entrar e vincular sua conta social, ou crie uma nova conta.',
    link_sign_in: 'Entrar e vincular',
    create_new: 'Criar uma nova conta',
    back_to_sign_in: 'Voltar para o login',
  },
  create_account: {
    title: 'Crie sua conta',
    description: 'Leva só um minutinho.',
  },
  organization_invitation: {
    joining: 'Você foi convidado para participar de {{organization}}.',
    use_address: 'Continue com {{email}} para aceitar o convite.',
  },
  single_sign_on: {
    page_title: 'Login único',
    entry: 'Entrar com login único',
    title: 'Login único',
    description: 'Digite seu e-mail de trabalho e levaremos você à página de login da sua empresa.',
    email: 'E-mail de trabalho',
    submit: 'Continuar',
    no_connector:
      'O login único não está configurado para este domínio de e-mail. Entre de outra forma.',
    choose_title: 'Escolha sua conta da empresa',
    choose_description: 'Vários logins de empresa aceitam {{email}}.',
    continue_with: 'Continuar com {{name}}',
    other_way: 'Entrar de outra forma',
    completing: 'Concluindo seu login…',
    session_lost:
      'Este login não pode ser concluído aqui: foi iniciado em outra janela ou expirou.',
    start_again: 'Começar de novo',
  },
  first_admin: {
    title: 'Criar o primeiro administrador',
    description:
      'Esta conta vai gerenciar usuários, aplicativos e configurações. Você pode convidar outros administradores depois.',
    submit: 'Criar administrador',
    already_set_up: 'A conta de administrador já existe.',
    go_to_console: 'Ir para o console',
  },
  consent: {
    title: '{{appName}} quer acessar sua conta',
    scopes_heading: 'Isso vai permitir que o aplicativo:',
    resource_scopes: 'Permissões para {{resource}}',
    authorize: 'Autorizar',
    cancel: 'Cancelar',
    scope: {
      openid: 'Confirme quem você é',
      profile: 'Veja seu nome e sua foto de perfil',
      email: 'Veja seu endereço de e-mail',
      phone: 'Veja seu número de telefone',
      offline_access: 'Mantenha o acesso enquanto você estiver fora',
    },
  },
  account: {
    signed_in_as: 'Conectado como {{identifier}}',
    not_you: 'Não é você?',
    use_another_account: 'Usar outra conta',
  },
  input: {
    identifier: 'Nome de usuário ou e-mail',
    username: 'Nome de usuário',
    email: 'E-mail',
    password: 'Senha',
    confirm_password: 'Confirmar senha',
    optional: 'opcional',
  },
  action: {
    sign_in: 'Entrar',
    create_account: 'Criar conta',
    continue: 'Continuar',
    back: 'Voltar',
    show_password: 'Mostrar senha',
    hide_password: 'Ocultar senha',
    try_again: 'Tentar de novo',
  },
  link: {
    no_account: 'Ainda não tem conta?',
    create_one: 'Crie uma',
    have_account: 'Já tem uma conta?',
    sign_in: 'Entre',
  },
  field_error: {
    required: 'Este campo é obrigatório.',
    invalid_email: 'Informe um endereço de e-mail válido.',
    invalid_username:
      'Comece com uma letra ou sublinhado e use apenas letras, números e sublinhados.',
    passwords_mismatch: 'As senhas não coincidem.',
  },
  password_rejected: {
    too_short: 'Use pelo menos {{min}} caracteres.',
    too_long: 'Use no máximo {{max}} caracteres.',
    unsupported_characters: 'Use apenas letras, números, espaços e símbolos comuns.',
    character_types:
      'Combine pelo menos {{min}} destes tipos: letras minúsculas, letras maiúsculas, números e símbolos.',
    pwned: 'Esta senha apareceu em um vazamento de dados. Escolha outra.',
    restricted: {
      repetition: 'Evite repetir o mesmo caractere.',
      sequence: 'Evite sequências fáceis como "123" ou "abc".',
      words: 'Evite estas palavras: {{words}}.',
      user_info: 'Não use seu nome, nome de usuário ou e-mail na senha.',
    },
  },
  notice: {
    account_locked:
      'Muitas tentativas malsucedidas. Sua conta está bloqueada por {{minutes}} minutos.',
    retry_in_seconds: 'Muitas tentativas malsucedidas. Você pode tentar de novo em {{seconds}} s.',
  },
  error: {
    generic: 'Algo deu errado. Tente de novo.',
    network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente de novo.',
    session_expired: 'Sua sessão de login expirou. Comece de novo.',
    not_found: 'Esta página não existe.',
  },
  device: {
    title: 'Conectar um dispositivo',
    description: 'Digite o código exibido no seu dispositivo.',
    code_label: 'Código do dispositivo',
    confirm_title: 'Conectar {{appName}}?',
    confirm_description:
      'Continue somente se você mesmo iniciou o login neste dispositivo e ele mostra este código.',
    code_on_device: 'Código no seu dispositivo',
    confirm: 'Conectar',
    decline: 'Não é meu dispositivo',
    success_title: 'Dispositivo conectado',
    success_description:
      '{{appName}} está conectado agora. Você pode fechar esta página e voltar ao seu dispositivo.',
    error: {
      not_found: 'Este código não é válido. Confira o código no seu dispositivo e tente de novo.',
      expired: 'Este código expirou. Comece de novo no seu dispositivo para receber um novo.',
      used: 'Este código já foi usado. Comece de novo no seu dispositivo para receber um novo.',
      aborted: 'O dispositivo não foi conectado.',
      failed: 'Esta página expirou. Digite o código de novo.',
    },
  },
  oidc_error: {
    technical_details: 'Detalhes técnicos',
    hint: 'Volte ao aplicativo e tente de novo. Se o problema continuar, entre em contato com o suporte do aplicativo.',
    code: {
      invalid_client: {
        title: 'Aplicativo desconhecido',
        explanation: 'O aplicativo que enviou você até aqui não está registrado neste serviço.',
      },
      invalid_redirect_uri: {
        title: 'Endereço de retorno não permitido',
        explanation:
          'O aplicativo pediu para enviar você a um endereço que ele não registrou. A solicitação foi interrompida para proteger sua conta.',
      },
      invalid_request: {
        title: 'Solicitação de login inválida',
        explanation: 'A solicitação de login do aplicativo está incompleta ou é inválida.',
      },
      unauthorized_client: {
        title: 'Aplicativo não autorizado',
        explanation: 'Este aplicativo não tem permissão para fazer seu login dessa forma.',
      },
      unsupported_response_type: {
        title: 'Solicitação não suportada',
        explanation: 'O aplicativo pediu um tipo de resposta que este serviço não fornece.',
      },
      invalid_scope: {
        title: 'Permissões desconhecidas',
        explanation: 'O aplicativo pediu permissões que não existem.',
      },
      invalid_target: {
        title: 'API desconhecida',
        explanation: 'O aplicativo pediu acesso a uma API que não está disponível.',
      },
      access_denied: {
        title: 'Solicitação recusada',
        explanation: 'A solicitação foi recusada.',
      },
      session_not_found: {
        title: 'Sessão expirada',
        explanation: 'Sua sessão de login expirou. Volte ao aplicativo e comece de novo.',
      },
      server_error: {
        title: 'Algo deu errado',
        explanation: 'Algo deu errado do nosso lado. Tente de novo mais tarde.',
      },
      default: {
        title: 'Não é possível continuar o login',
        explanation: 'Não foi possível concluir a solicitação.',
      },
    },
  },
  loading: 'Carregando…',
  language: {
    label: 'Idioma',
    name: {
      ar: 'Árabe',
      de: 'Alemão',
      en: 'Inglês',
      es: 'Espanhol',
      fr: 'Francês',
      it: 'Italiano',
      ja: 'Japonês',
      ko: 'Coreano',
      'pl-PL': 'Polonês',
      'pt-BR': 'Português (Brasil)',
      'pt-PT': 'Português (Portugal)',
      ru: 'Russo',
      'tr-TR': 'Turco',
      'zh-CN': 'Chinês (simplificado)',
      'zh-HK': 'Chinês (Hong Kong)',
      'zh-TW': 'Chinês (Taiwan)',
    },
  },
  theme: {
    label: 'Tema',
    system: 'Igual ao sistema',
    light: 'Claro',
    dark: 'Escuro',
  },
};

export default ptBR;
