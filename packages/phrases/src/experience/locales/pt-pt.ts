import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesPtPt } from './flows/pt-pt.js';
import { secondFactorPhrasesPtPt } from './second-factor/pt-pt.js';
import { sandboxPaymentsPhrasesPtPt } from './sandbox-payments/pt-pt.js';

const ptPT: Translation<ExperiencePhrases> = {
  ...flowsPhrasesPtPt,
  ...secondFactorPhrasesPtPt,
  ...sandboxPaymentsPhrasesPtPt,
  page_title: {
    sign_in: 'Iniciar sessão',
    create_account: 'Criar conta',
    first_admin: 'Configuração',
    consent: 'Autorizar',
    error: 'Erro',
    device: 'Ligar um dispositivo',
  },
  sign_in: {
    title: 'Inicie sessão na sua conta',
    description: 'Bem-vindo de volta. Introduza os seus dados para continuar.',
  },
  social: {
    divider: 'ou',
    continue_with: 'Continuar com {{name}}',
    callback_title: 'A iniciar sessão',
    connecting: 'Um momento, estamos a concluir o início de sessão…',
    missing_session: 'Este início de sessão não corresponde a este navegador ou já foi utilizado. Comece novamente.',
    link_title: 'Associe a sua conta',
    link_description: 'Já existe uma conta com o e-mail {{email}}. Introduza a palavra-passe dessa conta para iniciar sessão e associar a sua conta social, ou crie uma conta nova.',
    link_sign_in: 'Iniciar sessão e associar',
    create_new: 'Criar antes uma conta nova',
    back_to_sign_in: 'Voltar ao início de sessão',
  },
  create_account: {
    title: 'Crie a sua conta',
    description: 'Demora apenas um minuto.',
  },
  organization_invitation: {
    joining: 'Foi convidado para se juntar a {{organization}}.',
    use_address: 'Continue com {{email}} para aceitar o convite.',
  },
  single_sign_on: {
    page_title: 'Início de sessão único',
    entry: 'Iniciar sessão com início de sessão único',
    title: 'Início de sessão único',
    description:
      'Introduza o seu e-mail de trabalho e levamo-lo à página de início de sessão da sua empresa.',
    email: 'E-mail de trabalho',
    submit: 'Continuar',
    no_connector:
      'O início de sessão único não está configurado para este domínio de e-mail. Inicie sessão de outra forma.',
    choose_title: 'Escolha a sua conta da empresa',
    choose_description: 'Vários inícios de sessão de empresa aceitam {{email}}.',
    continue_with: 'Continuar com {{name}}',
    other_way: 'Iniciar sessão de outra forma',
    completing: 'A concluir o seu início de sessão…',
    session_lost:
      'Este início de sessão não pode ser concluído aqui: foi iniciado noutra janela ou expirou.',
    start_again: 'Recomeçar',
  },
  first_admin: {
    title: 'Criar o primeiro administrador',
    description:
      'Esta conta irá gerir utilizadores, aplicações e definições. Poderá convidar outros administradores mais tarde.',
    submit: 'Criar administrador',
    already_set_up: 'A conta de administrador já existe.',
    go_to_console: 'Ir para a consola',
  },
  consent: {
    title: '{{appName}} pretende aceder à sua conta',
    scopes_heading: 'Isto permitirá que a aplicação:',
    resource_scopes: 'Permissões para {{resource}}',
    authorize: 'Autorizar',
    cancel: 'Cancelar',
    scope: {
      openid: 'Confirme a sua identidade',
      profile: 'Veja o seu nome e a sua fotografia de perfil',
      email: 'Veja o seu endereço de e-mail',
      phone: 'Veja o seu número de telemóvel',
      offline_access: 'Mantenha o acesso enquanto estiver ausente',
    },
  },
  account: {
    signed_in_as: 'Sessão iniciada como {{identifier}}',
    not_you: 'Não é a sua conta?',
    use_another_account: 'Utilizar outra conta',
  },
  input: {
    identifier: 'Nome de utilizador ou e-mail',
    username: 'Nome de utilizador',
    email: 'E-mail',
    password: 'Palavra-passe',
    confirm_password: 'Confirmar palavra-passe',
    optional: 'opcional',
  },
  action: {
    sign_in: 'Iniciar sessão',
    create_account: 'Criar conta',
    continue: 'Continuar',
    back: 'Voltar',
    show_password: 'Mostrar palavra-passe',
    hide_password: 'Ocultar palavra-passe',
    try_again: 'Tentar novamente',
  },
  link: {
    no_account: 'Ainda não tem conta?',
    create_one: 'Crie uma',
    have_account: 'Já tem conta?',
    sign_in: 'Inicie sessão',
  },
  field_error: {
    required: 'Este campo é obrigatório.',
    invalid_email: 'Introduza um endereço de e-mail válido.',
    invalid_username:
      'Comece por uma letra ou um sublinhado e utilize apenas letras, algarismos e sublinhados.',
    passwords_mismatch: 'As palavras-passe não coincidem.',
  },
  password_rejected: {
    too_short: 'Utilize pelo menos {{min}} caracteres.',
    too_long: 'Utilize no máximo {{max}} caracteres.',
    unsupported_characters: 'Utilize apenas letras, algarismos, espaços e símbolos comuns.',
    character_types:
      'Combine pelo menos {{min}} destes tipos: minúsculas, maiúsculas, algarismos e símbolos.',
    pwned: 'Esta palavra-passe apareceu numa fuga de dados. Escolha outra.',
    restricted: {
      repetition: 'Evite repetir o mesmo carácter.',
      sequence: 'Evite sequências fáceis como «123» ou «abc».',
      words: 'Evite estas palavras: {{words}}.',
      user_info: 'Não utilize o seu nome, nome de utilizador ou e-mail na palavra-passe.',
    },
  },
  notice: {
    account_locked:
      'Demasiadas tentativas falhadas. A sua conta está bloqueada durante {{minutes}} minutos.',
    retry_in_seconds:
      'Demasiadas tentativas falhadas. Pode tentar novamente dentro de {{seconds}} s.',
  },
  error: {
    generic: 'Ocorreu um erro. Tente novamente.',
    network: 'Não é possível contactar o servidor. Verifique a sua ligação e tente novamente.',
    session_expired: 'A sua sessão de início de sessão expirou. Recomece.',
    not_found: 'Esta página não existe.',
  },
  device: {
    title: 'Ligar um dispositivo',
    description: 'Introduza o código apresentado no seu dispositivo.',
    code_label: 'Código do dispositivo',
    confirm_title: 'Ligar {{appName}}?',
    confirm_description:
      'Continue apenas se tiver sido o próprio a iniciar a sessão neste dispositivo e se este apresentar este código.',
    code_on_device: 'Código no seu dispositivo',
    confirm: 'Ligar',
    decline: 'Não é o meu dispositivo',
    success_title: 'Dispositivo ligado',
    success_description:
      '{{appName}} tem agora a sessão iniciada. Pode fechar esta página e voltar ao seu dispositivo.',
    error: {
      not_found:
        'Este código não é válido. Verifique o código no seu dispositivo e tente novamente.',
      expired: 'Este código expirou. Recomece no seu dispositivo para obter um novo.',
      used: 'Este código já foi utilizado. Recomece no seu dispositivo para obter um novo.',
      aborted: 'O dispositivo não foi ligado.',
      failed: 'Esta página expirou. Introduza novamente o código.',
    },
  },
  oidc_error: {
    technical_details: 'Detalhes técnicos',
    hint: 'Volte à aplicação e tente novamente. Se o problema persistir, contacte o suporte da aplicação.',
    code: {
      invalid_client: {
        title: 'Aplicação desconhecida',
        explanation: 'A aplicação que o enviou para aqui não está registada neste serviço.',
      },
      invalid_redirect_uri: {
        title: 'Endereço de retorno não permitido',
        explanation:
          'A aplicação pediu para o enviar para um endereço que não registou. O pedido foi interrompido para proteger a sua conta.',
      },
      invalid_request: {
        title: 'Pedido de início de sessão inválido',
        explanation: 'O pedido de início de sessão da aplicação está incompleto ou é inválido.',
      },
      unauthorized_client: {
        title: 'Aplicação não autorizada',
        explanation: 'Esta aplicação não tem autorização para iniciar a sua sessão desta forma.',
      },
      unsupported_response_type: {
        title: 'Pedido não suportado',
        explanation: 'A aplicação pediu um tipo de resposta que este serviço não fornece.',
      },
      invalid_scope: {
        title: 'Permissões desconhecidas',
        explanation: 'A aplicação pediu permissões que não existem.',
      },
      invalid_target: {
        title: 'API desconhecida',
        explanation: 'A aplicação pediu acesso a uma API que não está disponível.',
      },
      access_denied: {
        title: 'Pedido recusado',
        explanation: 'O pedido foi recusado.',
      },
      session_not_found: {
        title: 'Sessão expirada',
        explanation: 'A sua sessão de início de sessão expirou. Volte à aplicação e recomece.',
      },
      server_error: {
        title: 'Ocorreu um problema',
        explanation: 'Ocorreu um problema do nosso lado. Tente novamente mais tarde.',
      },
      default: {
        title: 'Não é possível continuar o início de sessão',
        explanation: 'Não foi possível concluir o pedido.',
      },
    },
  },
  loading: 'A carregar…',
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
      'pl-PL': 'Polaco',
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

export default ptPT;
