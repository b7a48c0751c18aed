import type { ConsolePhrases } from '../../types.js';

export const tenantPhrasesRu: Pick<ConsolePhrases, 'tenants'> = {
  tenants: {
    selector_label: 'Сменить тенант, текущий: {{name}}',
    list_label: 'Ваши тенанты',
    loading_failed: 'Не удалось загрузить ваши тенанты.',
    create_tenant: 'Создать тенант',
    tag_development: 'Разработка',
    tag_production: 'Продакшн',
    create_title: 'Создать тенант',
    create_description: 'У тенанта свои пользователи, приложения, вход и настройки.',
    name: 'Название тенанта',
    name_placeholder: 'Мой проект',
    region: 'Регион данных',
    region_description: 'Где тенант хранит данные. Изменить его позже нельзя.',
    region_eu: 'ЕС (Европа)',
    region_us: 'США',
    tag: 'Назначение',
    tag_development_description:
      'Для разработки и тестирования, с ограниченным числом пользователей.',
    tag_production_description: 'Для работающего продукта и его реальных пользователей.',
    create_submit: 'Создать тенант',
    created: 'Тенант {{name}} создан.',
    settings_title: 'Сведения о тенанте',
    settings_description: 'Название и назначение этого тенанта. Его ID и регион не меняются.',
    tenant_id: 'ID тенанта',
    read_only_notice:
      'Только администраторы тенанта могут менять эти настройки или удалить тенант.',
    saved: 'Настройки тенанта сохранены.',
    delete_description:
      'Удаление тенанта удаляет его пользователей, приложения, настройки и все остальные данные. Это нельзя отменить.',
    delete_button: 'Удалить тенант',
    delete_title: 'Удалить {{name}}?',
    delete_confirm_label: 'Введите {{name}} для подтверждения',
    deleted: 'Тенант {{name}} удалён.',
    landing_title: 'Создайте первый тенант',
    landing_description:
      'Тенант объединяет пользователей, приложения и вход одного продукта или окружения.',
  },
};
