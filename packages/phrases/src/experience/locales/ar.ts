import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';

const ar: Translation<ExperiencePhrases> = {
  page_title: {
    sign_in: 'تسجيل الدخول',
    create_account: 'إنشاء حساب',
    first_admin: 'الإعداد',
    consent: 'التفويض',
    error: 'خطأ',
  },
  sign_in: {
    title: 'سجّل الدخول إلى حسابك',
    description: 'مرحبًا بعودتك. أدخل بياناتك للمتابعة.',
  },
  create_account: {
    title: 'أنشئ حسابك',
    description: 'لن يستغرق الأمر سوى دقيقة.',
  },
  first_admin: {
    title: 'إنشاء أول مسؤول',
    description:
      'سيدير هذا الحساب المستخدمين والتطبيقات والإعدادات. يمكنك دعوة مسؤولين آخرين لاحقًا.',
    submit: 'إنشاء المسؤول',
    already_set_up: 'حساب المسؤول موجود بالفعل.',
    go_to_console: 'الانتقال إلى وحدة التحكم',
  },
  consent: {
    title: 'يطلب {{appName}} الوصول إلى حسابك',
    scopes_heading: 'سيتمكن التطبيق من:',
    resource_scopes: 'أذونات {{resource}}',
    authorize: 'السماح',
    cancel: 'إلغاء',
    scope: {
      openid: 'تأكيد هويتك',
      profile: 'رؤية اسمك وصورة ملفك الشخصي',
      email: 'رؤية عنوان بريدك الإلكتروني',
      phone: 'رؤية رقم هاتفك',
      offline_access: 'الاحتفاظ بالوصول أثناء غيابك',
    },
  },
  account: {
    signed_in_as: 'تم تسجيل الدخول باسم {{identifier}}',
    not_you: 'لست أنت؟',
    use_another_account: 'استخدام حساب آخر',
  },
  input: {
    identifier: 'اسم المستخدم أو البريد الإلكتروني',
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm_password: 'تأكيد كلمة المرور',
    optional: 'اختياري',
  },
  action: {
    sign_in: 'تسجيل الدخول',
    create_account: 'إنشاء حساب',
    continue: 'متابعة',
    back: 'رجوع',
    show_password: 'إظهار كلمة المرور',
    hide_password: 'إخفاء كلمة المرور',
    try_again: 'إعادة المحاولة',
  },
  link: {
    no_account: 'ليس لديك حساب بعد؟',
    create_one: 'أنشئ حسابًا',
    have_account: 'لديك حساب بالفعل؟',
    sign_in: 'سجّل الدخول',
  },
  field_error: {
    required: 'هذا الحقل مطلوب.',
    invalid_email: 'أدخل عنوان بريد إلكتروني صالحًا.',
    invalid_username: 'ابدأ بحرف أو شرطة سفلية، واستخدم الأحرف والأرقام والشرطات السفلية فقط.',
    passwords_mismatch: 'كلمتا المرور غير متطابقتين.',
  },
  password_rejected: {
    too_short: 'استخدم {{min}} أحرف على الأقل.',
    too_long: 'استخدم {{max}} حرفًا على الأكثر.',
    unsupported_characters: 'استخدم الأحرف والأرقام والمسافات والرموز الشائعة فقط.',
    character_types: 'اجمع {{min}} على الأقل من: أحرف صغيرة، أحرف كبيرة، أرقام، ورموز.',
    pwned: 'ظهرت كلمة المرور هذه في تسريب بيانات. اختر كلمة مرور أخرى.',
    restricted: {
      repetition: 'تجنّب تكرار الحرف نفسه.',
      sequence: 'تجنّب التسلسلات السهلة مثل "123" أو "abc".',
      words: 'تجنّب هذه الكلمات: {{words}}.',
      user_info: 'لا تستخدم اسمك أو اسم المستخدم أو بريدك الإلكتروني في كلمة المرور.',
    },
  },
  notice: {
    account_locked: 'محاولات فاشلة كثيرة جدًا. تم قفل حسابك لمدة {{minutes}} دقيقة.',
  },
  error: {
    generic: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    network: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وأعد المحاولة.',
    session_expired: 'انتهت صلاحية جلسة تسجيل الدخول. يُرجى البدء من جديد.',
    not_found: 'هذه الصفحة غير موجودة.',
  },
  loading: 'جارٍ التحميل…',
  language: {
    label: 'اللغة',
    name: {
      ar: 'العربية',
      de: 'الألمانية',
      en: 'الإنجليزية',
      es: 'الإسبانية',
      fr: 'الفرنسية',
      it: 'الإيطالية',
      ja: 'اليابانية',
      ko: 'الكورية',
      'pl-PL': 'البولندية',
      'pt-BR': 'البرتغالية (البرازيل)',
      'pt-PT': 'البرتغالية (البرتغال)',
      ru: 'الروسية',
      'tr-TR': 'التركية',
      'zh-CN': 'الصينية (المبسطة)',
      'zh-HK': 'الصينية (هونغ كونغ)',
      'zh-TW': 'الصينية (تايوان)',
    },
  },
  theme: {
    label: 'المظهر',
    system: 'مثل النظام',
    light: 'فاتح',
    dark: 'داكن',
  },
};

export default ar;
