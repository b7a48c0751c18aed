import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesAr: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: 'حذف الحساب',
    description: 'احذف حسابك وغادر جميع المستأجرين. لا يمكن التراجع عن ذلك.',
    action: 'حذف الحساب',
    continue: 'متابعة',
    confirm_title: 'هل تريد حذف حسابك؟',
    confirm_description: 'تُحذف المستأجرون الذين تكون مسؤولًا فيهم مع بياناتهم، وتغادر بقية المستأجرين.',
    final_title: 'هذا الإجراء نهائي',
    final_description: 'يُحذف حسابك وبياناته ويتم تسجيل خروجك. لا يمكن التراجع عن ذلك.',
    failed: 'تعذّر حذف الحساب',
    failed_description: '{{message}} معرّف الطلب: {{requestId}}. يُرجى المحاولة لاحقًا.',
    issues_title: 'لا يمكن حذف حسابك بعد',
    issues_description: 'تُحذف المستأجرون الذين تديرهم مع حسابك. عالج هذه المشكلات أولاً:',
    blockers: {
      paid_plan: 'خطة مدفوعة: انقل هؤلاء المستأجرين إلى الخطة المجانية.',
      subscription_status: 'الاشتراك غير نشط: سوِّ هذه الاشتراكات.',
      open_invoice: 'فواتير مفتوحة: ادفع الفواتير المفتوحة لهؤلاء المستأجرين.',
    },
    tenants_to_delete: 'تُحذف مع بياناتها: {{names}}',
    tenants_to_leave: 'تغادر: {{names}}',
  },
};
