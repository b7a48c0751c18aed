import type { ConsolePhrases } from '../../types.js';

export const enterpriseSsoPhrasesRu: Pick<ConsolePhrases, 'enterprise_sso'> = {
  enterprise_sso: {
    list: {
      table_label: 'Корпоративные коннекторы',
      column_name: 'Название коннектора',
      column_provider: 'Поставщик удостоверений',
      column_domains: 'Почтовые домены',
      no_domains: 'Нет почтовых доменов',
      empty_title: 'Корпоративных коннекторов пока нет',
      empty_description:
        'Подключите поставщика удостоверений бизнес-клиента, чтобы его сотрудники входили с рабочими учётными записями.',
    },
    create: {
      provider_legend: 'Поставщик удостоверений',
      providers_failed: 'Не удалось загрузить поставщиков удостоверений.',
      connector_name: 'Название коннектора',
      connector_name_placeholder: 'Сотрудники Acme',
      connector_name_description: 'Это название видят только администраторы.',
      provider_required: 'Выберите поставщика удостоверений.',
      submit: 'Добавить коннектор',
    },
    provider_descriptions: {
      OIDC: 'Любой поставщик удостоверений с поддержкой OpenID Connect.',
      SAML: 'Любой поставщик удостоверений с поддержкой SAML 2.0.',
      AzureAD: 'Microsoft Entra ID (Azure AD) через SAML.',
      AzureAdOidc: 'Microsoft Entra ID (Azure AD) через OpenID Connect.',
      GoogleWorkspace: 'Учётные записи Google Workspace через OpenID Connect.',
      Okta: 'Рабочие учётные записи Okta через OpenID Connect.',
    },
    details: {
      connector_id: 'ID коннектора',
      delete: 'Удалить коннектор',
      delete_confirm:
        'Пользователи его почтовых доменов больше не смогут входить через него. Созданные им учётные записи останутся. Это действие нельзя отменить.',
      delete_description:
        'Удаление коннектора прекращает единый вход через этого поставщика удостоверений.',
      not_found: 'Этот корпоративный коннектор не существует или был удалён.',
    },
    connection: {
      oidc_title: 'Поставщик OpenID Connect',
      oidc_description:
        'Зарегистрируйте приложение у поставщика удостоверений, затем введите здесь полученные данные.',
      issuer: 'Издатель',
      issuer_description: 'Поставщик публикует свои конечные точки по этому URL.',
      client_id: 'ID клиента',
      client_secret: 'Секрет клиента',
      client_secret_kept:
        'Показан в скрытом виде. Оставьте как есть, чтобы сохранить записанный секрет.',
      scope: 'Области доступа',
      scope_description: 'Через пробел; openid запрашивается всегда.',
      callback_title: 'URI перенаправления',
      callback_description:
        'Зарегистрируйте именно этот URL как URI перенаправления приложения у поставщика.',
      callback_url: 'URL обратного вызова',
      discovered_title: 'Конечные точки поставщика',
      authorization_endpoint: 'Конечная точка авторизации',
      token_endpoint: 'Конечная точка токенов',
      userinfo_endpoint: 'Конечная точка userinfo',
      jwks_uri: 'URL набора ключей',
      sp_title: 'Данные поставщика услуг',
      sp_description: 'Передайте их поставщику удостоверений при настройке там приложения SAML.',
      sp_entity_id: 'ID сущности (аудитория)',
      acs_url: 'URL службы приёма утверждений',
      sp_metadata: 'Метаданные поставщика услуг',
      sp_metadata_url: 'URL метаданных поставщика услуг',
      idp_title: 'Данные поставщика удостоверений',
      idp_description:
        'Укажите, где находится поставщик удостоверений: по его метаданным или поле за полем.',
      idp_source: 'Способ подключения',
      source_metadata_url: 'URL метаданных',
      source_metadata_xml: 'XML метаданных',
      source_manual: 'Ввести вручную',
      metadata_url: 'URL метаданных',
      metadata_xml: 'XML метаданных',
      idp_entity_id: 'ID сущности поставщика удостоверений',
      sso_url: 'URL единого входа',
      certificate: 'Сертификат подписи',
      certificate_description: 'Текст PEM или загрузите файл .pem, .cer или .crt от поставщика.',
      certificate_upload: 'Загрузить файл сертификата',
      certificate_unreadable: 'В этом файле нет сертификата. Выберите файл .pem, .cer или .crt.',
      parsed_title: 'Что прочитал сервер',
      parsed_entity_id: 'ID сущности',
      parsed_sso_url: 'URL входа',
      parsed_expires: 'Срок действия сертификата',
      certificate_valid: 'Действительный сертификат',
      certificate_invalid: 'Сертификат истёк или недействителен',
      parsed_none: 'Пока ничего не прочитано: сначала сохраните данные поставщика удостоверений.',
    },
    experience: {
      branding_title: 'Кнопка входа',
      branding_description:
        'Как коннектор выглядит на странице входа, когда пользователь может его выбрать.',
      display_name: 'Отображаемое имя',
      display_name_placeholder: 'Acme',
      logo: 'URL логотипа',
      dark_logo: 'URL логотипа для тёмной темы',
      logo_invalid: 'Введите URL с https или http.',
      domains_title: 'Почтовые домены',
      domains_description:
        'Пользователи, чей адрес почты заканчивается одним из этих доменов, входят через этот коннектор. Нажимайте Enter после каждого.',
      domains_label: 'Почтовые домены',
      domain_invalid: '{{domain}} — недопустимый домен.',
      domain_duplicate: '{{domain}} уже есть в списке.',
      remove_domain: 'Удалить {{domain}}',
      sync_title: 'Профиль пользователя',
      sync_toggle: 'Синхронизировать профиль при каждом входе',
      sync_description:
        'Имя, аватар и почта копируются у поставщика удостоверений каждый раз; иначе только при создании учётной записи.',
      token_storage_toggle: 'Хранить токены поставщика удостоверений',
      token_storage_description:
        'Если включено, токены доступа и обновления каждого входа хранятся в зашифрованном виде, чтобы приложения пользователя могли обращаться к провайдеру через API аккаунта.',
    },
    sign_in_experience: {
      title: 'Корпоративный единый вход',
      toggle: 'Предлагать единый вход на странице входа',
      description:
        'Пользователи почтовых доменов ваших корпоративных коннекторов входят через поставщика удостоверений своей компании.',
    },
  },
};
