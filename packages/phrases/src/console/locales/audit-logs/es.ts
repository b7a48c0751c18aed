import type { Translation } from '../../../shared/phrases.js';
import type { auditLogPhrasesEn } from './en.js';

export const auditLogPhrasesEs: Translation<typeof auditLogPhrasesEn> = {
  audit_logs: {
    list: {
      table_label: 'Entradas del registro de auditoría',
      column_event: 'Evento',
      column_user: 'Usuario',
      column_application: 'Aplicación',
      column_result: 'Resultado',
      column_time: 'Hora',
      event_filter: 'Filtrar por evento',
      all_events: 'Todos los eventos',
      application_filter: 'Filtrar por aplicación',
      all_applications: 'Todas las aplicaciones',
      empty_title: 'Aún no hay registros',
      empty_description:
        'Los inicios de sesión, registros y solicitudes de tokens aparecen aquí a medida que ocurren.',
      no_results: 'Ningún registro coincide con estos filtros.',
      none: 'Ninguno',
    },
    export: {
      button: 'Exportar CSV',
      done: 'Se exportaron {{count}} registros.',
      truncated:
        'Se exportaron los {{count}} registros más recientes: acota los filtros para exportar el resto.',
      failed: 'La exportación falló. Inténtalo de nuevo.',
      column_id: 'ID del registro',
    },
    result: {
      Success: 'Correcto',
      Error: 'Fallido',
    },
    details: {
      log_key: 'Clave del registro',
      ip: 'Dirección IP',
      user_agent: 'Agente de usuario',
      error: 'Error',
      payload: 'Carga útil',
      copy_payload: 'Copiar la carga útil',
      copied: 'Copiado',
      not_found: 'Este registro no existe.',
    },
    event_step: '{{event}}: {{step}}',
    events: {
      SignIn: 'Inicio de sesión',
      Register: 'Registro',
      ForgotPassword: 'Restablecimiento de contraseña',
    },
    steps: {
      create: 'iniciado',
      submit: 'completado',
      identifier: 'identificador enviado',
      profile: 'perfil actualizado',
      password: 'contraseña verificada',
      email_code_sent: 'código de correo enviado',
      email_code: 'código de correo verificado',
      sms_code_sent: 'código SMS enviado',
      sms_code: 'código SMS verificado',
      social: 'cuenta social verificada',
      enterprise_sso: 'SSO empresarial verificado',
      totp: 'código de la app de autenticación verificado',
      backup_code: 'código de respaldo verificado',
      webauthn: 'llave de acceso verificada',
      new_password: 'nueva contraseña establecida',
    },
    exchange: {
      AuthorizationCode: 'Tokens emitidos por un código de autorización',
      ClientCredentials: 'Token emitido con credenciales de cliente',
      RefreshToken: 'Tokens renovados',
      TokenExchange: 'Token intercambiado',
    },
  },
};
