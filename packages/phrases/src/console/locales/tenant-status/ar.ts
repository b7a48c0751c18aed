import type { ConsolePhrases } from '../../types.js';

export const tenantStatusPhrasesAr: Pick<ConsolePhrases, 'tenant_status'> = {
  tenant_status: {
    tag_suspended: 'معلّق',
    tag_overdue: 'متأخر السداد',
    tag_mau_exceeded: 'تجاوز MAU',
    suspended_title: 'هذا المستأجر معلّق',
    suspended_description: 'تسجيل الدخول والرموز وواجهة Management API غير متاحة، ولا يمكن فتح إعداداته ما دام التعليق قائمًا.',
    suspended_contact: 'إن كنت تظن أن هذا خطأ، أو تريد استعادة المستأجر، فتواصل معنا.',
    contact_us: 'تواصل معنا',
    mau_exceeded_title: 'تم بلوغ حد المستخدمين النشطين شهريًا',
    mau_exceeded_description: 'لدى هذا المستأجر {{activeUsers}} مستخدمًا نشطًا شهريًا وتشمل خطته {{mauLimit}}. رقِّ الخطة ليتمكن جميع المستخدمين من مواصلة تسجيل الدخول.',
    view_plans: 'عرض الخطط',
    overdue_title: 'الدفع متأخر',
    overdue_description: 'لدى هذا المستأجر فواتير غير مدفوعة بإجمالي {{amount}}. ادفعها لتجنب تعليق المستأجر.',
    view_billing: 'عرض سجل الفواتير',
    dev_notice_title: 'أصبح هذا المستأجر الآن مستأجر تطوير',
    dev_notice_description: 'مستأجرو التطوير مجانيون للبناء والاختبار، مع حدود لا تناسب حركة الإنتاج. إن كان هذا المستأجر يخدم مستخدمين حقيقيين، فأنشئ مستأجر إنتاج وانقلهم إليه.',
    production_banner: 'ليس لديك مستأجر إنتاج بعد. أنشئ واحدًا قبل الإطلاق.',
    create_tenant: 'إنشاء مستأجر',
  },
};
