import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesPtPt: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: 'Eliminar conta',
    description: 'Elimine a sua conta e saia de todos os inquilinos. Esta ação é irreversível.',
    action: 'Eliminar conta',
    continue: 'Continuar',
    confirm_title: 'Eliminar a sua conta?',
    confirm_description: 'Os inquilinos em que é administrador são eliminados com os respetivos dados; sai dos restantes inquilinos.',
    final_title: 'Esta ação é definitiva',
    final_description: 'A sua conta e os respetivos dados são eliminados e a sessão é terminada. Esta ação é irreversível.',
    failed: 'Não foi possível eliminar a conta',
    failed_description: '{{message}} ID do pedido: {{requestId}}. Tente novamente mais tarde.',
    issues_title: 'A sua conta ainda não pode ser eliminada',
    issues_description: 'Os inquilinos que administra são eliminados com a sua conta. Resolva primeiro estes problemas:',
    blockers: {
      paid_plan: 'Plano pago: mude estes inquilinos para o plano gratuito.',
      subscription_status: 'Subscrição inativa: regularize estas subscrições.',
      open_invoice: 'Faturas em aberto: pague as faturas em aberto destes inquilinos.',
    },
    tenants_to_delete: 'Eliminados com os respetivos dados: {{names}}',
    tenants_to_leave: 'Deixa de pertencer a: {{names}}',
  },
};
