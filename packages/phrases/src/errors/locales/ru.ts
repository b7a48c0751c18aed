import type { Translation } from '../../shared/phrases.js';
import type { ErrorPhrases } from './en.js';

const ru: Translation<ErrorPhrases> = {
  request: {
    general: 'При обработке запроса произошла ошибка.',
    invalid_json: 'Тело запроса не является корректным JSON.',
    payload_too_large: 'Тело запроса слишком большое.',
    rate_limited: 'Слишком много запросов. Подождите немного и повторите попытку.',
    timeout: 'Время ожидания запроса истекло.',
    unsupported_media_type:
      'Эта конечная точка не принимает такой тип тела запроса. Отправьте {{types}}.',
  },
  route: {
    not_found: 'Нет маршрута для {{method}} {{path}}.',
  },
  guard: {
    invalid_input: 'Запрос содержит недопустимые данные.',
    invalid_pagination: 'Недопустимые параметры постраничного вывода.',
    invalid_path_params: 'Недопустимые параметры пути.',
    mime_type_not_allowed: 'Этот тип файла не поддерживается. Допустимые типы: {{types}}.',
    file_size_exceeded: 'Файл слишком большой. Ограничение: {{limit}}.',
  },
  entity: {
    not_found: 'Запрошенный объект не найден.',
    not_exists_with_id: 'Объект «{{name}}» с ID «{{id}}» не существует.',
    unique_integrity_violation: 'Объект с таким же уникальным значением уже существует.',
    create_failed: 'Не удалось создать объект.',
    update_failed: 'Не удалось обновить объект.',
    relation_foreign_key_not_found: 'Один или несколько связанных объектов не существуют.',
  },
  database: {
    unavailable: 'База данных сейчас недоступна.',
    migrations_pending: 'К базе данных ещё не применены миграции, нужные этой версии.',
    data_dir_locked: 'Каталог данных используется другим процессом.',
    data_dir_corrupt: 'Каталог данных повреждён и не может быть открыт.',
    data_dir_version_mismatch: 'Каталог данных создан несовместимой версией.',
  },
  tenant: {
    not_found: 'Арендатор «{{tenantId}}» не найден.',
    cloud_only: 'Доступно только в облачной редакции.',
    oss_default_only:
      'Редакция с открытым исходным кодом обслуживает только арендатора по умолчанию.',
  },
  auth: {
    authorization_header_missing: 'Отсутствует заголовок Authorization.',
    authorization_token_type_not_supported:
      'Этот тип авторизации не поддерживается. Используйте токен Bearer.',
    unauthorized: 'Вы не вошли в систему или ваш сеанс завершён.',
    forbidden: 'У вас нет прав на это действие.',
    insufficient_permissions: 'Недостаточно прав.',
    expected_role_not_found: 'Ожидаемая роль не найдена. Проверьте свои роли и разрешения.',
    jwt_sub_missing: 'В токене нет утверждения «sub».',
    invalid_token: 'Токен доступа недействителен.',
    token_expired: 'Срок действия токена доступа истёк.',
    wrong_audience: 'Токен доступа выпущен для другой аудитории.',
    wrong_issuer: 'Токен доступа выпущен другим издателем.',
    cloud_only: 'Доступно только в облачной редакции.',
    require_re_authentication: 'Чтобы продолжить, подтвердите пароль ещё раз.',
  },
  oidc: {
    invalid_grant: 'Разрешение недействительно, истекло или было отозвано.',
    invalid_scope: 'Запрошенная область недействительна.',
    invalid_target: 'Запрошенный индикатор ресурса недействителен.',
    invalid_client: 'Не удалось аутентифицировать клиента.',
    access_denied: 'Доступ запрещён.',
    interaction_not_found: 'Сеанс входа не найден. Начните вход заново.',
    provider_error: 'Провайдер OpenID Connect сообщил о внутренней ошибке.',
    key_not_found: 'Ключ подписи не найден.',
    only_previous_key_can_be_deleted:
      'Удалить можно только предыдущий ключ. Выполните ротацию ключей, чтобы этот ключ стал предыдущим.',
    key_required: 'Необходимо сохранить хотя бы один ключ.',
    unsupported_key_type: 'Этот тип ключа не поддерживается.',
  },
  session: {
    invalid_credentials: 'Неверная учётная запись или пароль.',
    identifier_locked: 'Слишком много неудачных попыток. Повторите через {{minutes}} мин.',
    too_many_requests: 'Слишком много попыток. Повторите попытку позже.',
    attempt_too_soon: 'Слишком много неудачных попыток. Подождите {{seconds}} с и повторите попытку.',
    not_found: 'Сеанс не найден. Войдите снова.',
    verification_failed: 'Проверка не пройдена. Попробуйте ещё раз.',
    first_admin_exists: 'Учётная запись администратора уже существует.',
    registration_disabled: 'Создание новых учётных записей отключено.',
    invalid_interaction: 'Этот шаг входа больше недействителен. Начните заново.',
    interaction_event_not_found: 'Сначала начните вход, регистрацию или сброс пароля.',
    interaction_event_change_not_allowed: 'Сброс пароля нельзя переключить на вход или регистрацию. Начните заново.',
    sign_in_disabled: 'Вход отключён.',
    verification_record_not_found: 'Эта проверка не найдена. Пройдите проверку ещё раз.',
    sign_in_method_not_enabled: 'Этот способ входа не включён.',
    identifier_not_found: 'Сначала подтвердите свою личность.',
    missing_profile: 'Не хватает обязательных данных: {{fields}}.',
  },
  user: {
    username_already_in_use: 'Это имя пользователя уже занято.',
    email_already_in_use: 'Этот адрес электронной почты уже привязан к другой учётной записи.',
    phone_already_in_use: 'Этот номер телефона уже привязан к другой учётной записи.',
    invalid_email: 'Некорректный адрес электронной почты.',
    invalid_phone: 'Некорректный номер телефона.',
    invalid_username:
      'Имя пользователя должно начинаться с буквы или подчёркивания и содержать только буквы, цифры и подчёркивания.',
    not_found: 'Пользователь не найден.',
    wrong_password: 'Текущий пароль неверен.',
    same_password: 'Новый пароль должен отличаться от текущего.',
    password_required: 'Требуется пароль.',
    email_not_configured: 'Почтовый коннектор не настроен, поэтому письма отправить нельзя.',
    suspended: 'Эта учётная запись заблокирована.',
    invalid_role_type: 'Роли для межмашинного взаимодействия нельзя назначать пользователям.',
    unsupported_password_algorithm:
      'Этот алгоритм пароля не поддерживается. Используйте Argon2i, Argon2id, Argon2d, SHA1, SHA256, MD5 или Bcrypt.',
    invalid_password_digest: 'Хеш пароля не соответствует формату своего алгоритма.',
    password_algorithm_required: 'Для хеша пароля нужен его алгоритм (passwordAlgorithm).',
    password_and_digest_conflict: 'Укажите либо пароль, либо хеш пароля, но не оба сразу.',
    password_mismatch: 'Пароль не совпадает.',
    custom_data_too_large: 'Пользовательские данные в JSON могут занимать не более {{max}} байт.',
    identity_not_found: 'У пользователя нет учётной записи для {{target}}.',
    invalid_search_pattern: 'Недопустимый шаблон поиска.',
  },
  password_rejected: {
    too_short: 'Пароль должен содержать не менее {{min}} символов.',
    too_long: 'Пароль должен содержать не более {{max}} символов.',
    unsupported_characters: 'Пароль содержит недопустимые символы.',
    character_types:
      'Пароль должен сочетать не менее {{min}} из типов: строчные буквы, заглавные буквы, цифры и символы.',
    pwned: 'Этот пароль встречался в утечке данных. Выберите другой.',
    restricted: {
      repetition: 'В пароле слишком часто повторяется один и тот же символ.',
      sequence: 'Пароль содержит легко угадываемую последовательность, например «123» или «abc».',
      words: 'Пароль содержит запрещённое слово: {{words}}.',
      user_info: 'Пароль не должен содержать ваши личные данные, например имя или адрес почты.',
    },
  },
  application: {
    invalid_type: 'Эта операция недоступна для приложений такого типа.',
    not_found: 'Приложение не найдено.',
    invalid_redirect_uri: 'Недопустимый URI перенаправления.',
    invalid_post_logout_redirect_uri: 'Недопустимый URI перенаправления после выхода.',
    invalid_cors_origin: 'Недопустимый источник CORS.',
    protected_app_metadata_is_required: 'Для защищённых приложений нужны их метаданные.',
    protected_app_not_allowed_here: 'Защищённые приложения здесь использовать нельзя.',
    secret_name_exists: 'Секрет с именем «{{name}}» уже существует.',
    secret_not_found: 'Секрет приложения не найден.',
    cannot_modify_admin_console: 'Приложение консоли администратора изменить нельзя.',
    third_party_application_only: 'Настройки согласия применяются только к сторонним приложениям.',
    role_type_mismatch: 'Этому приложению можно назначать только межмашинные роли.',
    m2m_only: 'Доступно только для межмашинных приложений.',
    invalid_third_party_application_type: 'Приложение этого типа не может быть сторонним.',
    protected_application_only: 'Доступно только для защищённых приложений.',
    protected_app_not_configured:
      'Защищённые приложения по поддомену на этом сервере не настроены. Укажите вместо этого полный хост.',
    protected_application_subdomain_exists:
      'Хост «{{host}}» уже используется другим защищённым приложением.',
    invalid_role_type: 'Пользовательские роли нельзя назначить приложению.',
    device_flow_native_only: 'Поток устройства доступен только для нативных приложений.',
    invalid_token_endpoint_auth_method:
      'Выбрать способ аутентификации могут только приложения с секретами.',
    private_key_jwt_requires_keys:
      'Для аутентификации с JWT на закрытом ключе нужны открытые ключи приложения (URI JWKS или JWKS).',
    jwks_and_jwks_uri_exclusive: 'Укажите либо URI JWKS, либо JWKS, но не оба.',
  },
  saml_application: {
    use_saml_applications_api: 'SAML-приложения создаются и настраиваются через /api/saml-applications.',
    acs_binding_not_supported: 'URL ACS должен использовать привязку HTTP-POST: SAML-ответы доставляются отправкой формы.',
    invalid_certificate: 'Сертификат в {{field}} не является действительным сертификатом X.509 в формате PEM.',
    certificate_out_of_date: 'Срок действия сертификата в {{field}} истёк или ещё не начался.',
    encryption_certificate_required: 'Для шифрования утверждений нужен сертификат шифрования поставщика услуг.',
    cannot_delete_active_secret: 'Активный сертификат подписи нельзя удалить. Сначала активируйте другой.',
    no_active_secret: 'У SAML-приложения нет активного сертификата подписи.',
    not_configured: 'Прежде чем пользователи смогут войти, SAML-приложению нужны идентификатор сущности и URL ACS поставщика услуг.',
    invalid_request: 'Не удалось прочитать SAML-запрос.',
    dtd_not_allowed: 'SAML-сообщения с объявлением типа документа (DTD) или сущностями отклоняются.',
    issuer_mismatch: 'Издатель SAML-запроса не совпадает с идентификатором сущности поставщика услуг приложения.',
    acs_url_mismatch: 'URL ACS в SAML-запросе не совпадает с зарегистрированным.',
    signature_required: 'Это приложение требует подписанных SAML-запросов.',
    invalid_signature: 'Подпись SAML-запроса недействительна.',
    session_not_found: 'Вход через SAML не найден или истёк. Начните заново из приложения.',
    sign_in_failed: 'Вход в SAML-приложение не был завершён.',
  },
  resource: {
    resource_identifier_in_use: 'Идентификатор API «{{indicator}}» уже используется.',
    invalid_indicator: 'Идентификатор API должен быть абсолютным URI без фрагмента.',
    cannot_modify_management_api: 'Ресурс Management API изменить нельзя.',
    cannot_delete_management_api: 'Ресурс Management API удалить нельзя.',
    not_found: 'Ресурс API не найден.',
  },
  scope: {
    name_exists: 'Разрешение с именем «{{name}}» уже существует.',
    name_with_space: 'Имя разрешения не должно содержать пробелов.',
    not_found: 'Разрешение не найдено.',
  },
  role: {
    name_in_use: 'Роль с именем «{{name}}» уже существует.',
    not_found: 'Роль не найдена.',
    scope_exists: 'У роли уже есть это разрешение.',
    user_exists: 'У пользователя уже есть эта роль.',
    application_exists: 'У приложения уже есть эта роль.',
    type_mismatch: 'Тип роли не совпадает.',
    user_role_for_user_only: 'Пользовательские роли можно назначать только пользователям.',
    m2m_role_for_m2m_only: 'Межмашинные роли можно назначать только межмашинным приложениям.',
    management_api_scopes_not_assignable_to_user_role:
      'Пользовательские роли не могут давать доступ к Management API.',
  },
  log: {
    not_found: 'Запись журнала не найдена.',
    invalid_time_range: 'Диапазон времени перевёрнут: start_time не может быть позже end_time.',
  },
  dashboard: {
    invalid_date_range: 'Слишком длинный диапазон дат: не более {{maxDays}} дней.',
  },
  storage: {
    not_configured: 'Хранилище файлов не настроено.',
    upload_error: 'Не удалось загрузить файл.',
  },
  cli_bridge: {
    command_failed: 'Команда не выполнена: {{reason}}',
  },
  swagger: {
    invalid_document: 'Документ OpenAPI недействителен.',
  },
  sign_in_experiences: {
    empty_sign_in_methods: 'Требуется хотя бы один способ входа.',
    duplicated_sign_in_identifier: 'Способы входа содержат {{identifier}} более одного раза.',
    sign_in_method_without_factor:
      'Для входа с помощью {{identifier}} нужен пароль, код подтверждения или и то и другое.',
    username_verification_code_not_supported:
      'На имя пользователя нельзя отправить код подтверждения: для входа по имени пользователя нужен пароль.',
    miss_sign_up_identifier_in_sign_in:
      'Пользователи, зарегистрированные с помощью {{identifier}}, должны иметь возможность входить с ним. Добавьте его в способы входа.',
    password_sign_in_must_be_enabled:
      'При регистрации задаётся пароль, поэтому вход с помощью {{identifier}} должен принимать пароль.',
    code_sign_in_must_be_enabled:
      'При регистрации пароль не задаётся, поэтому вход с помощью {{identifier}} должен принимать код подтверждения.',
    duplicated_sign_up_identifier:
      'Каждый идентификатор регистрации можно указать только один раз.',
    username_requires_password: 'Регистрация по имени пользователя требует задать пароль.',
    passwordless_requires_verify:
      'Регистрация по адресу эл. почты или номеру телефона без пароля требует его подтверждения.',
    enabled_connector_not_found:
      'Этот параметр отправляет коды подтверждения, но коннектор {{type}} не настроен.',
    duplicated_mfa_factors:
      'Каждый фактор многофакторной аутентификации можно указать только один раз.',
    backup_code_cannot_be_enabled_alone:
      'Резервные коды не могут быть единственным фактором многофакторной аутентификации.',
    at_least_one_authentication_factor:
      'Для обязательной многофакторной аутентификации нужен хотя бы один фактор.',
    unsupported_default_language: '«{{language}}» не является поддерживаемым языком.',
  },
  localization: {
    unsupported_language: '«{{languageTag}}» не является поддерживаемым языком.',
    phrases_not_found: 'Для «{{languageTag}}» нет пользовательских фраз.',
    invalid_translation_structure:
      'Эти ключи не являются фразами приложения входа или содержат текст там, где ожидается группа, либо группу там, где ожидается текст: {{keys}}.',
    cannot_delete_default_language:
      'Пользовательские фразы для «{{languageTag}}» нельзя удалить, пока это резервный язык страницы входа.',
  },
  connector: {
    general: 'Коннектору не удалось выполнить запрос.',
    not_found: 'Коннектор {{type}} не настроен.',
    not_enabled: 'Коннектор {{type}} не включён.',
    factory_not_found: 'Фабрика коннекторов «{{id}}» не существует.',
    more_than_one_email:
      'У арендатора уже есть коннектор электронной почты. Удалите его, прежде чем добавлять другой.',
    more_than_one_sms:
      'У арендатора уже есть SMS-коннектор. Удалите его, прежде чем добавлять другой.',
    invalid_type_for_syncing_profile:
      'Синхронизировать профили пользователей могут только социальные коннекторы.',
    template_missing_code: 'Шаблон {{usageType}} должен содержать {{variable}}.',
    url_in_sender_name: 'URL недопустим в имени отправителя.',
    url_in_company_information: 'URL недопустим в информации о компании.',
    invalid_metadata: 'Метаданные коннектора недействительны.',
    unexpected_type: 'Этот коннектор не того типа, который ожидался.',
    invalid_config_guard: 'Конфигурация коннектора не соответствует его форме.',
    invalid_request_parameters: 'Запрос к коннектору содержит недопустимые параметры.',
    insufficient_request_parameters: 'В запросе к коннектору не хватает параметров.',
    invalid_config: 'Конфигурация коннектора недействительна.',
    invalid_certificate: 'Сертификат коннектора недействителен.',
    invalid_response: 'Подключённый сервис вернул недопустимый ответ.',
    template_not_found: 'Для этого коннектора не настроен шаблон {{usageType}}.',
    template_not_supported: 'Этот коннектор не поддерживает такой тип шаблона.',
    rate_limit_exceeded: 'Подключённый сервис ограничивает запросы. Повторите попытку позже.',
    not_implemented: 'Этот коннектор не поддерживает это действие.',
    social_auth_code_invalid: 'Код авторизации от социального провайдера недействителен.',
    social_invalid_access_token: 'Токен доступа от социального провайдера недействителен.',
    social_invalid_id_token: 'ID-токен от социального провайдера недействителен.',
    authorization_failed: 'Не удалось пройти авторизацию у социального провайдера.',
  },
  organization: {
    require_membership: 'Пользователь или приложение должны быть участником организации.',
    role_names_not_found: 'Нет ролей организации с именами {{names}}.',
    role_type_in_use:
      'Тип роли организации нельзя изменить, пока она назначена пользователям или приложениям.',
    invitee_already_member: 'Приглашённый уже является участником организации.',
    invitation_not_found: 'Это приглашение не существует или больше не ожидает ответа.',
    invitation_status_not_changeable: 'Статус этого приглашения больше нельзя изменить.',
    accepted_user_id_required: 'Чтобы принять приглашение, нужен ID принимающего пользователя.',
    accepted_user_email_mismatch:
      'У принимающего пользователя должен быть приглашённый адрес электронной почты.',
    expires_at_in_future: 'Срок действия приглашения должен истекать в будущем.',
  },
  verification_code: {
    not_found: 'Код подтверждения не найден. Запросите новый.',
    identifier_mismatch: 'Этот код был отправлен на другой адрес электронной почты или номер телефона.',
    consumed: 'Этот код подтверждения уже использован. Запросите новый.',
    exceed_max_try: 'Слишком много неверных кодов. Запросите новый.',
    expired: 'Срок действия кода подтверждения истёк. Запросите новый.',
    code_mismatch: 'Неверный код подтверждения.',
  },
};

export default ru;
