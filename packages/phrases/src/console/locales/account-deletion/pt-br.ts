import type { Translation } from '../../../shared/phrases.js';
import type { accountDeletionPhrasesEn } from './en.js';

export const accountDeletionPhrasesPtBr: Translation<typeof accountDeletionPhrasesEn> = {
  account_deletion: {
    title: 'Excluir conta',
    description: 'Exclua sua conta e saia de todos os locatários. Não é possível desfazer.',
    action: 'Excluir conta',
    continue: 'Continuar',
    confirm_title: 'Excluir sua conta?',
    confirm_description: 'Os locatários em que você é administrador são excluídos com seus dados; você sai dos demais locatários.',
    final_title: 'Isto é permanente',
    final_description: 'Sua conta e seus dados são excluídos e você sai da sessão. Não é possível desfazer.',
    failed: 'Não foi possível excluir a conta',
    failed_description: '{{message}} ID da solicitação: {{requestId}}. Tente novamente mais tarde.',
    issues_title: 'Sua conta ainda não pode ser excluída',
    issues_description: 'Os locatários que você administra são excluídos com sua conta. Resolva primeiro estes problemas:',
    blockers: {
      paid_plan: 'Plano pago: mude estes locatários para o plano gratuito.',
      subscription_status: 'Assinatura inativa: regularize estas assinaturas.',
      open_invoice: 'Faturas em aberto: pague as faturas em aberto destes locatários.',
    },
    tenants_to_delete: 'Excluídos com seus dados: {{names}}',
    tenants_to_leave: 'Você sai de: {{names}}',
  },
};
