import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesPlPl: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: 'Płatności testowe:',
    notice: 'żadna karta nie zostaje obciążona i żadne pieniądze nie są przelewane.',
    checkout_title: 'Płatność',
    checkout_summary: 'Plan: {{plan}}, {{price}}, dla {{tenant}}.',
    existing_tenant: 'dzierżawy {{tenantId}}',
    new_tenant: 'nowej dzierżawy „{{name}}”',
    price_monthly: '{{amount}} miesięcznie',
    price_on_request: 'na zapytanie',
    pay: 'Zapłać',
    decline: 'Odrzuć',
    checkout_closed_title: 'Płatność zamknięta',
    checkout_closed: 'Ta płatność została już opłacona, odrzucona lub wygasła. Rozpocznij nową w konsoli.',
    checkout_form_expired: 'Ten formularz wygasł. Wróć i wczytaj płatność ponownie.',
    portal_title: 'Portal rozliczeń',
    portal_summary: 'Dzierżawa {{tenantId}}: plan {{plan}}. Nieopłacone faktury: {{count}}.',
    portal_summary_with_period: 'Dzierżawa {{tenantId}}: plan {{plan}}, okres kończy się {{periodEnd}}. Nieopłacone faktury: {{count}}.',
    bill_next_period: 'Rozlicz teraz następny okres',
    pay_and_settle: 'Zapłać (i ureguluj nieopłacone faktury)',
    decline_leave_open: 'Odrzuć (pozostaw nieopłaconą)',
    nothing_to_bill: 'Brak płatnej subskrypcji do rozliczenia.',
    return_to_console: 'Wróć do konsoli',
    portal_link_expired: 'Ten link wygasł. Otwórz portal rozliczeń ponownie z konsoli.',
    portal_form_expired: 'Ten formularz wygasł. Otwórz portal rozliczeń ponownie.',
  },
};
