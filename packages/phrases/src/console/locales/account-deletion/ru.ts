import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesRu: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: 'Удалить учётную запись',
    description: 'Удалите свою учётную запись и покиньте всех арендаторов. Это действие нельзя отменить.',
    action: 'Удалить учётную запись',
    continue: 'Продолжить',
    confirm_title: 'Удалить вашу учётную запись?',
    confirm_description: 'Арендаторы, в которых вы администратор, удаляются вместе с данными; остальных арендаторов вы покидаете.',
    final_title: 'Это необратимо',
    final_description: 'Ваша учётная запись и её данные удаляются, а вы выходите из системы. Это действие нельзя отменить.',
    failed: 'Не удалось удалить учётную запись',
    failed_description: '{{message}} Идентификатор запроса: {{requestId}}. Попробуйте позже.',
    issues_title: 'Учётную запись пока нельзя удалить',
    issues_description: 'Арендаторы, которыми вы управляете, удаляются вместе с учётной записью. Сначала устраните эти проблемы:',
    blockers: {
      paid_plan: 'Платный тариф: переведите этих арендаторов на бесплатный тариф.',
      subscription_status: 'Подписка не активна: приведите эти подписки в порядок.',
      open_invoice: 'Неоплаченные счета: оплатите счета этих арендаторов.',
    },
    tenants_to_delete: 'Удаляются вместе с данными: {{names}}',
    tenants_to_leave: 'Вы покидаете: {{names}}',
  },
};
