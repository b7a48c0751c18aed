import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesPtBr: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: 'Pagamentos de teste:',
    notice: 'nenhum cartão é cobrado e nenhum dinheiro é movimentado.',
    checkout_title: 'Pagamento',
    checkout_summary: 'Plano: {{plan}}, {{price}}, para {{tenant}}.',
    existing_tenant: 'o locatário {{tenantId}}',
    new_tenant: 'o novo locatário "{{name}}"',
    price_monthly: '{{amount}} por mês',
    price_on_request: 'sob consulta',
    pay: 'Pagar',
    decline: 'Recusar',
    checkout_closed_title: 'Pagamento encerrado',
    checkout_closed: 'Este pagamento já foi pago, recusado ou expirou. Inicie um novo pelo console.',
    checkout_form_expired: 'Este formulário expirou. Volte e carregue o pagamento novamente.',
    portal_title: 'Portal de faturamento',
    portal_summary: 'Locatário {{tenantId}}: plano {{plan}}. Faturas em aberto: {{count}}.',
    portal_summary_with_period: 'Locatário {{tenantId}}: plano {{plan}}, o período termina em {{periodEnd}}. Faturas em aberto: {{count}}.',
    bill_next_period: 'Faturar o próximo período agora',
    pay_and_settle: 'Pagar (e quitar as faturas em aberto)',
    decline_leave_open: 'Recusar (deixar em aberto)',
    nothing_to_bill: 'Nenhuma assinatura paga a faturar.',
    return_to_console: 'Voltar ao console',
    portal_link_expired: 'Este link expirou. Abra o portal de faturamento novamente pelo console.',
    portal_form_expired: 'Este formulário expirou. Abra o portal de faturamento novamente.',
  },
};
