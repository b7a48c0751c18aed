import type { ConsolePhrases } from '../../types.js';

export const enterpriseSsoPhrasesEs: Pick<ConsolePhrases, 'enterprise_sso'> = {
  enterprise_sso: {
    list: {
      table_label: 'Conectores empresariales',
      column_name: 'Nombre del conector',
      column_provider: 'Proveedor de identidad',
      column_domains: 'Dominios de correo',
      no_domains: 'Sin dominios de correo',
      empty_title: 'Aún no hay conectores empresariales',
      empty_description:
        'Conecta el proveedor de identidad de un cliente empresarial para que su personal inicie sesión con sus cuentas de trabajo.',
    },
    create: {
      provider_legend: 'Proveedor de identidad',
      providers_failed: 'No se pudieron cargar los proveedores de identidad.',
      connector_name: 'Nombre del conector',
      connector_name_placeholder: 'Plantilla de Acme',
      connector_name_description: 'Solo los administradores ven este nombre.',
      provider_required: 'Elige un proveedor de identidad.',
      submit: 'Añadir conector',
    },
    provider_descriptions: {
      OIDC: 'Cualquier proveedor de identidad que use OpenID Connect.',
      SAML: 'Cualquier proveedor de identidad que use SAML 2.0.',
      AzureAD: 'Microsoft Entra ID (Azure AD) mediante SAML.',
      AzureAdOidc: 'Microsoft Entra ID (Azure AD) mediante OpenID Connect.',
      GoogleWorkspace: 'Cuentas de Google Workspace mediante OpenID Connect.',
      Okta: 'Cuentas de empleados de Okta mediante OpenID Connect.',
    },
    details: {
      connector_id: 'ID del conector',
      delete: 'Eliminar conector',
      delete_confirm:
        'Las personas de sus dominios de correo ya no podrán iniciar sesión con él. Las cuentas que creó se conservan. Esta acción no se puede deshacer.',
      delete_description:
        'Eliminar el conector detiene el inicio de sesión único con este proveedor de identidad.',
      not_found: 'Este conector empresarial no existe o fue eliminado.',
    },
    connection: {
      oidc_title: 'Proveedor OpenID Connect',
      oidc_description:
        'Registra una aplicación en el proveedor de identidad y escribe aquí lo que te proporcione.',
      issuer: 'Emisor',
      issuer_description: 'El proveedor publica sus endpoints bajo esta URL.',
      client_id: 'ID de cliente',
      client_secret: 'Secreto de cliente',
      client_secret_kept:
        'Se muestra enmascarado. Déjalo como está para conservar el secreto guardado.',
      scope: 'Ámbito',
      scope_description: 'Separados por espacios; openid se pide siempre.',
      callback_title: 'URI de redirección',
      callback_description:
        'Registra exactamente esta URL como URI de redirección de la aplicación en el proveedor.',
      callback_url: 'URL de retorno',
      discovered_title: 'Endpoints del proveedor',
      authorization_endpoint: 'Endpoint de autorización',
      token_endpoint: 'Endpoint de tokens',
      userinfo_endpoint: 'Endpoint de userinfo',
      jwks_uri: 'URL del conjunto de claves',
      sp_title: 'Datos del proveedor de servicios',
      sp_description:
        'Entrégalos al proveedor de identidad cuando configures allí la aplicación SAML.',
      sp_entity_id: 'ID de entidad (audiencia)',
      acs_url: 'URL del servicio consumidor de aserciones',
      sp_metadata: 'Metadatos del proveedor de servicios',
      sp_metadata_url: 'URL de metadatos del proveedor de servicios',
      idp_title: 'Datos del proveedor de identidad',
      idp_description:
        'Indica dónde está el proveedor de identidad: por sus metadatos o campo a campo.',
      idp_source: 'Forma de conexión',
      source_metadata_url: 'URL de metadatos',
      source_metadata_xml: 'XML de metadatos',
      source_manual: 'Introducir a mano',
      metadata_url: 'URL de metadatos',
      metadata_xml: 'XML de metadatos',
      idp_entity_id: 'ID de entidad del proveedor de identidad',
      sso_url: 'URL de inicio de sesión único',
      certificate: 'Certificado de firma',
      certificate_description:
        'Texto PEM, o sube el archivo .pem, .cer o .crt que da el proveedor.',
      certificate_upload: 'Subir archivo de certificado',
      certificate_unreadable:
        'Este archivo no contiene ningún certificado. Elige un archivo .pem, .cer o .crt.',
      parsed_title: 'Lo que leyó el servidor',
      parsed_entity_id: 'ID de entidad',
      parsed_sso_url: 'URL de inicio de sesión',
      parsed_expires: 'El certificado caduca',
      certificate_valid: 'Certificado válido',
      certificate_invalid: 'Certificado caducado o no válido',
      parsed_none: 'Aún no se ha leído nada: guarda primero los datos del proveedor de identidad.',
    },
    experience: {
      branding_title: 'Botón de inicio de sesión',
      branding_description:
        'Cómo aparece el conector en la página de inicio de sesión cuando el usuario puede elegirlo.',
      display_name: 'Nombre visible',
      display_name_placeholder: 'Acme',
      logo: 'URL del logotipo',
      dark_logo: 'URL del logotipo en modo oscuro',
      logo_invalid: 'Introduce una URL https o http.',
      domains_title: 'Dominios de correo',
      domains_description:
        'Los usuarios cuya dirección de correo termina en uno de estos dominios inician sesión con este conector. Pulsa Intro después de cada uno.',
      domains_label: 'Dominios de correo',
      domain_invalid: '{{domain}} no es un dominio válido.',
      domain_duplicate: '{{domain}} ya está en la lista.',
      remove_domain: 'Quitar {{domain}}',
      sync_title: 'Perfil del usuario',
      sync_toggle: 'Sincronizar el perfil en cada inicio de sesión',
      sync_description:
        'El nombre, el avatar y el correo se copian del proveedor de identidad cada vez; si no, solo al crear la cuenta.',
      token_storage_toggle: 'Guardar los tokens del proveedor de identidad',
      token_storage_description:
        'Si está activado, los tokens de acceso y de actualización de cada inicio de sesión se guardan cifrados para que las apps del usuario puedan llamar al proveedor mediante la API de cuenta.',
    },
    sign_in_experience: {
      title: 'Inicio de sesión único empresarial',
      toggle: 'Ofrecer inicio de sesión único en la página de inicio de sesión',
      description:
        'Los usuarios de los dominios de correo de tus conectores empresariales inician sesión con el proveedor de identidad de su empresa.',
    },
  },
};
