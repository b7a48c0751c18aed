import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesIt: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: 'Pagamenti di prova:',
    notice: 'nessuna carta viene addebitata e nessun denaro si sposta.',
    checkout_title: 'Pagamento',
    checkout_summary: 'Piano: {{plan}}, {{price}}, per {{tenant}}.',
    existing_tenant: 'il tenant {{tenantId}}',
    new_tenant: 'il nuovo tenant «{{name}}»',
    price_monthly: '{{amount}} al mese',
    price_on_request: 'su richiesta',
    pay: 'Paga',
    decline: 'Rifiuta',
    checkout_closed_title: 'Pagamento chiuso',
    checkout_closed: 'Questo pagamento è già stato pagato, rifiutato o è scaduto. Avviane uno nuovo dalla console.',
    checkout_form_expired: 'Questo modulo è scaduto. Torna indietro e carica di nuovo il pagamento.',
    portal_title: 'Portale di fatturazione',
    portal_summary: 'Tenant {{tenantId}}: piano {{plan}}. Fatture da pagare: {{count}}.',
    portal_summary_with_period: 'Tenant {{tenantId}}: piano {{plan}}, il periodo termina il {{periodEnd}}. Fatture da pagare: {{count}}.',
    bill_next_period: 'Fattura ora il periodo successivo',
    pay_and_settle: 'Paga (e salda le fatture da pagare)',
    decline_leave_open: 'Rifiuta (lasciala da pagare)',
    nothing_to_bill: 'Nessun abbonamento a pagamento da fatturare.',
    return_to_console: 'Torna alla console',
    portal_link_expired: 'Questo link è scaduto. Apri di nuovo il portale di fatturazione dalla console.',
    portal_form_expired: 'Questo modulo è scaduto. Apri di nuovo il portale di fatturazione.',
  },
};
