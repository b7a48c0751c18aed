import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';

const ptPT: Translation<ExperiencePhrases> = {
  page_title: {
    sign_in: 'Iniciar sessão',
    create_account: 'Criar conta',
    first_admin: 'Configuração',
    consent: 'Autorizar',
    error: 'Erro',
  },
  sign_in: {
    title: 'Inicie sessão na sua conta',
    description: 'Bem-vindo de volta. Introduza os seus dados para continuar.',
  },
  create_account: {
    title: 'Crie a sua conta',
    description: 'Demora apenas um minuto.',
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
  },
  error: {
    generic: 'Ocorreu um erro. Tente novamente.',
    network: 'Não é possível contactar o servidor. Verifique a sua ligação e tente novamente.',
    session_expired: 'A sua sessão de início de sessão expirou. Recomece.',
    not_found: 'Esta página não existe.',
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
