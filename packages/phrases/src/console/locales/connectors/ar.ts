import type { Translation } from '../../../shared/phrases.js';
import type { connectorPhrasesEn } from './en.js';

export const connectorPhrasesAr: Translation<typeof connectorPhrasesEn> = {
  connectors: {
    types: {
      Email: 'موصل البريد الإلكتروني',
      Sms: 'موصل الرسائل النصية',
      Social: 'موصل اجتماعي',
    },
    passwordless: {
      email_description:
        'يرسل رموز التحقق بالبريد الإلكتروني لتسجيل الدخول والتسجيل وإعادة تعيين كلمة المرور.',
      sms_description:
        'يرسل رموز التحقق برسالة نصية لتسجيل الدخول والتسجيل وإعادة تعيين كلمة المرور.',
      not_set_up: 'لم يُعدّ بعد.',
      set_up_email: 'إعداد موصل البريد الإلكتروني',
      set_up_sms: 'إعداد موصل الرسائل النصية',
    },
    social: {
      table_label: 'الموصلات الاجتماعية',
      column_name: 'الاسم',
      column_target: 'موفر الهوية',
      empty_title: 'لا توجد موصلات اجتماعية بعد',
      empty_description:
        'أضف موصلًا اجتماعيًا ليتمكن المستخدمون من تسجيل الدخول بحساب يملكونه بالفعل.',
      add: 'إضافة موصل اجتماعي',
    },
    create: {
      title_email: 'اختر مزود البريد الإلكتروني',
      title_sms: 'اختر مزود الرسائل النصية',
      title_social: 'اختر مزودًا اجتماعيًا',
      description: 'اختر الخدمة التي ترسل الرسائل. ستملأ إعداداتها في الصفحة التالية.',
      providers_label: 'المزودون',
      no_factories_title: 'لا يوجد مزودون متاحون',
      no_factories_description: 'لا يقدم هذا الخادم موصلات من هذا النوع.',
      already_set_up: 'يوجد موصل من هذا النوع بالفعل. احذفه قبل إضافة موصل آخر.',
      open_existing: 'فتح الموصل الحالي',
    },
    guide: {
      title: 'إعداد {{name}}',
      not_found: 'هذا المزود غير موجود.',
      save: 'حفظ وإنهاء',
      created: 'تم إنشاء الموصل "{{name}}".',
    },
    config: {
      field_labels: {
        accountSid: 'معرّف SID للحساب',
        apiKey: 'مفتاح API',
        authToken: 'رمز المصادقة',
        baseUrl: 'عنوان URL الأساسي لواجهة API',
        endpoint: 'نقطة النهاية',
        from: 'المرسِل',
        headers: 'الترويسات',
        host: 'المضيف',
        password: 'كلمة المرور',
        port: 'المنفذ',
        username: 'اسم المستخدم',
        templates: 'القوالب',
        senderName: 'اسم المرسِل',
        companyInformation: 'معلومات الشركة',
        fromEmail: 'بريد المرسِل',
        signingSecret: 'سرّ التوقيع',
        tlsMode: 'وضع TLS',
      },
      field_descriptions: {
        templates:
          'إدخال واحد لكل نوع استخدام (SignIn، Register، ForgotPassword، Generic، OrganizationInvitation، MfaVerification…): usageType، وlocale اختياري، وsubject (للبريد)، وcontent مع {{variable}}، وcontentType اختياري.',
        senderName: 'يظهر كاسم المرسل؛ بدون URL.',
        companyInformation: 'يُضاف إلى كل رسالة بريد؛ بدون URL.',
        signingSecret:
          '16 حرفًا على الأقل؛ يحمل كل طلب قيمة HMAC-SHA256 لمحتواه في الترويسة {{header}}.',
        headers: 'ترويسات طلب إضافية، ككائن JSON من سلاسل نصية.',
      },
      field_placeholders: {
        host: 'smtp.example.com',
        fromEmail: 'noreply@example.com',
        senderName: 'Acme',
        endpoint: 'https://example.com/messages',
        from: '+15550100 أو MG…',
      },
      field_options: {
        tlsMode: { starttls: 'STARTTLS', tls: 'TLS', none: 'لا شيء' },
      },
      title: 'الإعدادات',
      description: 'ما يحتاجه المزود لإرسال الرسائل نيابةً عنك.',
      secret_hint: 'مخزن مشفرًا ويظهر مقنّعًا. اكتب قيمة جديدة لاستبداله.',
      invalid_number: 'أدخل رقمًا.',
      select_placeholder: 'اختر خيارًا',
      url_in_sender_name: 'لا يُسمح بعنوان URL في اسم المرسل.',
      url_in_company_information: 'لا يُسمح بعنوان URL في معلومات الشركة.',
    },
    test: {
      title: 'إرسال رسالة اختبار',
      description_email: 'تحقق من الإعدادات بإرسال بريد إلكتروني تجريبي برمز نموذجي. لا يُحفظ شيء.',
      description_sms: 'تحقق من الإعدادات بإرسال رسالة نصية تجريبية برمز نموذجي. لا يُحفظ شيء.',
      email_label: 'عنوان البريد الإلكتروني للمستلم',
      phone_label: 'رقم هاتف المستلم',
      send: 'إرسال رسالة الاختبار',
      sent: 'أُرسلت رسالة الاختبار إلى {{to}}.',
      invalid_email: 'أدخل عنوان بريد إلكتروني صالحًا.',
      invalid_phone: 'أدخل رقم الهاتف بالتنسيق الدولي، مثل +14155550100.',
    },
    templates: {
      title: 'قوالب الرسائل',
      description: 'نص الرسائل لكل غرض ولغة. يُستبدل {{variable}} برمز التحقق.',
      usage_type: 'الغرض',
      language: 'اللغة',
      any_language: 'جميع اللغات الأخرى',
      subject: 'الموضوع',
      content: 'المحتوى',
      content_type: 'التنسيق',
      content_types: {
        text_plain: 'نص عادي',
        text_html: 'منسق (HTML)',
      },
      code_required: 'يجب أن يحتوي المحتوى على {{variable}}.',
      not_set: 'لا يوجد قالب لهذا الغرض وهذه اللغة بعد. املأه لإضافة قالب.',
      remove: 'إزالة هذا القالب',
      required: 'أضف قالبًا واحدًا على الأقل.',
      usage_types: {
        SignIn: 'تسجيل الدخول',
        Register: 'التسجيل',
        ForgotPassword: 'إعادة تعيين كلمة المرور',
        OrganizationInvitation: 'دعوة إلى مؤسسة',
        Generic: 'رسالة عامة واختبارات',
        UserPermissionValidation: 'التحقق من الهوية',
        BindNewIdentifier: 'ربط بريد إلكتروني أو هاتف جديد',
        MfaVerification: 'التحقق متعدد العوامل',
      },
    },
    details: {
      not_found: 'هذا الموصل غير موجود.',
      connector_id: 'معرّف الموصل',
      delete: 'حذف الموصل',
      delete_description:
        'لن يتلقى المستخدمون رسائل عبر هذا الموصل بعد الآن. تتوقف طرق تسجيل الدخول التي تحتاجه عن العمل.',
      delete_confirm:
        'يتوقف تسجيل الدخول والتسجيل وإعادة تعيين كلمة المرور التي تحتاج هذا الموصل عن العمل حتى تُعدّ موصلًا آخر.',
    },
  },
};
