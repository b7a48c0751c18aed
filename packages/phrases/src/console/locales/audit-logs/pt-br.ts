import type { Translation } from '../../../shared/phrases.js';
import type { auditLogPhrasesEn } from './en.js';

export const auditLogPhrasesPtBr: Translation<typeof auditLogPhrasesEn> = {
  audit_logs: {
    list: {
      table_label: 'Entradas do log de auditoria',
      column_event: 'Evento',
      column_user: 'Usuário',
      column_application: 'Aplicativo',
      column_result: 'Resultado',
      column_time: 'Horário',
      event_filter: 'Filtrar por evento',
      all_events: 'Todos os eventos',
      application_filter: 'Filtrar por aplicativo',
      all_applications: 'Todos os aplicativos',
      empty_title: 'Nenhum log ainda',
      empty_description:
        'Logins, cadastros e solicitações de tokens aparecem aqui à medida que acontecem.',
      no_results: 'Nenhum log corresponde a estes filtros.',
      none: 'Nenhum',
    },
    export: {
      button: 'Exportar CSV',
      done: '{{count}} logs exportados.',
      truncated:
        'Os {{count}} logs mais recentes foram exportados: refine os filtros para exportar o restante.',
      failed: 'A exportação falhou. Tente novamente.',
      column_id: 'ID do log',
    },
    result: {
      Success: 'Sucesso',
      Error: 'Falhou',
    },
    details: {
      log_key: 'Chave do log',
      ip: 'Endereço IP',
      user_agent: 'Agente de usuário',
      error: 'Erro',
      payload: 'Conteúdo',
      copy_payload: 'Copiar o conteúdo',
      copied: 'Copiado',
      not_found: 'Este log não existe.',
    },
    event_step: '{{event}}: {{step}}',
    events: {
      SignIn: 'Login',
      Register: 'Cadastro',
      ForgotPassword: 'Redefinição de senha',
    },
    steps: {
      create: 'iniciado',
      submit: 'concluído',
      identifier: 'identificador enviado',
      profile: 'perfil atualizado',
      password: 'senha verificada',
      email_code_sent: 'código de e-mail enviado',
      email_code: 'código de e-mail verificado',
      sms_code_sent: 'código SMS enviado',
      sms_code: 'código SMS verificado',
      social: 'conta social verificada',
      enterprise_sso: 'SSO corporativo verificado',
      totp: 'código do app autenticador verificado',
      backup_code: 'código de backup verificado',
      webauthn: 'chave de acesso verificada',
      new_password: 'nova senha definida',
    },
    exchange: {
      AuthorizationCode: 'Tokens emitidos para um código de autorização',
      ClientCredentials: 'Token emitido com credenciais do cliente',
      RefreshToken: 'Tokens renovados',
      TokenExchange: 'Token trocado',
    },
  },
};
