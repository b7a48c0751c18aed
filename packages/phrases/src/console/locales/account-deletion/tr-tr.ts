import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesTrTr: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: 'Hesabı sil',
    description: 'Hesabınızı silin ve tüm kiracılardan ayrılın. Bu işlem geri alınamaz.',
    action: 'Hesabı sil',
    continue: 'Devam et',
    confirm_title: 'Hesabınız silinsin mi?',
    confirm_description: 'Yönetici olduğunuz kiracılar verileriyle birlikte silinir; diğer kiracılardan ayrılırsınız.',
    final_title: 'Bu işlem kalıcıdır',
    final_description: 'Hesabınız ve verileri silinir ve oturumunuz kapatılır. Bu işlem geri alınamaz.',
    failed: 'Hesap silinemedi',
    failed_description: '{{message}} İstek kimliği: {{requestId}}. Lütfen daha sonra tekrar deneyin.',
    issues_title: 'Hesabınız henüz silinemez',
    issues_description: 'Yönettiğiniz kiracılar hesabınızla birlikte silinir. Önce şu sorunları çözün:',
    blockers: {
      paid_plan: 'Ücretli plan: bu kiracıları ücretsiz plana geçirin.',
      subscription_status: 'Abonelik etkin değil: bu abonelikleri düzene sokun.',
      open_invoice: 'Açık faturalar: bu kiracıların açık faturalarını ödeyin.',
    },
    tenants_to_delete: 'Verileriyle birlikte silinir: {{names}}',
    tenants_to_leave: 'Ayrıldığınız kiracılar: {{names}}',
  },
};
