import type { ConsolePhrases } from '../../types.js';

export const tenantPhrasesAr: Pick<ConsolePhrases, 'tenants'> = {
  tenants: {
    selector_label: 'تبديل المستأجر، الحالي: {{name}}',
    list_label: 'مستأجروك',
    loading_failed: 'تعذر تحميل المستأجرين.',
    create_tenant: 'إنشاء مستأجر',
    tag_development: 'تطوير',
    tag_production: 'إنتاج',
    create_title: 'إنشاء مستأجر',
    create_description: 'لكل مستأجر مستخدموه وتطبيقاته وتجربة تسجيل الدخول والإعدادات الخاصة به.',
    name: 'اسم المستأجر',
    name_placeholder: 'مشروعي',
    region: 'منطقة البيانات',
    region_description: 'المكان الذي يحتفظ فيه المستأجر ببياناته. لا يمكن تغييرها لاحقًا.',
    region_eu: 'الاتحاد الأوروبي (أوروبا)',
    region_us: 'الولايات المتحدة',
    tag: 'غرض الاستخدام',
    tag_development_description: 'للبناء والاختبار، بعدد محدود من المستخدمين.',
    tag_production_description: 'لمنتجك المباشر ومستخدميه الحقيقيين.',
    create_submit: 'إنشاء مستأجر',
    created: 'تم إنشاء المستأجر {{name}}.',
    settings_title: 'معلومات المستأجر',
    settings_description: 'اسم هذا المستأجر وغرضه. لا يتغير معرّفه ولا منطقته أبدًا.',
    tenant_id: 'معرّف المستأجر',
    read_only_notice: 'يمكن لمسؤولي المستأجر فقط تغيير هذه الإعدادات أو حذف المستأجر.',
    saved: 'تم حفظ إعدادات المستأجر.',
    delete_description:
      'يؤدي حذف المستأجر إلى إزالة مستخدميه وتطبيقاته وإعداداته وجميع بياناته الأخرى. لا يمكن التراجع عن ذلك.',
    delete_button: 'حذف المستأجر',
    delete_title: 'حذف {{name}}؟',
    delete_confirm_label: 'اكتب {{name}} للتأكيد',
    deleted: 'تم حذف المستأجر {{name}}.',
    landing_title: 'أنشئ مستأجرك الأول',
    landing_description:
      'يضم المستأجر المستخدمين والتطبيقات وتجربة تسجيل الدخول لمنتج أو بيئة واحدة.',
  },
};
