import type { Translation } from '../../../shared/phrases.js';
import type { auditLogPhrasesEn } from './en.js';

export const auditLogPhrasesPtPt: Translation<typeof auditLogPhrasesEn> = {
  audit_logs: {
    list: {
      table_label: 'Entradas do registo de auditoria',
      column_event: 'Evento',
      column_user: 'Utilizador',
      column_application: 'Aplicação',
      column_result: 'Resultado',
      column_time: 'Hora',
      event_filter: 'Filtrar por evento',
      all_events: 'Todos os eventos',
      application_filter: 'Filtrar por aplicação',
      all_applications: 'Todas as aplicações',
      empty_title: 'Ainda não há registos',
      empty_description:
        'Os inícios de sessão, registos e pedidos de tokens aparecem aqui à medida que acontecem.',
      no_results: 'Nenhum registo corresponde a estes filtros.',
      none: 'Nenhum',
    },
    export: {
      button: 'Exportar CSV',
      done: '{{count}} registos exportados.',
      truncated:
        'Foram exportados os {{count}} registos mais recentes: restrinja os filtros para exportar o resto.',
      failed: 'A exportação falhou. Tente novamente.',
      column_id: 'ID do registo',
    },
    result: {
      Success: 'Sucesso',
      Error: 'Falhou',
    },
    details: {
      log_key: 'Chave do registo',
      ip: 'Endereço IP',
      user_agent: 'Agente do utilizador',
      error: 'Erro',
      payload: 'Conteúdo',
      copy_payload: 'Copiar o conteúdo',
      copied: 'Copiado',
      not_found: 'Este registo não existe.',
    },
    event_step: '{{event}}: {{step}}',
    events: {
      SignIn: 'Início de sessão',
      Register: 'Registo',
      ForgotPassword: 'Reposição da palavra-passe',
    },
    steps: {
      create: 'iniciado',
      submit: 'concluído',
      identifier: 'identificador enviado',
      profile: 'perfil atualizado',
      password: 'palavra-passe verificada',
      email_code_sent: 'código de e-mail enviado',
      email_code: 'código de e-mail verificado',
      sms_code_sent: 'código SMS enviado',
      sms_code: 'código SMS verificado',
      social: 'conta social verificada',
      enterprise_sso: 'SSO empresarial verificado',
      totp: 'código da aplicação de autenticação verificado',
      backup_code: 'código de cópia de segurança verificado',
      webauthn: 'chave de acesso verificada',
      new_password: 'nova palavra-passe definida',
    },
    exchange: {
      AuthorizationCode: 'Tokens emitidos para um código de autorização',
      ClientCredentials: 'Token emitido com credenciais de cliente',
      RefreshToken: 'Tokens renovados',
      TokenExchange: 'Token trocado',
    },
  },
};
