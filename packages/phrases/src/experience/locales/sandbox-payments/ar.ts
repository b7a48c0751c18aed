import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesAr: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: 'مدفوعات تجريبية:',
    notice: 'لا تُخصم أي مبالغ من أي بطاقة ولا تُنقل أي أموال.',
    checkout_title: 'الدفع',
    checkout_summary: 'الخطة: {{plan}}، {{price}}، لـ {{tenant}}.',
    existing_tenant: 'المستأجر {{tenantId}}',
    new_tenant: 'المستأجر الجديد "{{name}}"',
    price_monthly: '{{amount}} شهريًا',
    price_on_request: 'عند الطلب',
    pay: 'ادفع',
    decline: 'ارفض',
    checkout_closed_title: 'تم إغلاق الدفع',
    checkout_closed: 'تم دفع عملية الدفع هذه أو رفضها أو انتهت صلاحيتها. ابدأ عملية جديدة من وحدة التحكم.',
    checkout_form_expired: 'انتهت صلاحية هذا النموذج. ارجع وحمّل صفحة الدفع مرة أخرى.',
    portal_title: 'بوابة الفوترة',
    portal_summary: 'المستأجر {{tenantId}}: الخطة {{plan}}. الفواتير غير المدفوعة: {{count}}.',
    portal_summary_with_period: 'المستأجر {{tenantId}}: الخطة {{plan}}، تنتهي الفترة في {{periodEnd}}. الفواتير غير المدفوعة: {{count}}.',
    bill_next_period: 'أصدر فاتورة الفترة التالية الآن',
    pay_and_settle: 'ادفع (وسدّد الفواتير غير المدفوعة)',
    decline_leave_open: 'ارفض (اتركها غير مدفوعة)',
    nothing_to_bill: 'لا يوجد اشتراك مدفوع لإصدار فاتورة له.',
    return_to_console: 'العودة إلى وحدة التحكم',
    portal_link_expired: 'انتهت صلاحية هذا الرابط. افتح بوابة الفوترة من وحدة التحكم مرة أخرى.',
    portal_form_expired: 'انتهت صلاحية هذا النموذج. افتح بوابة الفوترة مرة أخرى.',
  },
};
