import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesRu } from './applications/ru.js';
import { authorizationPhrasesRu } from './authorization/ru.js';
import { listPhrasesRu } from './lists/ru.js';
import { accountPhrasesRu } from './account/ru.js';
import { signingKeysPhrasesRu } from './signing-keys/ru.js';
import { usersPhrasesRu } from './users/ru.js';
import { organizationPhrasesRu } from './organizations/ru.js';
import { connectorPhrasesRu } from './connectors/ru.js';
import { auditLogPhrasesRu } from './audit-logs/ru.js';
import { dashboardPhrasesRu } from './dashboard/ru.js';
import { getStartedPhrasesRu } from './get-started/ru.js';
import { signInExperiencePhrasesRu } from './sign-in-experience/ru.js';
import { enterpriseSsoPhrasesRu } from './enterprise-sso/ru.js';
import { mfaPhrasesRu } from './mfa/ru.js';
import { tenantPhrasesRu } from './tenants/ru.js';
import { domainPhrasesRu } from './domains/ru.js';
import { subscriptionPhrasesRu } from './subscription/ru.js';
import { billingPhrasesRu } from './billing/ru.js';
import { tenantMemberPhrasesRu } from './tenant-members/ru.js';
import { tenantStatusPhrasesRu } from './tenant-status/ru.js';
import { webhooksPhrasesRu } from './webhooks/ru.js';
import { customJwtPhrasesRu } from './custom-jwt/ru.js';
import { onboardingPhrasesRu } from './onboarding/ru.js';
import { accountDeletionPhrasesRu } from './account-deletion/ru.js';

const ru: ConsolePhrases = {
  general: {
    loading: 'Загрузка…',
    confirm: 'Подтвердить',
    cancel: 'Отмена',
    got_it: 'Понятно',
    close: 'Закрыть',
    back_to: 'Назад: {{page}}',
    opens_in_new_tab: '(открывается в новой вкладке)',
    skip_to_content: 'Перейти к основному содержимому',
  },
  topbar: {
    home: 'Перейти на главную страницу консоли',
    console: 'Консоль',
    docs: 'Документация',
    help: 'Получить помощь',
    version: 'Примечания к выпуску версии {{version}}',
    new_version_available: 'Доступна более новая версия',
  },
  user_menu: {
    open: 'Открыть меню пользователя',
    profile: 'Профиль',
    language: 'Язык',
    appearance: 'Оформление',
    sign_out: 'Выйти',
  },
  appearance: {
    system: 'Как в системе',
    light: 'Светлая тема',
    dark: 'Тёмная тема',
  },
  contact: {
    title: 'Связаться с нами',
    description: 'Выберите удобный для вас способ связи.',
    community_title: 'Общайтесь с сообществом',
    community_description: 'Задавайте вопросы и делитесь идеями с другими разработчиками.',
    community_action: 'Присоединиться к чату',
    issues_title: 'Сообщить о проблеме',
    issues_description: 'Нашли ошибку или не хватает функции? Создайте задачу в нашем репозитории кода.',
    issues_action: 'Создать задачу',
    email_title: 'Напишите нам письмо',
    email_description: 'Напишите нам, и мы ответим как можно скорее.',
    email_action: 'Написать письмо',
    meeting_title: 'Назначить встречу',
    meeting_description: 'Запланируйте звонок с нашей командой, чтобы обсудить ваш проект.',
    meeting_action: 'Назначить встречу',
  },
  sidebar: {
    label: 'Навигация по консоли',
    sections: {
      overview: 'Обзор',
      authentication: 'Аутентификация',
      authorization: 'Авторизация',
      users: 'Пользователи',
      developer: 'Разработчикам',
      tenant: 'Арендатор',
    },
    items: {
      get_started: 'Начало работы',
      dashboard: 'Панель мониторинга',
      applications: 'Приложения',
      sign_in_experience: 'Процесс входа',
      mfa: 'Многофакторная аутентификация',
      connectors: 'Коннекторы',
      enterprise_sso: 'Корпоративный SSO',
      api_resources: 'Ресурсы API',
      roles: 'Роли',
      organization_template: 'Шаблон организации',
      organizations: 'Организации',
      users: 'Управление пользователями',
      signing_keys: 'Ключи подписи',
      customize_jwt: 'Настраиваемый JWT',
      webhooks: 'Вебхуки',
      audit_logs: 'Журналы аудита',
      tenant_settings: 'Настройки',
    },
  },
  tabs: {
    label: 'Разделы страницы',
    my_applications: 'Мои приложения',
    third_party_applications: 'Сторонние приложения',
    settings: 'Настройки',
    roles: 'Роли',
    permissions: 'Разрешения',
    general: 'Общие',
    users: 'Пользователи',
    members: 'Участники',
    logs: 'Журналы пользователя',
    organizations: 'Организации',
    machine_to_machine_apps: 'Межмашинные приложения',
    machine_to_machine: 'Межмашинное взаимодействие',
    recent_requests: 'Недавние запросы',
    connection: 'Подключение',
    experience: 'Интерфейс входа',
    branding: 'Фирменный стиль',
    sign_up_and_sign_in: 'Регистрация и вход',
    content: 'Содержимое',
    password_policy: 'Политика паролей',
    passwordless: 'Эл. почта и SMS',
    social: 'Соцсети',
    organization_roles: 'Роли организации',
    organization_permissions: 'Разрешения организации',
    domains: 'Домены',
    subscription: 'Подписка',
    billing_history: 'История платежей',
  },
  pages: {
    get_started: { title: 'Начало работы', subtitle: 'Настройте свою платформу идентификации шаг за шагом.' },
    dashboard: { title: 'Панель мониторинга', subtitle: 'Следите за входами, пользователями и расходом токенов.' },
    applications: {
      title: 'Приложения',
      subtitle: 'Зарегистрируйте приложения, через которые пользователи входят в ваш арендатор.',
    },
    api_resources: {
      title: 'Ресурсы API',
      subtitle: 'Определите защищаемые API и разрешения, которые они предоставляют.',
    },
    sign_in_experience: {
      title: 'Процесс входа',
      subtitle: 'Настройте внешний вид и поведение страниц входа и регистрации.',
    },
    mfa: { title: 'Многофакторная аутентификация', subtitle: 'Добавьте второй фактор, чтобы защитить учётные записи.' },
    connectors: { title: 'Коннекторы', subtitle: 'Подключите поставщиков эл. почты, SMS и входа через соцсети.' },
    enterprise_sso: {
      title: 'Корпоративный SSO',
      subtitle: 'Позвольте бизнес-клиентам входить через поставщика удостоверений их компании.',
    },
    webhooks: { title: 'Вебхуки', subtitle: 'Получайте уведомления о событиях арендатора на свой адрес.' },
    users: { title: 'Управление пользователями', subtitle: 'Управляйте пользователями своего арендатора.' },
    audit_logs: { title: 'Журналы аудита', subtitle: 'Смотрите, что и когда произошло в вашем арендаторе.' },
    roles: { title: 'Роли', subtitle: 'Объединяйте разрешения в роли и назначайте их пользователям и приложениям.' },
    organization_template: {
      title: 'Шаблон организации',
      subtitle: 'Определите роли и разрешения, общие для всех организаций.',
    },
    organizations: { title: 'Организации', subtitle: 'Управляйте организациями, в которые входят ваши пользователи.' },
    signing_keys: { title: 'Ключи подписи', subtitle: 'Управляйте ключами, которые подписывают и шифруют ваши токены.' },
    customize_jwt: { title: 'Настраиваемый JWT', subtitle: 'Добавляйте собственные утверждения в токены вашего арендатора.' },
    tenant_settings: { title: 'Настройки арендатора', subtitle: 'Управляйте арендатором, его участниками и оплатой.' },
  },
  details: {
    application: 'Сведения о приложении',
    api_resource: 'Сведения о ресурсе API',
    connector: 'Сведения о коннекторе',
    enterprise_sso: 'Сведения о корпоративном коннекторе',
    webhook: 'Сведения о вебхуке',
    webhook_request: 'Сведения о запросе',
    user: 'Сведения о пользователе',
    role: 'Сведения о роли',
    organization_role: 'Сведения о роли организации',
    organization: 'Сведения об организации',
    log: 'Сведения о записи журнала',
    customize_jwt: 'Изменить собственные утверждения',
  },
  create: {
    application: 'Создать приложение',
    api_resource: 'Создать ресурс API',
    connector: 'Добавить коннектор',
    enterprise_sso: 'Добавить корпоративный коннектор',
    webhook: 'Создать вебхук',
    user: 'Добавить пользователя',
    role: 'Создать роль',
    organization: 'Создать организацию',
  },
  session: {
    callback_title: 'Выполняется вход',
    welcome_title: 'Добро пожаловать',
    welcome_greeting: 'Добро пожаловать, {{name}}',
    welcome_greeting_anonymous: 'Добро пожаловать',
    welcome_description: 'Ваш тенант готов. Следуйте руководству, чтобы подключить первое приложение, или сразу перейдите в консоль.',
    welcome_get_started: 'Начать',
    welcome_open_console: 'Перейти в консоль',
  },
  errors: {
    something_went_wrong: 'Ой! Что-то пошло не так.',
    try_again: 'Повторить попытку',
    show_details: 'Подробности ошибки',
    code: 'Код',
    message: 'Сообщение',
    unknown_server_error: 'На сервере произошла неизвестная ошибка.',
    invalid_json_format: 'Неверный формат JSON.',
    invalid_uri_format: 'Неверный формат URI.',
    missing_total_number: 'Сервер не сообщил, сколько элементов в списке.',
    request_timeout: 'Сервер не ответил вовремя. Повторите попытку.',
    network_error: 'Не удаётся связаться с сервером. Проверьте подключение и повторите попытку.',
    validation: {
      unrecognized_field: 'Это поле не распознано.',
      unrecognized_keys: 'Нераспознанные поля: {{keys}}.',
      required: 'Это поле обязательно.',
      invalid_type: 'Ожидается значение типа {{expected}}.',
      invalid_option: 'Используйте одно из значений: {{values}}.',
      too_long: 'Используйте не более {{max}} символов.',
      too_short: 'Используйте не менее {{min}} символов.',
      too_big: 'Укажите число не больше {{max}}.',
      too_small: 'Укажите число не меньше {{min}}.',
      too_many_items: 'Укажите не более {{max}} элементов.',
      too_few_items: 'Укажите не менее {{min}} элементов.',
      invalid_email: 'Введите действительный адрес электронной почты.',
      invalid_url: 'Введите действительный URL.',
      invalid_format: 'Неверный формат.',
      invalid_input: 'Недопустимое значение.',
    },
    http_status: {
      '400': 'Некорректный запрос.',
      '401': 'Срок действия сеанса истёк. Войдите снова.',
      '403': 'У вас нет прав на это действие.',
      '404': 'Запрошенный объект не найден.',
      '408': 'Время ожидания запроса истекло.',
      '409': 'Это противоречит существующим данным.',
      '413': 'Запрос слишком большой.',
      '415': 'Сервер не принимает содержимое такого типа.',
      '422': 'Не удалось обработать отправленные данные.',
      '429': 'Слишком много запросов. Подождите немного и повторите попытку.',
      '500': 'На сервере произошла ошибка.',
      '502': 'Сервер получил некорректный ответ.',
      '503': 'Сервис временно недоступен.',
      '504': 'Сервер не ответил вовремя.',
    },
  },
  not_found: {
    title: 'Страница не найдена',
    description: 'Страница, которую вы ищете, не существует или была перемещена.',
    back_home: 'Перейти на главную страницу консоли',
  },
  dev_features: {
    banner: 'Функции для разработки включены',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: 'Доступ к Management API',
        description: 'Полный доступ к Management API.',
      },
    },
    scopes: {
      all: 'Область по умолчанию для Management API, разрешает все права.',
    },
    secrets: {
      default: 'Секрет по умолчанию',
    },
  },
  toast: {
    region: 'Уведомления',
    dismiss: 'Скрыть',
    item: 'Уведомление',
  },
  ...accountPhrasesRu,
  ...signingKeysPhrasesRu,
  ...usersPhrasesRu,
  ...organizationPhrasesRu,
  ...connectorPhrasesRu,
  ...auditLogPhrasesRu,
  ...dashboardPhrasesRu,
  ...getStartedPhrasesRu,
  ...signInExperiencePhrasesRu,
  ...enterpriseSsoPhrasesRu,
  ...mfaPhrasesRu,
  ...tenantPhrasesRu,
  ...domainPhrasesRu,
  ...subscriptionPhrasesRu,
  ...billingPhrasesRu,
  ...tenantMemberPhrasesRu,
  ...tenantStatusPhrasesRu,
  ...webhooksPhrasesRu,
  ...customJwtPhrasesRu,
  ...applicationPhrasesRu,
  ...authorizationPhrasesRu,
  ...listPhrasesRu,
  ...onboardingPhrasesRu,
  ...accountDeletionPhrasesRu,
};

export default ru;
