import type { Translation } from '../../../shared/phrases.js';
import type { connectorPhrasesEn } from './en.js';

export const connectorPhrasesEs: Translation<typeof connectorPhrasesEn> = {
  connectors: {
    types: {
      Email: 'Conector de correo electrónico',
      Sms: 'Conector de SMS',
      Social: 'Conector social',
    },
    passwordless: {
      email_description:
        'Envía códigos de verificación por correo electrónico para el inicio de sesión, el registro y el restablecimiento de contraseña.',
      sms_description:
        'Envía códigos de verificación por mensaje de texto para el inicio de sesión, el registro y el restablecimiento de contraseña.',
      not_set_up: 'Aún no está configurado.',
      set_up_email: 'Configurar conector de correo electrónico',
      set_up_sms: 'Configurar conector de SMS',
    },
    social: {
      column_connectors: 'Conectores',
      column_status: 'Experiencia de inicio de sesión',
      demo: 'Demostración',
      in_use: 'Ofrecido',
      not_in_use: 'No ofrecido',
      platforms: { Universal: 'Cualquier plataforma', Web: 'Aplicaciones web', Native: 'Aplicaciones nativas' },
      table_label: 'Conectores sociales',
      column_name: 'Nombre',
      column_target: 'Proveedor de identidad',
      empty_title: 'Aún no hay conectores sociales',
      empty_description:
        'Añade un conector social para que los usuarios inicien sesión con una cuenta que ya tienen.',
      add: 'Añadir conector social',
    },
    social_guide: {
      callback_title: 'URL de callback',
      callback_description: 'Registre exactamente esta URL como URL de redirección (callback) de la aplicación que cree en el proveedor.',
      callback_label: 'URL de callback',
    },
    social_display: {
      title: 'Botón de inicio de sesión',
      description: 'Cómo se ve el botón en la página de inicio de sesión. Deje un campo vacío para usar el nombre o el logotipo del propio proveedor.',
      name_in: 'Nombre ({{language}})',
      other_languages: 'Nombre en otros idiomas',
      logo: 'URL del logotipo',
      logo_dark: 'URL del logotipo para el modo oscuro',
      sync_profile: 'Actualizar el perfil en cada inicio de sesión',
      sync_profile_description: 'Si está activado, el nombre, el avatar y el correo del proveedor reemplazan el perfil del usuario cada vez que inicia sesión. Si está desactivado, solo se copian al crear la cuenta.',
    },
    create: {
      description_social: 'Elija el proveedor de identidad con el que inician sesión sus usuarios. Completará su configuración en la página siguiente.',
      demo_hint: 'Funciona sin credenciales, para hacer pruebas. No apto para producción.',
      title_email: 'Elige un proveedor de correo electrónico',
      title_sms: 'Elige un proveedor de SMS',
      title_social: 'Elige un proveedor social',
      description:
        'Elige el servicio que envía los mensajes. Completarás su configuración en la página siguiente.',
      providers_label: 'Proveedores',
      no_factories_title: 'No hay proveedores disponibles',
      no_factories_description: 'Este servidor no ofrece conectores de este tipo.',
      already_set_up:
        'Ya hay un conector de este tipo configurado. Elimínalo antes de añadir otro.',
      open_existing: 'Abrir el conector actual',
    },
    guide: {
      title: 'Configurar {{name}}',
      not_found: 'Este proveedor no existe.',
      save: 'Guardar y terminar',
      created: 'Se creó el conector «{{name}}».',
    },
    config: {
      description_social: 'Las credenciales de la aplicación que registró en el proveedor y dónde contactarlo.',
      field_labels: {
        clientId: 'ID de cliente',
        clientSecret: 'Secreto de cliente',
        scope: 'Ámbito (scope)',
        authorizationEndpoint: 'Endpoint de autorización',
        tokenEndpoint: 'Endpoint de token',
        userInfoEndpoint: 'Endpoint de información de usuario',
        issuer: 'Emisor (issuer)',
        accountSid: 'SID de la cuenta',
        apiKey: 'Clave de API',
        authToken: 'Token de autenticación',
        baseUrl: 'URL base de la API',
        endpoint: 'Punto de conexión',
        from: 'Remitente',
        headers: 'Encabezados',
        host: 'Nombre de host',
        password: 'Contraseña',
        port: 'Puerto',
        username: 'Nombre de usuario',
        templates: 'Plantillas',
        senderName: 'Nombre del remitente',
        companyInformation: 'Información de la empresa',
        fromEmail: 'Correo del remitente',
        signingSecret: 'Secreto de firma',
        tlsMode: 'Modo TLS',
      },
      field_descriptions: {
        templates:
          'Una entrada por tipo de uso (SignIn, Register, ForgotPassword, Generic, OrganizationInvitation, MfaVerification…): usageType, locale opcional, subject (correo), content con {{variable}}, contentType opcional.',
        senderName: 'Se muestra como remitente; sin URL.',
        companyInformation: 'Se añade a cada correo; sin URL.',
        signingSecret:
          'Al menos 16 caracteres; cada solicitud lleva el HMAC-SHA256 de su cuerpo en la cabecera {{header}}.',
        headers: 'Cabeceras adicionales de la solicitud, como objeto JSON de cadenas.',
      },
      field_placeholders: {
        host: 'smtp.example.com',
        fromEmail: 'noreply@example.com',
        senderName: 'Acme',
        endpoint: 'https://example.com/messages',
        from: '+15550100 o MG…',
      },
      field_options: {
        tlsMode: { starttls: 'STARTTLS', tls: 'TLS', none: 'Ninguno' },
      },
      title: 'Configuración',
      description: 'Lo que el proveedor necesita para enviar mensajes en tu nombre.',
      secret_hint:
        'Se guarda cifrado y se muestra enmascarado. Escribe un valor nuevo para reemplazarlo.',
      invalid_number: 'Introduce un número.',
      select_placeholder: 'Selecciona una opción',
      url_in_sender_name: 'No se permiten URL en el nombre del remitente.',
      url_in_company_information: 'No se permiten URL en la información de la empresa.',
    },
    test: {
      title: 'Enviar un mensaje de prueba',
      description_email:
        'Comprueba la configuración enviando un correo de prueba con un código de ejemplo. No se guarda nada.',
      description_sms:
        'Comprueba la configuración enviando un SMS de prueba con un código de ejemplo. No se guarda nada.',
      email_label: 'Correo electrónico de destino',
      phone_label: 'Número de teléfono de destino',
      send: 'Enviar mensaje de prueba',
      sent: 'Mensaje de prueba enviado a {{to}}.',
      invalid_email: 'Introduce un correo electrónico válido.',
      invalid_phone: 'Introduce un número de teléfono en formato internacional, como +14155550100.',
    },
    templates: {
      title: 'Plantillas de mensajes',
      description:
        'Lo que dicen los mensajes, para cada propósito e idioma. {{variable}} se sustituye por el código de verificación.',
      usage_type: 'Propósito',
      language: 'Idioma',
      any_language: 'Todos los demás idiomas',
      subject: 'Asunto',
      content: 'Contenido',
      content_type: 'Formato',
      content_types: {
        text_plain: 'Texto sin formato',
        text_html: 'Con formato (HTML)',
      },
      code_required: 'El contenido debe incluir {{variable}}.',
      not_set: 'Aún no hay plantilla para este propósito e idioma. Rellénala para añadir una.',
      remove: 'Quitar esta plantilla',
      required: 'Añade al menos una plantilla.',
      usage_types: {
        SignIn: 'Inicio de sesión',
        Register: 'Registro',
        ForgotPassword: 'Restablecimiento de contraseña',
        OrganizationInvitation: 'Invitación a una organización',
        Generic: 'Mensaje genérico y pruebas',
        UserPermissionValidation: 'Verificación de identidad',
        BindNewIdentifier: 'Vinculación de un nuevo correo o teléfono',
        MfaVerification: 'Verificación multifactor',
      },
    },
    details: {
      delete_description_social: 'Los usuarios ya no podrán iniciar sesión con este proveedor y sus cuentas perderán el vínculo con él.',
      delete_confirm_social: 'Los usuarios ya no podrán iniciar sesión con este proveedor a través de este conector.',
      delete_confirm_in_use: 'La experiencia de inicio de sesión ofrece {{target}}. Una vez eliminado este conector, los usuarios que iniciaban sesión con él ya no podrán hacerlo de esa forma.',
      not_found: 'Este conector no existe.',
      connector_id: 'ID del conector',
      delete: 'Eliminar conector',
      delete_description:
        'Los usuarios dejan de recibir mensajes a través de este conector. Los métodos de inicio de sesión que lo necesitan dejan de funcionar.',
      delete_confirm:
        'El inicio de sesión, el registro y el restablecimiento de contraseña que necesitan este conector dejarán de funcionar hasta que configures otro.',
    },
  },
};
