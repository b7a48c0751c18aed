import type { Translation } from '../../shared/phrases.js';
import type { ExperiencePhrases } from './en.js';
import { flowsPhrasesAr } from './flows/ar.js';
import { secondFactorPhrasesAr } from './second-factor/ar.js';
import { sandboxPaymentsPhrasesAr } from './sandbox-payments/ar.js';

const ar: Translation<ExperiencePhrases> = {
  ...flowsPhrasesAr,
  ...secondFactorPhrasesAr,
  ...sandboxPaymentsPhrasesAr,
  page_title: {
    sign_in: 'تسجيل الدخول',
    create_account: 'إنشاء حساب',
    first_admin: 'الإعداد',
    consent: 'التفويض',
    error: 'خطأ',
    device: 'ربط جهاز',
  },
  sign_in: {
    title: 'سجّل الدخول إلى حسابك',
    description: 'مرحبًا بعودتك. أدخل بياناتك للمتابعة.',
  },
  social: {
    divider: 'أو',
    continue_with: 'المتابعة باستخدام {{name}}',
    callback_title: 'جارٍ تسجيل الدخول',
    connecting: 'لحظة من فضلك، نُكمل تسجيل دخولك…',
    missing_session: 'لا يطابق تسجيل الدخول هذا المتصفح الحالي أو أنه استُخدم بالفعل. يُرجى البدء من جديد.',
    link_title: 'اربط حسابك',
    link_description: 'يوجد بالفعل حساب بالبريد الإلكتروني {{email}}. أدخل كلمة مروره لتسجيل الدخول وربط حسابك الاجتماعي به، أو أنشئ حسابًا جديدًا.',
    link_sign_in: 'تسجيل الدخول والربط',
    create_new: 'إنشاء حساب جديد بدلًا من ذلك',
    back_to_sign_in: 'العودة إلى تسجيل الدخول',
  },
  create_account: {
    title: 'أنشئ حسابك',
    description: 'لن يستغرق الأمر سوى دقيقة.',
  },
  organization_invitation: {
    joining: 'تمت دعوتك للانضمام إلى {{organization}}.',
    use_address: 'تابع باستخدام {{email}} لقبول الدعوة.',
  },
  single_sign_on: {
    page_title: 'تسجيل الدخول الموحد',
    entry: 'تسجيل الدخول عبر الدخول الموحد',
    title: 'تسجيل الدخول الموحد',
    description: 'أدخل بريد العمل وسننقلك إلى صفحة تسجيل الدخول في شركتك.',
    email: 'بريد العمل',
    submit: 'متابعة',
    no_connector: 'لم يتم إعداد تسجيل الدخول الموحد لنطاق البريد هذا. سجّل الدخول بطريقة أخرى.',
    choose_title: 'اختر حساب شركتك',
    choose_description: 'تقبل عدة طرق دخول للشركات العنوان {{email}}.',
    continue_with: 'المتابعة باستخدام {{name}}',
    other_way: 'تسجيل الدخول بطريقة أخرى',
    completing: 'جارٍ إكمال تسجيل الدخول…',
    session_lost: 'لا يمكن إكمال تسجيل الدخول هذا هنا: بدأ في نافذة أخرى أو انتهت صلاحيته.',
    start_again: 'البدء من جديد',
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
    retry_in_seconds: 'محاولات فاشلة كثيرة جدًا. يمكنك المحاولة مرة أخرى بعد {{seconds}} ثانية.',
  },
  error: {
    generic: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    network: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وأعد المحاولة.',
    session_expired: 'انتهت صلاحية جلسة تسجيل الدخول. يُرجى البدء من جديد.',
    not_found: 'هذه الصفحة غير موجودة.',
  },
  device: {
    title: 'ربط جهاز',
    description: 'أدخل الرمز الظاهر على جهازك.',
    code_label: 'رمز الجهاز',
    confirm_title: 'هل تريد ربط {{appName}}؟',
    confirm_description:
      'تابع فقط إذا كنت قد بدأت تسجيل الدخول على هذا الجهاز بنفسك وكان يعرض هذا الرمز.',
    code_on_device: 'الرمز على جهازك',
    confirm: 'ربط',
    decline: 'ليس جهازي',
    success_title: 'تم ربط الجهاز',
    success_description:
      'تم تسجيل الدخول إلى {{appName}}. يمكنك إغلاق هذه الصفحة والعودة إلى جهازك.',
    error: {
      not_found: 'هذا الرمز غير صالح. تحقّق من الرمز على جهازك وحاول مرة أخرى.',
      expired: 'انتهت صلاحية هذا الرمز. ابدأ من جديد على جهازك للحصول على رمز جديد.',
      used: 'تم استخدام هذا الرمز من قبل. ابدأ من جديد على جهازك للحصول على رمز جديد.',
      aborted: 'لم يتم ربط الجهاز.',
      failed: 'انتهت صلاحية هذه الصفحة. أدخل الرمز مرة أخرى.',
    },
  },
  oidc_error: {
    technical_details: 'تفاصيل تقنية',
    hint: 'ارجع إلى التطبيق وحاول مرة أخرى. إذا استمرت المشكلة، فتواصل مع دعم التطبيق.',
    code: {
      invalid_client: {
        title: 'تطبيق غير معروف',
        explanation: 'التطبيق الذي أرسلك إلى هنا غير مسجّل في هذه الخدمة.',
      },
      invalid_redirect_uri: {
        title: 'عنوان العودة غير مسموح به',
        explanation: 'طلب التطبيق إعادتك إلى عنوان لم يسجّله. تم إيقاف الطلب لحماية حسابك.',
      },
      invalid_request: {
        title: 'طلب تسجيل دخول غير صالح',
        explanation: 'طلب تسجيل الدخول من التطبيق غير مكتمل أو غير صالح.',
      },
      unauthorized_client: {
        title: 'التطبيق غير مسموح له',
        explanation: 'لا يُسمح لهذا التطبيق بتسجيل دخولك بهذه الطريقة.',
      },
      unsupported_response_type: {
        title: 'طلب غير مدعوم',
        explanation: 'طلب التطبيق نوعًا من الردود لا تقدّمه هذه الخدمة.',
      },
      invalid_scope: {
        title: 'أذونات غير معروفة',
        explanation: 'طلب التطبيق أذونات غير موجودة.',
      },
      invalid_target: {
        title: 'واجهة برمجة غير معروفة',
        explanation: 'طلب التطبيق الوصول إلى واجهة برمجة تطبيقات غير متاحة.',
      },
      access_denied: {
        title: 'تم رفض الطلب',
        explanation: 'تم رفض الطلب.',
      },
      session_not_found: {
        title: 'انتهت صلاحية الجلسة',
        explanation: 'انتهت صلاحية جلسة تسجيل الدخول. ارجع إلى التطبيق وابدأ من جديد.',
      },
      server_error: {
        title: 'حدث خطأ ما',
        explanation: 'حدث خطأ ما من جانبنا. يُرجى المحاولة لاحقًا.',
      },
      default: {
        title: 'لا يمكن متابعة تسجيل الدخول',
        explanation: 'تعذّر إكمال الطلب.',
      },
    },
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
