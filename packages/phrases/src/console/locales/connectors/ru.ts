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
      column_connectors: 'Коннекторы',
      column_status: 'Вход',
      demo: 'Демо',
      in_use: 'Предлагается',
      not_in_use: 'Не предлагается',
      platforms: { Universal: 'Любая платформа', Web: 'Веб-приложения', Native: 'Нативные приложения' },
      table_label: 'Социальные коннекторы',
      column_name: 'Название',
      column_target: 'Поставщик удостоверений',
      empty_title: 'Социальных коннекторов пока нет',
      empty_description:
        'Добавьте социальный коннектор, чтобы пользователи входили с уже имеющейся учётной записью.',
      add: 'Добавить социальный коннектор',
    },
    social_guide: {
      callback_title: 'URL обратного вызова',
      callback_description: 'Зарегистрируйте именно этот URL как URL перенаправления (обратного вызова) приложения, которое вы создаёте у поставщика.',
      callback_label: 'URL обратного вызова',
    },
    social_display: {
      title: 'Кнопка входа',
      description: 'Как кнопка выглядит на странице входа. Оставьте поле пустым, чтобы использовать название или логотип поставщика.',
      name_in: 'Название ({{language}})',
      other_languages: 'Название на других языках',
      logo: 'URL логотипа',
      logo_dark: 'URL логотипа для тёмной темы',
      sync_profile: 'Обновлять профиль при каждом входе',
      sync_profile_description: 'Если включено, имя, аватар и email от поставщика заменяют профиль пользователя при каждом входе. Если выключено, они копируются только при создании учётной записи.',
    },
    create: {
      description_social: 'Выберите поставщика удостоверений, через которого входят ваши пользователи. Его настройки вы заполните на следующей странице.',
      demo_hint: 'Работает без учётных данных, для пробы. Не для рабочей среды.',
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
      description_social: 'Учётные данные приложения, зарегистрированного у поставщика, и адрес, по которому он доступен.',
      field_labels: {
        clientId: 'ID клиента',
        clientSecret: 'Секрет клиента',
        scope: 'Области (scope)',
        authorizationEndpoint: 'Конечная точка авторизации',
        tokenEndpoint: 'Конечная точка токена',
        userInfoEndpoint: 'Конечная точка сведений о пользователе',
        issuer: 'Издатель (issuer)',
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
      delete_description_social: 'Пользователи больше не смогут входить через этого поставщика, а их учётные записи потеряют связь с ним.',
      delete_confirm_social: 'Пользователи больше не смогут входить через этого поставщика с помощью этого коннектора.',
      delete_confirm_in_use: 'Страница входа предлагает {{target}}. После удаления этого коннектора пользователи, входившие через него, больше не смогут входить этим способом.',
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
