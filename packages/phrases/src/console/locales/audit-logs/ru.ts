import type { Translation } from '../../../shared/phrases.js';
import type { auditLogPhrasesEn } from './en.js';

export const auditLogPhrasesRu: Translation<typeof auditLogPhrasesEn> = {
  audit_logs: {
    list: {
      table_label: 'Записи журнала аудита',
      column_event: 'Событие',
      column_user: 'Пользователь',
      column_application: 'Приложение',
      column_result: 'Результат',
      column_time: 'Время',
      event_filter: 'Фильтр по событию',
      all_events: 'Все события',
      application_filter: 'Фильтр по приложению',
      all_applications: 'Все приложения',
      empty_title: 'Записей пока нет',
      empty_description:
        'Входы, регистрации и запросы токенов появляются здесь по мере того, как они происходят.',
      no_results: 'Нет записей, подходящих под эти фильтры.',
      none: 'Нет',
    },
    export: {
      button: 'Экспорт в CSV',
      done: 'Экспортировано записей: {{count}}.',
      truncated:
        'Экспортированы {{count}} самых новых записей: сузьте фильтры, чтобы экспортировать остальные.',
      failed: 'Не удалось выполнить экспорт. Попробуйте ещё раз.',
      column_id: 'ID записи',
    },
    result: {
      Success: 'Успешно',
      Error: 'Ошибка',
    },
    details: {
      log_key: 'Ключ записи',
      ip: 'IP-адрес',
      user_agent: 'Агент пользователя',
      error: 'Ошибка',
      payload: 'Данные',
      copy_payload: 'Скопировать данные',
      copied: 'Скопировано',
      not_found: 'Такой записи не существует.',
    },
    event_step: '{{event}}: {{step}}',
    events: {
      SignIn: 'Вход',
      Register: 'Регистрация',
      ForgotPassword: 'Сброс пароля',
    },
    steps: {
      create: 'начат',
      submit: 'завершён',
      identifier: 'идентификатор отправлен',
      profile: 'профиль обновлён',
      password: 'пароль подтверждён',
      email_code_sent: 'код по электронной почте отправлен',
      email_code: 'код по электронной почте подтверждён',
      sms_code_sent: 'SMS-код отправлен',
      sms_code: 'SMS-код подтверждён',
      social: 'аккаунт соцсети подтверждён',
      enterprise_sso: 'корпоративный SSO подтверждён',
      totp: 'код приложения-аутентификатора подтверждён',
      backup_code: 'резервный код подтверждён',
      webauthn: 'ключ доступа подтверждён',
      new_password: 'новый пароль задан',
    },
    exchange: {
      AuthorizationCode: 'Выданы токены по коду авторизации',
      ClientCredentials: 'Выдан токен по учётным данным клиента',
      RefreshToken: 'Токены обновлены',
      TokenExchange: 'Токен обменян',
    },
  },
};
