import type { Translation } from '../../../shared/phrases.js';
import type { domainPhrasesEn } from './en.js';

export const domainPhrasesAr: Translation<typeof domainPhrasesEn> = {
  domains: {
    title: 'نطاق مخصص',
    description: 'قدّم صفحات تسجيل الدخول ونقاط نهاية OpenID Connect لهذا المستأجر على نطاقك الخاص، مثل login.example.com. ويتبع المُصدِر النطاق حينها.',
    domain: 'النطاق',
    domain_placeholder: 'login.example.com',
    domain_hint: 'اسم مضيف تملكه، بدون https:// أو مسار.',
    add: 'إضافة النطاق',
    added: 'تمت إضافة {{domain}}. أنشئ سجلات DNS أدناه.',
    loading_failed: 'تعذّر تحميل النطاق المخصص.',
    retry: 'إعادة المحاولة',
    status_label: 'الحالة',
    status: {
      PendingVerification: 'جارٍ التحقق من DNS',
      PendingSsl: 'جارٍ إصدار الشهادة',
      Active: 'نشط',
      Error: 'خطأ',
    },
    status_hint: {
      PendingVerification: 'بانتظار سجلات DNS أدناه. تعيد هذه الصفحة التحقق كل بضع ثوانٍ.',
      PendingSsl: 'تم التحقق من DNS. يجري إصدار الشهادة؛ قد يستغرق ذلك بضع دقائق.',
      Active: 'تصل الطلبات على هذا النطاق إلى هذا المستأجر عبر HTTPS.',
      Error: 'توقفت عمليات التحقق. صحّح سجلات DNS، ثم احذف النطاق وأضفه من جديد.',
    },
    dns_records: 'سجلات DNS',
    dns_records_description: 'أنشئ هذه السجلات لدى مزوّد DNS الخاص بك.',
    columns: {
      type: 'النوع',
      name: 'الاسم',
      value: 'القيمة',
    },
    copy_name: 'نسخ الاسم',
    copy_value: 'نسخ القيمة',
    delete: 'حذف النطاق',
    delete_title: 'حذف {{domain}}؟',
    delete_description: 'تتوقف عمليات تسجيل الدخول وطلبات OpenID Connect على هذا النطاق فورًا، ولا تعود الرموز الصادرة عن مُصدِره مقبولة هناك.',
    deleted: 'تم حذف {{domain}}.',
    on_custom_domain: 'على نطاقك المخصص {{domain}}',
    copy_on_custom_domain: '{{label}} على {{domain}}',
  },
};
