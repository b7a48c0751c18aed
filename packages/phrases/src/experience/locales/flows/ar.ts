import type { Translation } from '../../../shared/phrases.js';
import type { flowsPhrasesEn } from './en.js';

export const flowsPhrasesAr: Translation<typeof flowsPhrasesEn> = {
  identifier: {
    phone: 'رقم الهاتف',
    invalid: 'أدخل قيمة صالحة: {{types}}.',
    separator: ' / ',
    or: ' أو ',
  },
  sign_in_method: {
    with_code: 'تسجيل الدخول برمز تحقق بدلًا من ذلك',
    with_password: 'تسجيل الدخول بكلمة مرور بدلًا من ذلك',
    forgot_password: 'هل نسيت كلمة المرور؟',
    send_code: 'إرسال الرمز',
  },
  verification_code: {
    title: 'أدخل رمز التحقق',
    sent_to: 'أرسلنا رمزًا من 6 أرقام إلى {{target}}.',
    group_label: 'رمز التحقق',
    digit_label: 'الرقم {{position}} من {{total}}',
    resend: 'إرسال رمز جديد',
    resend_in: 'يمكنك طلب رمز جديد بعد {{seconds}} ث.',
    resent: 'رمز جديد في الطريق إليك.',
    incomplete: 'أدخل الأرقام الستة كلها.',
    error: {
      mismatch: 'هذا الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.',
      expired: 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',
      too_many_attempts: 'أدخلت رموزًا خاطئة كثيرة. اطلب رمزًا جديدًا.',
      not_found: 'لم يعد هذا الرمز صالحًا. اطلب رمزًا جديدًا.',
    },
  },
  forgot_password: {
    title: 'إعادة تعيين كلمة المرور',
    description: 'أدخل البريد الإلكتروني أو رقم الهاتف الخاص بحسابك وسنرسل إليك رمزًا.',
    new_password_title: 'تعيين كلمة مرور جديدة',
    new_password_description: 'اختر كلمة مرور جديدة لحسابك.',
    new_password: 'كلمة المرور الجديدة',
    submit: 'إعادة تعيين كلمة المرور',
    success: 'تمت إعادة تعيين كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    back_to_sign_in: 'العودة إلى تسجيل الدخول',
  },
  password_rules: {
    heading: 'يجب أن تكون كلمة المرور:',
    length: 'بطول من {{min}} إلى {{max}} حرفًا',
    character_types:
      'مزيجًا من {{min}} أنواع على الأقل من: الأحرف الصغيرة والأحرف الكبيرة والأرقام والرموز',
    pwned: 'غير واردة في أي تسريب بيانات معروف',
    repetition_and_sequence: 'خالية من الأحرف المكررة والتسلسلات السهلة',
    user_info: 'خالية من اسمك أو اسم المستخدم أو بريدك الإلكتروني',
    words: 'خالية من كلمات لا تسمح بها هذه الخدمة',
  },
  terms: {
    automatic:
      'بالمتابعة، فإنك توافق على <terms>شروط الاستخدام</terms> و<privacy>سياسة الخصوصية</privacy>.',
    automatic_terms: 'بالمتابعة، فإنك توافق على <terms>شروط الاستخدام</terms>.',
    automatic_privacy: 'بالمتابعة، فإنك توافق على <privacy>سياسة الخصوصية</privacy>.',
    manual: 'أوافق على <terms>شروط الاستخدام</terms> و<privacy>سياسة الخصوصية</privacy>.',
    manual_terms: 'أوافق على <terms>شروط الاستخدام</terms>.',
    manual_privacy: 'أوافق على <privacy>سياسة الخصوصية</privacy>.',
    dialog_title: 'الشروط والخصوصية',
    dialog_description: 'للمتابعة، يُرجى الموافقة على الشروط أدناه.',
    agree_and_continue: 'الموافقة والمتابعة',
    cancel: 'إلغاء',
  },
  preview: {
    waiting: 'بانتظار الإعدادات لعرض المعاينة…',
  },
};
