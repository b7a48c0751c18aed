import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesEs } from './applications/es.js';
import { authorizationPhrasesEs } from './authorization/es.js';
import { listPhrasesEs } from './lists/es.js';
import { accountPhrasesEs } from './account/es.js';
import { signingKeysPhrasesEs } from './signing-keys/es.js';
import { usersPhrasesEs } from './users/es.js';
import { organizationPhrasesEs } from './organizations/es.js';
import { connectorPhrasesEs } from './connectors/es.js';
import { auditLogPhrasesEs } from './audit-logs/es.js';
import { dashboardPhrasesEs } from './dashboard/es.js';
import { getStartedPhrasesEs } from './get-started/es.js';
import { signInExperiencePhrasesEs } from './sign-in-experience/es.js';
import { enterpriseSsoPhrasesEs } from './enterprise-sso/es.js';
import { mfaPhrasesEs } from './mfa/es.js';
import { tenantPhrasesEs } from './tenants/es.js';
import { domainPhrasesEs } from './domains/es.js';
import { subscriptionPhrasesEs } from './subscription/es.js';
import { billingPhrasesEs } from './billing/es.js';
import { tenantMemberPhrasesEs } from './tenant-members/es.js';
import { tenantStatusPhrasesEs } from './tenant-status/es.js';
import { webhooksPhrasesEs } from './webhooks/es.js';
import { customJwtPhrasesEs } from './custom-jwt/es.js';
import { onboardingPhrasesEs } from './onboarding/es.js';
import { accountDeletionPhrasesEs } from './account-deletion/es.js';

const es: ConsolePhrases = {
  general: {
    loading: 'Cargando…',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    got_it: 'Entendido',
    close: 'Cerrar',
    back_to: 'Volver a {{page}}',
    opens_in_new_tab: '(se abre en una pestaña nueva)',
    skip_to_content: 'Saltar al contenido principal',
  },
  topbar: {
    home: 'Ir a la página de inicio de la consola',
    console: 'Consola',
    docs: 'Documentación',
    help: 'Obtener ayuda',
    version: 'Notas de la versión {{version}}',
    new_version_available: 'Hay una versión más reciente disponible',
  },
  user_menu: {
    open: 'Abrir el menú de usuario',
    profile: 'Perfil',
    language: 'Idioma',
    appearance: 'Apariencia',
    sign_out: 'Cerrar sesión',
  },
  appearance: {
    system: 'Sincronizar con el sistema',
    light: 'Modo claro',
    dark: 'Modo oscuro',
  },
  contact: {
    title: 'Contáctanos',
    description: 'Elige el canal que mejor te convenga.',
    community_title: 'Chatea con la comunidad',
    community_description: 'Haz preguntas y comparte ideas con otros desarrolladores.',
    community_action: 'Unirse al chat',
    issues_title: 'Informar de un problema',
    issues_description: '¿Encontraste un error o echas en falta una función? Abre una incidencia en nuestro repositorio de código.',
    issues_action: 'Abrir una incidencia',
    email_title: 'Envíanos un correo',
    email_description: 'Escríbenos y te responderemos lo antes posible.',
    email_action: 'Escribir un correo',
    meeting_title: 'Reservar una reunión',
    meeting_description: 'Agenda una llamada con nuestro equipo para hablar de tu proyecto.',
    meeting_action: 'Reservar una reunión',
  },
  sidebar: {
    label: 'Navegación de la consola',
    sections: {
      overview: 'Resumen',
      authentication: 'Autenticación',
      authorization: 'Autorización',
      users: 'Usuarios',
      developer: 'Desarrollador',
      tenant: 'Inquilino',
    },
    items: {
      get_started: 'Primeros pasos',
      dashboard: 'Panel',
      applications: 'Aplicaciones',
      sign_in_experience: 'Experiencia de inicio de sesión',
      mfa: 'Autenticación multifactor',
      connectors: 'Conectores',
      enterprise_sso: 'SSO empresarial',
      api_resources: 'Recursos de API',
      roles: 'Roles',
      organization_template: 'Plantilla de organización',
      organizations: 'Organizaciones',
      users: 'Gestión de usuarios',
      signing_keys: 'Claves de firma',
      customize_jwt: 'JWT personalizado',
      webhooks: 'Webhooks',
      audit_logs: 'Registros de auditoría',
      tenant_settings: 'Configuración',
    },
  },
  tabs: {
    label: 'Secciones de la página',
    my_applications: 'Mis aplicaciones',
    third_party_applications: 'Aplicaciones de terceros',
    settings: 'Configuración',
    roles: 'Roles',
    permissions: 'Permisos',
    general: 'General',
    users: 'Usuarios',
    members: 'Miembros',
    logs: 'Registros del usuario',
    organizations: 'Organizaciones',
    machine_to_machine_apps: 'Aplicaciones máquina a máquina',
    machine_to_machine: 'Máquina a máquina',
    recent_requests: 'Solicitudes recientes',
    connection: 'Conexión',
    experience: 'Experiencia',
    branding: 'Marca',
    sign_up_and_sign_in: 'Registro e inicio de sesión',
    content: 'Contenido',
    password_policy: 'Política de contraseñas',
    passwordless: 'Correo y SMS',
    social: 'Redes sociales',
    organization_roles: 'Roles de organización',
    organization_permissions: 'Permisos de organización',
    domains: 'Dominios',
    subscription: 'Suscripción',
    billing_history: 'Historial de facturación',
  },
  pages: {
    get_started: { title: 'Primeros pasos', subtitle: 'Configura tu plataforma de identidad paso a paso.' },
    dashboard: { title: 'Panel', subtitle: 'Controla los inicios de sesión, los usuarios y el uso de tokens.' },
    applications: {
      title: 'Aplicaciones',
      subtitle: 'Registra las aplicaciones que inician la sesión de los usuarios a través de tu inquilino.',
    },
    api_resources: {
      title: 'Recursos de API',
      subtitle: 'Define las API que proteges y los permisos que conceden.',
    },
    sign_in_experience: {
      title: 'Experiencia de inicio de sesión',
      subtitle: 'Personaliza el aspecto y el comportamiento de las páginas de inicio de sesión y registro.',
    },
    mfa: { title: 'Autenticación multifactor', subtitle: 'Añade un segundo factor para proteger las cuentas.' },
    connectors: { title: 'Conectores', subtitle: 'Conecta proveedores de correo, SMS e inicio de sesión social.' },
    enterprise_sso: {
      title: 'SSO empresarial',
      subtitle: 'Permite que los clientes empresariales inicien sesión con el proveedor de identidad de su empresa.',
    },
    webhooks: { title: 'Webhooks', subtitle: 'Recibe avisos de los eventos de tu inquilino en tu propio endpoint.' },
    users: { title: 'Gestión de usuarios', subtitle: 'Administra los usuarios de tu inquilino.' },
    audit_logs: { title: 'Registros de auditoría', subtitle: 'Revisa qué ocurrió en tu inquilino y cuándo.' },
    roles: { title: 'Roles', subtitle: 'Agrupa permisos en roles y asígnalos a usuarios y aplicaciones.' },
    organization_template: {
      title: 'Plantilla de organización',
      subtitle: 'Define los roles y permisos que comparten todas las organizaciones.',
    },
    organizations: { title: 'Organizaciones', subtitle: 'Administra las organizaciones a las que pertenecen tus usuarios.' },
    signing_keys: { title: 'Claves de firma', subtitle: 'Administra las claves que firman y cifran tus tokens.' },
    customize_jwt: { title: 'JWT personalizado', subtitle: 'Añade reclamaciones propias a los tokens que emite tu inquilino.' },
    tenant_settings: { title: 'Configuración del inquilino', subtitle: 'Administra tu inquilino, sus miembros y su facturación.' },
  },
  details: {
    application: 'Detalles de la aplicación',
    api_resource: 'Detalles del recurso de API',
    connector: 'Detalles del conector',
    enterprise_sso: 'Detalles del conector empresarial',
    webhook: 'Detalles del webhook',
    webhook_request: 'Detalles de la solicitud',
    user: 'Detalles del usuario',
    role: 'Detalles del rol',
    organization_role: 'Detalles del rol de organización',
    organization: 'Detalles de la organización',
    log: 'Detalles del registro',
    customize_jwt: 'Editar reclamaciones propias',
  },
  create: {
    application: 'Crear aplicación',
    api_resource: 'Crear recurso de API',
    connector: 'Añadir conector',
    enterprise_sso: 'Añadir conector empresarial',
    webhook: 'Crear webhook',
    user: 'Añadir usuario',
    role: 'Crear rol',
    organization: 'Crear organización',
  },
  session: {
    callback_title: 'Iniciando tu sesión',
    welcome_title: 'Bienvenido',
    welcome_greeting: 'Bienvenido, {{name}}',
    welcome_greeting_anonymous: 'Bienvenido',
    welcome_description: 'Tu tenant está listo. Sigue la guía para conectar tu primera aplicación o ve directamente a la consola.',
    welcome_get_started: 'Empezar',
    welcome_open_console: 'Ir a la consola',
  },
  errors: {
    something_went_wrong: '¡Vaya! Algo salió mal.',
    try_again: 'Intentar de nuevo',
    show_details: 'Detalles del error',
    code: 'Código',
    message: 'Mensaje',
    unknown_server_error: 'Se produjo un error desconocido en el servidor.',
    invalid_json_format: 'Formato JSON no válido.',
    invalid_uri_format: 'Formato de URI no válido.',
    missing_total_number: 'El servidor no indicó cuántos elementos tiene la lista.',
    request_timeout: 'El servidor no respondió a tiempo. Inténtalo de nuevo.',
    network_error: 'No se puede contactar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    validation: {
      unrecognized_field: 'Este campo no se reconoce.',
      unrecognized_keys: 'Campos no reconocidos: {{keys}}.',
      required: 'Este campo es obligatorio.',
      invalid_type: 'Se esperaba un valor de tipo {{expected}}.',
      invalid_option: 'Usa uno de estos valores: {{values}}.',
      too_long: 'Usa como máximo {{max}} caracteres.',
      too_short: 'Usa al menos {{min}} caracteres.',
      too_big: 'Usa un número no mayor que {{max}}.',
      too_small: 'Usa un número no menor que {{min}}.',
      too_many_items: 'Usa como máximo {{max}} elementos.',
      too_few_items: 'Usa al menos {{min}} elementos.',
      invalid_email: 'Introduce una dirección de correo válida.',
      invalid_url: 'Introduce una URL válida.',
      invalid_format: 'El formato no es válido.',
      invalid_input: 'El valor no es válido.',
    },
    http_status: {
      '400': 'La solicitud no es válida.',
      '401': 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
      '403': 'No tienes permiso para hacer esto.',
      '404': 'No se encontró el elemento solicitado.',
      '408': 'Se agotó el tiempo de la solicitud.',
      '409': 'Esto entra en conflicto con datos existentes.',
      '413': 'La solicitud es demasiado grande.',
      '415': 'El servidor no acepta este tipo de contenido.',
      '422': 'No se pudieron procesar los datos enviados.',
      '429': 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
      '500': 'El servidor encontró un error.',
      '502': 'El servidor recibió una respuesta no válida.',
      '503': 'El servicio no está disponible temporalmente.',
      '504': 'El servidor no respondió a tiempo.',
    },
  },
  not_found: {
    title: 'Página no encontrada',
    description: 'La página que buscas no existe o se ha movido.',
    back_home: 'Ir a la página de inicio de la consola',
  },
  dev_features: {
    banner: 'Funciones de desarrollo activadas',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: 'Acceso a la API de gestión',
        description: 'Acceso completo a la API de gestión.',
      },
    },
    scopes: {
      all: 'Ámbito predeterminado de la API de gestión; permite todos los permisos.',
    },
    secrets: {
      default: 'Secreto predeterminado',
    },
  },
  toast: {
    region: 'Notificaciones',
    dismiss: 'Descartar',
    item: 'Notificación',
  },
  ...accountPhrasesEs,
  ...signingKeysPhrasesEs,
  ...usersPhrasesEs,
  ...organizationPhrasesEs,
  ...connectorPhrasesEs,
  ...auditLogPhrasesEs,
  ...dashboardPhrasesEs,
  ...getStartedPhrasesEs,
  ...signInExperiencePhrasesEs,
  ...enterpriseSsoPhrasesEs,
  ...mfaPhrasesEs,
  ...tenantPhrasesEs,
  ...domainPhrasesEs,
  ...subscriptionPhrasesEs,
  ...billingPhrasesEs,
  ...tenantMemberPhrasesEs,
  ...tenantStatusPhrasesEs,
  ...webhooksPhrasesEs,
  ...customJwtPhrasesEs,
  ...applicationPhrasesEs,
  ...authorizationPhrasesEs,
  ...listPhrasesEs,
  ...onboardingPhrasesEs,
  ...accountDeletionPhrasesEs,
};

export default es;
