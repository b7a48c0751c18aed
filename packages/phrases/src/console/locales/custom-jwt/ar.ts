import type { Translation } from '../../../shared/phrases.js';
import type { customJwtPhrasesEn } from './en.js';

export const customJwtPhrasesAr: Translation<typeof customJwtPhrasesEn> = {
  custom_jwt: {
    token_types: {
      access_token: {
        title: 'رمز وصول المستخدم',
        description: 'مطالبات تُضاف إلى رموز الوصول التي تُصدر للمستخدمين عند تسجيل الدخول.',
      },
      client_credentials: {
        title: 'رمز وصول من آلة إلى آلة',
        description: 'مطالبات تُضاف إلى رموز الوصول التي تُصدر لتطبيقات الآلة إلى الآلة (بيانات اعتماد العميل).',
      },
    },
    index: {
      not_set: 'لا توجد مطالبات مخصّصة بعد.',
      is_set: 'المطالبات المخصّصة مفعّلة.',
      add: 'إضافة مطالبات مخصّصة',
      edit: 'تعديل',
      delete: 'حذف',
      delete_confirm: 'الرموز التي تُصدر من الآن لا تحمل إلا المطالبات القياسية.',
      load_failed: 'تعذّر تحميل المطالبات المخصّصة.',
    },
    editor: {
      title_create: 'إضافة مطالبات مخصّصة: {{tokenType}}',
      title_edit: 'تعديل المطالبات المخصّصة: {{tokenType}}',
      script: 'البرنامج النصي',
      script_description: 'تُرجع getCustomJwtClaims({ token, context, environmentVariables, api }) كائنًا تُضاف مفاتيحه إلى الرمز. استدعِ api.denyAccess(message) لرفض إصدار الرمز.',
      script_required: 'يجب ألا يكون البرنامج النصي فارغًا.',
      code_editor_loading: 'جارٍ تحميل محرر الشيفرة…',
      code_editor_label: 'شيفرة البرنامج النصي',
      token_sample: 'نموذج الرمز',
      token_sample_description: 'الرمز الذي يتلقاه البرنامج النصي في الاختبار.',
      context_sample: 'نموذج السياق',
      context_sample_description: 'بيانات المستخدم أو التطبيق التي يتلقاها البرنامج النصي في الاختبار.',
      json_invalid: 'أدخل كائن JSON صالحًا.',
      environment_variables: 'متغيرات البيئة',
      environment_variables_description: 'قيم مثل مفاتيح API يقرؤها البرنامج النصي من environmentVariables، بعيدًا عن الشيفرة.',
      variable_key: 'الاسم',
      variable_value: 'القيمة',
      variable_key_duplicate: 'هذا الاسم مستخدم بالفعل.',
      variable_key_invalid: 'استخدم حروفًا وأرقامًا و_ ، دون أن يبدأ الاسم برقم.',
      fetch_origins: 'المصادر المسموح بها لـ fetch',
      fetch_origins_description: 'المصادر التي يمكن للبرنامج النصي استدعاؤها عبر fetch، مثل https://api.example.com. من دونها لا يتوفر fetch للبرنامج النصي.',
      fetch_origin: 'المصدر',
      fetch_origin_invalid: 'استخدم https://host أو https://host:port دون مسار؛ http فقط لـ localhost و127.0.0.1.',
      fetch_origin_duplicate: 'هذا المصدر موجود في القائمة بالفعل.',
      saved: 'تم حفظ المطالبات المخصّصة.',
      created: 'تم إنشاء المطالبات المخصّصة وهي تسري على الرموز الجديدة.',
      not_found: 'لا توجد مطالبات مخصّصة لهذا النوع من الرموز بعد.',
    },
    test: {
      title: 'اختبار',
      description: 'شغّل البرنامج النصي على النماذج واطّلع على المطالبات التي يُرجعها. لا يُحفظ شيء.',
      run: 'تشغيل الاختبار',
      claims: 'المطالبات المُرجعة',
      error: 'فشل البرنامج النصي',
      idle: 'شغّل الاختبار لترى النتيجة هنا.',
    },
  },
};
