import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesPtPt: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: 'Pagamentos de teste:',
    notice: 'nenhum cartão é debitado e nenhum dinheiro é movimentado.',
    checkout_title: 'Pagamento',
    checkout_summary: 'Plano: {{plan}}, {{price}}, para {{tenant}}.',
    existing_tenant: 'o inquilino {{tenantId}}',
    new_tenant: 'o novo inquilino «{{name}}»',
    price_monthly: '{{amount}} por mês',
    price_on_request: 'mediante pedido',
    pay: 'Pagar',
    decline: 'Recusar',
    checkout_closed_title: 'Pagamento encerrado',
    checkout_closed: 'Este pagamento já foi pago, recusado ou expirou. Inicie um novo a partir da consola.',
    checkout_form_expired: 'Este formulário expirou. Volte atrás e carregue o pagamento novamente.',
    portal_title: 'Portal de faturação',
    portal_summary: 'Inquilino {{tenantId}}: plano {{plan}}. Faturas por pagar: {{count}}.',
    portal_summary_with_period: 'Inquilino {{tenantId}}: plano {{plan}}, o período termina a {{periodEnd}}. Faturas por pagar: {{count}}.',
    bill_next_period: 'Faturar já o período seguinte',
    pay_and_settle: 'Pagar (e liquidar as faturas por pagar)',
    decline_leave_open: 'Recusar (deixá-la por pagar)',
    nothing_to_bill: 'Nenhuma subscrição paga a faturar.',
    return_to_console: 'Voltar à consola',
    portal_link_expired: 'Esta ligação expirou. Abra novamente o portal de faturação a partir da consola.',
    portal_form_expired: 'Este formulário expirou. Abra novamente o portal de faturação.',
  },
};
