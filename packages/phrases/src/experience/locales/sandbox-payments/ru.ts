import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesRu: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: 'Тестовые платежи:',
    notice: 'карта не списывается, деньги не переводятся.',
    checkout_title: 'Оплата',
    checkout_summary: 'Тариф: {{plan}}, {{price}}, для {{tenant}}.',
    existing_tenant: 'арендатора {{tenantId}}',
    new_tenant: 'нового арендатора «{{name}}»',
    price_monthly: '{{amount}} в месяц',
    price_on_request: 'по запросу',
    pay: 'Оплатить',
    decline: 'Отклонить',
    checkout_closed_title: 'Оплата закрыта',
    checkout_closed: 'Эта оплата уже проведена, отклонена или истекла. Начните новую в консоли.',
    checkout_form_expired: 'Срок действия формы истёк. Вернитесь назад и загрузите оплату снова.',
    portal_title: 'Портал оплаты',
    portal_summary: 'Арендатор {{tenantId}}: тариф {{plan}}. Неоплаченных счетов: {{count}}.',
    portal_summary_with_period: 'Арендатор {{tenantId}}: тариф {{plan}}, период заканчивается {{periodEnd}}. Неоплаченных счетов: {{count}}.',
    bill_next_period: 'Выставить счёт за следующий период сейчас',
    pay_and_settle: 'Оплатить (и погасить неоплаченные счета)',
    decline_leave_open: 'Отклонить (оставить неоплаченным)',
    nothing_to_bill: 'Нет платной подписки для выставления счёта.',
    return_to_console: 'Вернуться в консоль',
    portal_link_expired: 'Срок действия ссылки истёк. Откройте портал оплаты из консоли снова.',
    portal_form_expired: 'Срок действия формы истёк. Откройте портал оплаты снова.',
  },
};
