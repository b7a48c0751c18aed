import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesTrTr: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: 'Deneme ödemeleri:',
    notice: 'hiçbir karttan ücret alınmaz ve hiç para aktarılmaz.',
    checkout_title: 'Ödeme',
    checkout_summary: 'Plan: {{plan}}, {{price}}, {{tenant}} için.',
    existing_tenant: '{{tenantId}} kiracısı',
    new_tenant: 'yeni "{{name}}" kiracısı',
    price_monthly: 'aylık {{amount}}',
    price_on_request: 'talep üzerine',
    pay: 'Öde',
    decline: 'Reddet',
    checkout_closed_title: 'Ödeme kapandı',
    checkout_closed: 'Bu ödeme zaten yapıldı, reddedildi ya da süresi doldu. Konsoldan yeni bir ödeme başlatın.',
    checkout_form_expired: 'Bu formun süresi doldu. Geri dönün ve ödemeyi yeniden yükleyin.',
    portal_title: 'Faturalama portalı',
    portal_summary: 'Kiracı {{tenantId}}: {{plan}} planı. Ödenmemiş faturalar: {{count}}.',
    portal_summary_with_period: 'Kiracı {{tenantId}}: {{plan}} planı, dönem {{periodEnd}} tarihinde bitiyor. Ödenmemiş faturalar: {{count}}.',
    bill_next_period: 'Sonraki dönemi şimdi faturala',
    pay_and_settle: 'Öde (ve ödenmemiş faturaları kapat)',
    decline_leave_open: 'Reddet (ödenmemiş bırak)',
    nothing_to_bill: 'Faturalanacak ücretli abonelik yok.',
    return_to_console: 'Konsola dön',
    portal_link_expired: 'Bu bağlantının süresi doldu. Faturalama portalını konsoldan yeniden açın.',
    portal_form_expired: 'Bu formun süresi doldu. Faturalama portalını yeniden açın.',
  },
};
