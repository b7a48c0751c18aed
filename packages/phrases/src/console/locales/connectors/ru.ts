import type { Translation } from '../../../shared/phrases.js';
import type { connectorPhrasesEn } from './en.js';

export const connectorPhrasesRu: Translation<typeof connectorPhrasesEn> = {
  connectors: {
    types: {
      Email: 'Коннектор электронной почты',
      Sms: 'SMS-коннектор',
      Social: 'Социальный коннектор',
    },
    passwordless: {
      email_description:
        'Отправляет коды подтверждения по электронной почте для входа, регистрации и сброса пароля.',
      sms_description:
        'Отправляет коды подтверждения в SMS для входа, регистрации и сброса пароля.',
      not_set_up: 'Ещё не настроен.',
      set_up_email: 'Настроить коннектор электронной почты',
      set_up_sms: 'Настроить SMS-коннектор',
    },
    social: {
      table_label: 'Социальные коннекторы',
      column_name: 'Название',
      column_target: 'Поставщик удостоверений',
      empty_title: 'Социальных коннекторов пока нет',
      empty_description:
        'Добавьте социальный коннектор, чтобы пользователи входили с уже имеющейся учётной записью.',
      add: 'Добавить социальный коннектор',
    },
    create: {
      title_email: 'Выберите почтового поставщика',
      title_sms: 'Выберите поставщика SMS',
      title_social: 'Выберите социального поставщика',
      description:
        'Выберите сервис, который отправляет сообщения. Его параметры вы заполните на следующей странице.',
      providers_label: 'Поставщики',
      no_factories_title: 'Нет доступных поставщиков',
      no_factories_description: 'Этот сервер не предлагает коннекторов такого типа.',
      already_set_up:
        'Коннектор такого типа уже настроен. Удалите его, прежде чем добавлять другой.',
      open_existing: 'Открыть текущий коннектор',
    },
    guide: {
      title: 'Настройка: {{name}}',
      not_found: 'Такого поставщика нет.',
      save: 'Сохранить и завершить',
      created: 'Коннектор «{{name}}» создан.',
    },
    config: {
      field_labels: {
        accountSid: 'SID аккаунта',
        apiKey: 'Ключ API',
        authToken: 'Токен аутентификации',
        baseUrl: 'Базовый URL API',
        endpoint: 'Конечная точка',
        from: 'Отправитель',
        headers: 'Заголовки',
        host: 'Хост',
        password: 'Пароль',
        port: 'Порт',
        username: 'Имя пользователя',
        templates: 'Шаблоны',
        senderName: 'Имя отправителя',
        companyInformation: 'Информация о компании',
        fromEmail: 'Адрес отправителя',
        signingSecret: 'Секрет подписи',
        tlsMode: 'Режим TLS',
      },
      field_descriptions: {
        templates:
          'Одна запись на тип использования (SignIn, Register, ForgotPassword, Generic, OrganizationInvitation, MfaVerification…): usageType, необязательный locale, subject (письмо), content с {{variable}}, необязательный contentType.',
        senderName: 'Показывается как отправитель; без URL.',
        companyInformation: 'Добавляется к каждому письму; без URL.',
        signingSecret:
          'Не менее 16 символов; каждый запрос несёт HMAC-SHA256 своего тела в заголовке {{header}}.',
        headers: 'Дополнительные заголовки запроса в виде JSON-объекта строк.',
      },
      field_placeholders: {
        host: 'smtp.example.com',
        fromEmail: 'noreply@example.com',
        senderName: 'Acme',
        endpoint: 'https://example.com/messages',
        from: '+15550100 или MG…',
      },
      field_options: {
        tlsMode: { starttls: 'STARTTLS', tls: 'TLS', none: 'Нет' },
      },
      title: 'Параметры',
      description: 'Что нужно поставщику, чтобы отправлять сообщения от вашего имени.',
      secret_hint:
        'Хранится в зашифрованном виде и показывается скрытым. Введите новое значение, чтобы заменить его.',
      invalid_number: 'Введите число.',
      select_placeholder: 'Выберите вариант',
      url_in_sender_name: 'URL не допускается в имени отправителя.',
      url_in_company_information: 'URL не допускается в сведениях о компании.',
    },
    test: {
      title: 'Отправить тестовое сообщение',
      description_email:
        'Проверьте параметры, отправив тестовое письмо с примером кода. Ничего не сохраняется.',
      description_sms:
        'Проверьте параметры, отправив тестовое SMS с примером кода. Ничего не сохраняется.',
      email_label: 'Адрес электронной почты получателя',
      phone_label: 'Номер телефона получателя',
      send: 'Отправить тестовое сообщение',
      sent: 'Тестовое сообщение отправлено на {{to}}.',
      invalid_email: 'Введите действительный адрес электронной почты.',
      invalid_phone: 'Введите номер телефона в международном формате, например +14155550100.',
    },
    templates: {
      title: 'Шаблоны сообщений',
      description:
        'Текст сообщений для каждой цели и языка. {{variable}} заменяется кодом подтверждения.',
      usage_type: 'Цель',
      language: 'Язык',
      any_language: 'Все остальные языки',
      subject: 'Тема',
      content: 'Содержимое',
      content_type: 'Формат',
      content_types: {
        text_plain: 'Обычный текст',
        text_html: 'С форматированием (HTML)',
      },
      code_required: 'Содержимое должно включать {{variable}}.',
      not_set: 'Для этой цели и языка шаблона пока нет. Заполните его, чтобы добавить.',
      remove: 'Удалить этот шаблон',
      required: 'Добавьте хотя бы один шаблон.',
      usage_types: {
        SignIn: 'Вход',
        Register: 'Регистрация',
        ForgotPassword: 'Сброс пароля',
        OrganizationInvitation: 'Приглашение в организацию',
        Generic: 'Общее сообщение и тесты',
        UserPermissionValidation: 'Проверка личности',
        BindNewIdentifier: 'Привязка новой почты или телефона',
        MfaVerification: 'Многофакторная проверка',
      },
    },
    details: {
      not_found: 'Такого коннектора нет.',
      connector_id: 'ID коннектора',
      delete: 'Удалить коннектор',
      delete_description:
        'Пользователи перестанут получать сообщения через этот коннектор. Способы входа, которым он нужен, перестанут работать.',
      delete_confirm:
        'Вход, регистрация и сброс пароля, которым нужен этот коннектор, не будут работать, пока вы не настроите другой.',
    },
  },
};
