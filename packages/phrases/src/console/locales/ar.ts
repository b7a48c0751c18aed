import type { ConsolePhrases } from '../types.js';
import { applicationPhrasesAr } from './applications/ar.js';
import { authorizationPhrasesAr } from './authorization/ar.js';
import { listPhrasesAr } from './lists/ar.js';
import { accountPhrasesAr } from './account/ar.js';
import { signingKeysPhrasesAr } from './signing-keys/ar.js';
import { usersPhrasesAr } from './users/ar.js';
import { organizationPhrasesAr } from './organizations/ar.js';
import { connectorPhrasesAr } from './connectors/ar.js';
import { auditLogPhrasesAr } from './audit-logs/ar.js';
import { dashboardPhrasesAr } from './dashboard/ar.js';
import { getStartedPhrasesAr } from './get-started/ar.js';
import { signInExperiencePhrasesAr } from './sign-in-experience/ar.js';
import { enterpriseSsoPhrasesAr } from './enterprise-sso/ar.js';
import { mfaPhrasesAr } from './mfa/ar.js';
import { tenantPhrasesAr } from './tenants/ar.js';
import { domainPhrasesAr } from './domains/ar.js';
import { subscriptionPhrasesAr } from './subscription/ar.js';
import { billingPhrasesAr } from './billing/ar.js';
import { tenantMemberPhrasesAr } from './tenant-members/ar.js';
import { tenantStatusPhrasesAr } from './tenant-status/ar.js';
import { webhooksPhrasesAr } from './webhooks/ar.js';
import { customJwtPhrasesAr } from './custom-jwt/ar.js';
import { onboardingPhrasesAr } from './onboarding/ar.js';
import { accountDeletionPhrasesAr } from './account-deletion/ar.js';

const ar: ConsolePhrases = {
  general: {
    loading: 'جارٍ التحميل…',
    confirm: 'تأكيد',
    cancel: 'إلغاء',
    got_it: 'حسنًا',
    close: 'إغلاق',
    back_to: 'العودة إلى {{page}}',
    opens_in_new_tab: '(يفتح في علامة تبويب جديدة)',
    skip_to_content: 'الانتقال إلى المحتوى الرئيسي',
  },
  topbar: {
    home: 'الانتقال إلى الصفحة الرئيسية لوحدة التحكم',
    console: 'وحدة التحكم',
    docs: 'الوثائق',
    help: 'الحصول على مساعدة',
    version: 'ملاحظات إصدار النسخة {{version}}',
    new_version_available: 'تتوفر نسخة أحدث',
  },
  user_menu: {
    open: 'فتح قائمة المستخدم',
    profile: 'الملف الشخصي',
    language: 'اللغة',
    appearance: 'المظهر',
    sign_out: 'تسجيل الخروج',
  },
  appearance: {
    system: 'مطابقة النظام',
    light: 'الوضع الفاتح',
    dark: 'الوضع الداكن',
  },
  contact: {
    title: 'اتصل بنا',
    description: 'اختر القناة الأنسب لك.',
    community_title: 'تحدث مع المجتمع',
    community_description: 'اطرح أسئلتك وشارك أفكارك مع مطورين آخرين.',
    community_action: 'انضم إلى المحادثة',
    issues_title: 'الإبلاغ عن مشكلة',
    issues_description: 'هل وجدت خطأً أو تفتقد ميزة؟ افتح بلاغًا في مستودع الشيفرة لدينا.',
    issues_action: 'فتح بلاغ',
    email_title: 'راسلنا عبر البريد الإلكتروني',
    email_description: 'اكتب لنا وسنرد عليك في أقرب وقت ممكن.',
    email_action: 'كتابة رسالة بريد إلكتروني',
    meeting_title: 'حجز اجتماع',
    meeting_description: 'احجز مكالمة مع فريقنا للحديث عن مشروعك.',
    meeting_action: 'احجز اجتماعًا',
  },
  sidebar: {
    label: 'التنقل في وحدة التحكم',
    sections: {
      overview: 'نظرة عامة',
      authentication: 'المصادقة',
      authorization: 'التفويض',
      users: 'المستخدمون',
      developer: 'المطور',
      tenant: 'المستأجر',
    },
    items: {
      get_started: 'البدء',
      dashboard: 'لوحة المعلومات',
      applications: 'التطبيقات',
      sign_in_experience: 'تجربة تسجيل الدخول',
      mfa: 'المصادقة متعددة العوامل',
      connectors: 'الموصلات',
      enterprise_sso: 'الدخول الموحد للمؤسسات',
      api_resources: 'موارد API',
      roles: 'الأدوار',
      organization_template: 'قالب المؤسسة',
      organizations: 'المؤسسات',
      users: 'إدارة المستخدمين',
      signing_keys: 'مفاتيح التوقيع',
      customize_jwt: 'JWT مخصص',
      webhooks: 'خطافات الويب',
      audit_logs: 'سجلات التدقيق',
      tenant_settings: 'الإعدادات',
    },
  },
  tabs: {
    label: 'أقسام الصفحة',
    my_applications: 'تطبيقاتي',
    third_party_applications: 'تطبيقات الجهات الخارجية',
    settings: 'الإعدادات',
    roles: 'الأدوار',
    permissions: 'الأذونات',
    general: 'عام',
    users: 'المستخدمون',
    members: 'الأعضاء',
    logs: 'سجلات المستخدم',
    organizations: 'المؤسسات',
    machine_to_machine_apps: 'تطبيقات آلة إلى آلة',
    machine_to_machine: 'آلة إلى آلة',
    recent_requests: 'الطلبات الأخيرة',
    connection: 'الاتصال',
    experience: 'التجربة',
    branding: 'الهوية البصرية',
    sign_up_and_sign_in: 'التسجيل وتسجيل الدخول',
    content: 'المحتوى',
    password_policy: 'سياسة كلمة المرور',
    passwordless: 'البريد الإلكتروني والرسائل القصيرة',
    social: 'التواصل الاجتماعي',
    organization_roles: 'أدوار المؤسسة',
    organization_permissions: 'أذونات المؤسسة',
    domains: 'النطاقات',
    subscription: 'الاشتراك',
    billing_history: 'سجل الفواتير',
  },
  pages: {
    get_started: { title: 'البدء', subtitle: 'أعدّ منصة الهوية الخاصة بك خطوة بخطوة.' },
    dashboard: { title: 'لوحة المعلومات', subtitle: 'تابع عمليات تسجيل الدخول والمستخدمين واستهلاك الرموز.' },
    applications: {
      title: 'التطبيقات',
      subtitle: 'سجّل التطبيقات التي يسجّل المستخدمون الدخول إليها عبر المستأجر الخاص بك.',
    },
    api_resources: {
      title: 'موارد API',
      subtitle: 'حدّد واجهات API التي تحميها والأذونات التي تمنحها.',
    },
    sign_in_experience: {
      title: 'تجربة تسجيل الدخول',
      subtitle: 'خصّص مظهر صفحات تسجيل الدخول والتسجيل وسلوكها.',
    },
    mfa: { title: 'المصادقة متعددة العوامل', subtitle: 'أضف عاملًا ثانيًا لحماية الحسابات.' },
    connectors: { title: 'الموصلات', subtitle: 'اربط مزودي البريد الإلكتروني والرسائل القصيرة وتسجيل الدخول الاجتماعي.' },
    enterprise_sso: {
      title: 'الدخول الموحد للمؤسسات',
      subtitle: 'اسمح لعملاء الأعمال بتسجيل الدخول عبر مزود الهوية الخاص بشركتهم.',
    },
    webhooks: { title: 'خطافات الويب', subtitle: 'تلقَّ إشعارات بأحداث المستأجر على نقطة النهاية الخاصة بك.' },
    users: { title: 'إدارة المستخدمين', subtitle: 'أدر مستخدمي المستأجر الخاص بك.' },
    audit_logs: { title: 'سجلات التدقيق', subtitle: 'راجع ما حدث في المستأجر الخاص بك ومتى حدث.' },
    roles: { title: 'الأدوار', subtitle: 'اجمع الأذونات في أدوار وعيّنها للمستخدمين والتطبيقات.' },
    organization_template: {
      title: 'قالب المؤسسة',
      subtitle: 'حدّد الأدوار والأذونات المشتركة بين جميع المؤسسات.',
    },
    organizations: { title: 'المؤسسات', subtitle: 'أدر المؤسسات التي ينتمي إليها مستخدموك.' },
    signing_keys: { title: 'مفاتيح التوقيع', subtitle: 'أدر المفاتيح التي توقّع رموزك وتشفّرها.' },
    customize_jwt: { title: 'JWT مخصص', subtitle: 'أضف مطالبات مخصصة إلى الرموز التي يصدرها المستأجر.' },
    tenant_settings: { title: 'إعدادات المستأجر', subtitle: 'أدر المستأجر وأعضاءه وفواتيره.' },
  },
  details: {
    application: 'تفاصيل التطبيق',
    api_resource: 'تفاصيل مورد API',
    connector: 'تفاصيل الموصل',
    enterprise_sso: 'تفاصيل موصل المؤسسة',
    webhook: 'تفاصيل خطاف الويب',
    webhook_request: 'تفاصيل الطلب',
    user: 'تفاصيل المستخدم',
    role: 'تفاصيل الدور',
    organization_role: 'تفاصيل دور المؤسسة',
    organization: 'تفاصيل المؤسسة',
    log: 'تفاصيل السجل',
    customize_jwt: 'تعديل المطالبات المخصصة',
  },
  create: {
    application: 'إنشاء تطبيق',
    api_resource: 'إنشاء مورد API',
    connector: 'إضافة موصل',
    enterprise_sso: 'إضافة موصل مؤسسة',
    webhook: 'إنشاء خطاف ويب',
    user: 'إضافة مستخدم',
    role: 'إنشاء دور',
    organization: 'إنشاء مؤسسة',
  },
  session: {
    callback_title: 'جارٍ تسجيل دخولك',
    welcome_title: 'مرحبًا بك',
    welcome_greeting: 'مرحبًا، {{name}}',
    welcome_greeting_anonymous: 'مرحبًا',
    welcome_description: 'المستأجر الخاص بك جاهز. اتبع الدليل لربط تطبيقك الأول، أو انتقل مباشرةً إلى وحدة التحكم.',
    welcome_get_started: 'ابدأ',
    welcome_open_console: 'الانتقال إلى وحدة التحكم',
  },
  errors: {
    something_went_wrong: 'عذرًا! حدث خطأ ما.',
    try_again: 'حاول مرة أخرى',
    show_details: 'تفاصيل الخطأ',
    code: 'الرمز',
    message: 'الرسالة',
    unknown_server_error: 'حدث خطأ غير معروف في الخادم.',
    invalid_json_format: 'تنسيق JSON غير صالح.',
    invalid_uri_format: 'تنسيق URI غير صالح.',
    missing_total_number: 'لم يحدد الخادم عدد عناصر القائمة.',
    request_timeout: 'لم يستجب الخادم في الوقت المحدد. يُرجى المحاولة مرة أخرى.',
    network_error: 'تعذّر الوصول إلى الخادم. تحقق من اتصالك وحاول مرة أخرى.',
    validation: {
      unrecognized_field: 'هذا الحقل غير معروف.',
      unrecognized_keys: 'حقول غير معروفة: {{keys}}.',
      required: 'هذا الحقل مطلوب.',
      invalid_type: 'يجب أن تكون القيمة من النوع {{expected}}.',
      invalid_option: 'استخدم أحد الخيارات: {{values}}.',
      too_long: 'استخدم {{max}} حرفًا على الأكثر.',
      too_short: 'استخدم {{min}} حرفًا على الأقل.',
      too_big: 'استخدم رقمًا لا يزيد على {{max}}.',
      too_small: 'استخدم رقمًا لا يقل عن {{min}}.',
      too_many_items: 'استخدم {{max}} عنصرًا على الأكثر.',
      too_few_items: 'استخدم {{min}} عنصرًا على الأقل.',
      invalid_email: 'أدخل عنوان بريد إلكتروني صالحًا.',
      invalid_url: 'أدخل عنوان URL صالحًا.',
      invalid_format: 'التنسيق غير صالح.',
      invalid_input: 'القيمة غير صالحة.',
    },
    http_status: {
      '400': 'الطلب غير صالح.',
      '401': 'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.',
      '403': 'ليس لديك إذن للقيام بذلك.',
      '404': 'لم يتم العثور على العنصر المطلوب.',
      '408': 'انتهت مهلة الطلب.',
      '409': 'يتعارض هذا مع بيانات موجودة.',
      '413': 'الطلب كبير جدًا.',
      '415': 'لا يقبل الخادم هذا النوع من المحتوى.',
      '422': 'تعذّرت معالجة البيانات المرسلة.',
      '429': 'طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
      '500': 'واجه الخادم خطأً.',
      '502': 'تلقى الخادم استجابة غير صالحة.',
      '503': 'الخدمة غير متاحة مؤقتًا.',
      '504': 'لم يستجب الخادم في الوقت المحدد.',
    },
  },
  not_found: {
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    back_home: 'الانتقال إلى الصفحة الرئيسية لوحدة التحكم',
  },
  dev_features: {
    banner: 'ميزات التطوير مفعّلة',
  },
  builtin: {
    roles: {
      management_api_access: {
        name: 'الوصول إلى واجهة الإدارة البرمجية',
        description: 'وصول كامل إلى واجهة الإدارة البرمجية.',
      },
    },
    scopes: {
      all: 'النطاق الافتراضي لواجهة الإدارة البرمجية، يسمح بكل الأذونات.',
    },
    secrets: {
      default: 'السر الافتراضي',
    },
  },
  toast: {
    region: 'الإشعارات',
    dismiss: 'تجاهل',
    item: 'إشعار',
  },
  ...accountPhrasesAr,
  ...signingKeysPhrasesAr,
  ...usersPhrasesAr,
  ...organizationPhrasesAr,
  ...connectorPhrasesAr,
  ...auditLogPhrasesAr,
  ...dashboardPhrasesAr,
  ...getStartedPhrasesAr,
  ...signInExperiencePhrasesAr,
  ...enterpriseSsoPhrasesAr,
  ...mfaPhrasesAr,
  ...tenantPhrasesAr,
  ...domainPhrasesAr,
  ...subscriptionPhrasesAr,
  ...billingPhrasesAr,
  ...tenantMemberPhrasesAr,
  ...tenantStatusPhrasesAr,
  ...webhooksPhrasesAr,
  ...customJwtPhrasesAr,
  ...applicationPhrasesAr,
  ...authorizationPhrasesAr,
  ...listPhrasesAr,
  ...onboardingPhrasesAr,
  ...accountDeletionPhrasesAr,
};

export default ar;
