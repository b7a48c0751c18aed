import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesEs } from './flows/es.js';
import { secondFactorPhrasesEs } from './second-factor/es.js';
import { sandboxPaymentsPhrasesEs } from './sandbox-payments/es.js';

const es: Translation<ExperiencePhrases> = {
  ...flowsPhrasesEs,
  ...secondFactorPhrasesEs,
  ...sandboxPaymentsPhrasesEs,
  page_title: {
    sign_in: 'Iniciar sesión',
    create_account: 'Crear cuenta',
    first_admin: 'Configuración',
    consent: 'Autorizar',
    error: 'Error',
    device: 'Conectar un dispositivo',
  },
  sign_in: {
    title: 'Inicia sesión en tu cuenta',
    description: 'Te damos la bienvenida de nuevo. Introduce tus datos para continuar.',
  },
  social: {
    divider: 'o',
    continue_with: 'Continuar con {{name}}',
    callback_title: 'Iniciando sesión',
    connecting: 'Un momento, estamos completando tu inicio de sesión…',
    missing_session: 'Este inicio de sesión no corresponde a este navegador o ya se utilizó. Vuelve a empezar.',
    link_title: 'Vincula tu cuenta',
    link_description: 'Ya existe una cuenta con el correo {{email}}. Introduce su contraseña para iniciar sesión y vincular tu cuenta social, o crea una cuenta nueva.',
    link_sign_in: 'Iniciar sesión y vincular',
    create_new: 'Crear una cuenta nueva',
    back_to_sign_in: 'Volver a iniciar sesión',
  },
  create_account: {
    title: 'Crea tu cuenta',
    description: 'Solo te llevará un minuto.',
  },
  organization_invitation: {
    joining: 'Te invitaron a unirte a {{organization}}.',
    use_address: 'Continúa con {{email}} para aceptar la invitación.',
  },
  single_sign_on: {
    page_title: 'Inicio de sesión único',
    entry: 'Iniciar sesión con inicio de sesión único',
    title: 'Inicio de sesión único',
    description:
      'Introduce tu correo del trabajo y te llevaremos a la página de inicio de sesión de tu empresa.',
    email: 'Correo del trabajo',
    submit: 'Continuar',
    no_connector:
      'El inicio de sesión único no está configurado para este dominio de correo. Inicia sesión de otra forma.',
    choose_title: 'Elige tu cuenta de empresa',
    choose_description: 'Varios inicios de sesión de empresa aceptan {{email}}.',
    continue_with: 'Continuar con {{name}}',
    other_way: 'Iniciar sesión de otra forma',
    completing: 'Completando tu inicio de sesión…',
    session_lost:
      'Este inicio de sesión no se puede completar aquí: se empezó en otra ventana o ha caducado.',
    start_again: 'Empezar de nuevo',
  },
  first_admin: {
    title: 'Crear el primer administrador',
    description:
      'Esta cuenta gestionará usuarios, aplicaciones y ajustes. Podrás invitar a otros administradores más adelante.',
    submit: 'Crear administrador',
    already_set_up: 'La cuenta de administrador ya existe.',
    go_to_console: 'Ir a la consola',
  },
  consent: {
    title: '{{appName}} quiere acceder a tu cuenta',
    scopes_heading: 'Esto permitirá a la aplicación:',
    resource_scopes: 'Permisos para {{resource}}',
    authorize: 'Autorizar',
    cancel: 'Cancelar',
    scope: {
      openid: 'Confirmar quién eres',
      profile: 'Ver tu nombre y tu foto de perfil',
      email: 'Ver tu dirección de correo electrónico',
      phone: 'Ver tu número de teléfono',
      offline_access: 'Mantener el acceso cuando no estés',
    },
  },
  account: {
    signed_in_as: 'Sesión iniciada como {{identifier}}',
    not_you: '¿No eres tú?',
    use_another_account: 'Usar otra cuenta',
  },
  input: {
    identifier: 'Nombre de usuario o correo',
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirm_password: 'Confirmar contraseña',
    optional: 'opcional',
  },
  action: {
    sign_in: 'Iniciar sesión',
    create_account: 'Crear cuenta',
    continue: 'Continuar',
    back: 'Atrás',
    show_password: 'Mostrar contraseña',
    hide_password: 'Ocultar contraseña',
    try_again: 'Reintentar',
  },
  link: {
    no_account: '¿Aún no tienes cuenta?',
    create_one: 'Crea una',
    have_account: '¿Ya tienes una cuenta?',
    sign_in: 'Inicia sesión',
  },
  field_error: {
    required: 'Este campo es obligatorio.',
    invalid_email: 'Introduce una dirección de correo válida.',
    invalid_username:
      'Empieza por una letra o un guion bajo y usa solo letras, números y guiones bajos.',
    passwords_mismatch: 'Las contraseñas no coinciden.',
  },
  password_rejected: {
    too_short: 'Usa al menos {{min}} caracteres.',
    too_long: 'Usa como máximo {{max}} caracteres.',
    unsupported_characters: 'Usa solo letras, números, espacios y símbolos comunes.',
    character_types:
      'Combina al menos {{min}} de estos tipos: minúsculas, mayúsculas, números y símbolos.',
    pwned: 'Esta contraseña apareció en una filtración de datos. Elige otra.',
    restricted: {
      repetition: 'Evita repetir el mismo carácter.',
      sequence: 'Evita secuencias fáciles como «123» o «abc».',
      words: 'Evita estas palabras: {{words}}.',
      user_info: 'No incluyas tu nombre, tu nombre de usuario ni tu correo en la contraseña.',
    },
  },
  notice: {
    account_locked:
      'Demasiados intentos fallidos. Tu cuenta está bloqueada durante {{minutes}} minutos.',
    retry_in_seconds: 'Demasiados intentos fallidos. Puedes volver a intentarlo en {{seconds}} s.',
  },
  error: {
    generic: 'Algo salió mal. Inténtalo de nuevo.',
    network: 'No se puede conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    session_expired: 'Tu sesión de inicio de sesión ha caducado. Vuelve a empezar.',
    not_found: 'Esta página no existe.',
  },
  device: {
    title: 'Conectar un dispositivo',
    description: 'Introduce el código que aparece en tu dispositivo.',
    code_label: 'Código del dispositivo',
    confirm_title: '¿Conectar {{appName}}?',
    confirm_description:
      'Continúa solo si tú mismo iniciaste el inicio de sesión en este dispositivo y muestra este código.',
    code_on_device: 'Código en tu dispositivo',
    confirm: 'Conectar',
    decline: 'No es mi dispositivo',
    success_title: 'Dispositivo conectado',
    success_description:
      '{{appName}} ya tiene la sesión iniciada. Puedes cerrar esta página y volver a tu dispositivo.',
    error: {
      not_found:
        'Este código no es válido. Comprueba el código en tu dispositivo y vuelve a intentarlo.',
      expired:
        'Este código ha caducado. Vuelve a empezar en tu dispositivo para obtener uno nuevo.',
      used: 'Este código ya se ha usado. Vuelve a empezar en tu dispositivo para obtener uno nuevo.',
      aborted: 'El dispositivo no se ha conectado.',
      failed: 'Esta página ha caducado. Introduce el código de nuevo.',
    },
  },
  oidc_error: {
    technical_details: 'Detalles técnicos',
    hint: 'Vuelve a la aplicación e inténtalo de nuevo. Si el problema continúa, contacta con el soporte de la aplicación.',
    code: {
      invalid_client: {
        title: 'Aplicación desconocida',
        explanation: 'La aplicación que te ha enviado aquí no está registrada en este servicio.',
      },
      invalid_redirect_uri: {
        title: 'Dirección de retorno no permitida',
        explanation:
          'La aplicación pidió enviarte a una dirección que no tiene registrada. La solicitud se ha detenido para proteger tu cuenta.',
      },
      invalid_request: {
        title: 'Solicitud de inicio de sesión no válida',
        explanation:
          'La solicitud de inicio de sesión de la aplicación está incompleta o no es válida.',
      },
      unauthorized_client: {
        title: 'Aplicación no autorizada',
        explanation: 'Esta aplicación no tiene permiso para iniciar tu sesión de esta forma.',
      },
      unsupported_response_type: {
        title: 'Solicitud no compatible',
        explanation: 'La aplicación pidió un tipo de respuesta que este servicio no ofrece.',
      },
      invalid_scope: {
        title: 'Permisos desconocidos',
        explanation: 'La aplicación pidió permisos que no existen.',
      },
      invalid_target: {
        title: 'API desconocida',
        explanation: 'La aplicación pidió acceso a una API que no está disponible.',
      },
      access_denied: {
        title: 'Solicitud rechazada',
        explanation: 'La solicitud se ha rechazado.',
      },
      session_not_found: {
        title: 'Sesión caducada',
        explanation:
          'Tu sesión de inicio de sesión ha caducado. Vuelve a la aplicación y empieza de nuevo.',
      },
      server_error: {
        title: 'Algo ha salido mal',
        explanation: 'Algo ha salido mal por nuestra parte. Inténtalo de nuevo más tarde.',
      },
      default: {
        title: 'No se puede continuar con el inicio de sesión',
        explanation: 'No se ha podido completar la solicitud.',
      },
    },
  },
  loading: 'Cargando…',
  language: {
    label: 'Idioma',
    name: {
      ar: 'Árabe',
      de: 'Alemán',
      en: 'Inglés',
      es: 'Español',
      fr: 'Francés',
      it: 'Italiano',
      ja: 'Japonés',
      ko: 'Coreano',
      'pl-PL': 'Polaco',
      'pt-BR': 'Portugués (Brasil)',
      'pt-PT': 'Portugués (Portugal)',
      ru: 'Ruso',
      'tr-TR': 'Turco',
      'zh-CN': 'Chino (simplificado)',
      'zh-HK': 'Chino (Hong Kong)',
      'zh-TW': 'Chino (Taiwán)',
    },
  },
  theme: {
    label: 'Tema',
    system: 'Igual que el sistema',
    light: 'Claro',
    dark: 'Oscuro',
  },
};

export default es;
