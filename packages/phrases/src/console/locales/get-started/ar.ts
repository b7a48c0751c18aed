import type { Translation } from '../../../shared/phrases.js';
import type { getStartedPhrasesEn } from './en.js';

export const getStartedPhrasesAr: Translation<typeof getStartedPhrasesEn> = {
  get_started: {
    progress: 'اكتملت {{done}} من {{total}} خطوات',
    done: 'تم',
    mark_done: 'تحديد كمكتمل',
    steps_label: 'خطوات الإعداد',
    load_failed: 'تعذّر تحميل التقدّم.',
    create_application: {
      title: 'أنشئ تطبيقًا',
      description: 'سجّل تطبيقك واتبع دليلًا لإضافة تسجيل الدخول إليه.',
      action: 'إنشاء تطبيق',
    },
    sign_in_experience: {
      title: 'خصّص تجربة تسجيل الدخول',
      description: 'اختر كيف يسجّل المستخدمون ويدخلون، واجعل الصفحات بهوية علامتك التجارية.',
      action: 'تخصيص',
    },
    mfa: {
      title: 'فعّل المصادقة متعددة العوامل',
      description: 'اطلب عاملًا ثانيًا لحماية الحسابات.',
      action: 'إعداد المصادقة متعددة العوامل',
    },
    roles: {
      title: 'أضف أدوارًا',
      description: 'جمّع الأذونات في أدوار وأسندها إلى المستخدمين والتطبيقات.',
      action: 'إنشاء دور',
    },
    collaborators: {
      title: 'ادعُ متعاونين',
      description: 'أضف فريقك إلى هذا المستأجر لإدارته معًا.',
      action: 'دعوة أعضاء',
    },
  },
};
