import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesDe: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: 'Sandbox-Zahlungen:',
    notice: 'Es wird keine Karte belastet und kein Geld bewegt.',
    checkout_title: 'Bezahlung',
    checkout_summary: 'Tarif: {{plan}}, {{price}}, für {{tenant}}.',
    existing_tenant: 'Mandant {{tenantId}}',
    new_tenant: 'den neuen Mandanten „{{name}}“',
    price_monthly: '{{amount}} pro Monat',
    price_on_request: 'auf Anfrage',
    pay: 'Bezahlen',
    decline: 'Ablehnen',
    checkout_closed_title: 'Bezahlung geschlossen',
    checkout_closed: 'Diese Bezahlung wurde bereits bezahlt, abgelehnt oder ist abgelaufen. Starte in der Konsole eine neue.',
    checkout_form_expired: 'Dieses Formular ist abgelaufen. Geh zurück und lade die Bezahlung erneut.',
    portal_title: 'Abrechnungsportal',
    portal_summary: 'Mandant {{tenantId}}: Tarif {{plan}}. Offene Rechnungen: {{count}}.',
    portal_summary_with_period: 'Mandant {{tenantId}}: Tarif {{plan}}, Zeitraum endet am {{periodEnd}}. Offene Rechnungen: {{count}}.',
    bill_next_period: 'Nächsten Zeitraum jetzt abrechnen',
    pay_and_settle: 'Bezahlen (und offene Rechnungen begleichen)',
    decline_leave_open: 'Ablehnen (Rechnung offen lassen)',
    nothing_to_bill: 'Kein bezahltes Abonnement abzurechnen.',
    return_to_console: 'Zurück zur Konsole',
    portal_link_expired: 'Dieser Link ist abgelaufen. Öffne das Abrechnungsportal erneut aus der Konsole.',
    portal_form_expired: 'Dieses Formular ist abgelaufen. Öffne das Abrechnungsportal erneut.',
  },
};
