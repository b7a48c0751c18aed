/**
 * Phrases of the sandbox payment provider's pages, which the server renders in place of a payment
 * provider's checkout and customer portal (docs/payments.md): no card, no money.
 */
export const sandboxPaymentsPhrasesEn = {
  sandbox_payments: {
    notice_label: 'Sandbox payments:',
    notice: 'no card is charged and no money moves.',
    checkout_title: 'Checkout',
    checkout_summary: 'Plan: {{plan}}, {{price}}, for {{tenant}}.',
    existing_tenant: 'tenant {{tenantId}}',
    new_tenant: 'the new tenant "{{name}}"',
    price_monthly: '{{amount}} a month',
    price_on_request: 'on request',
    pay: 'Pay',
    decline: 'Decline',
    checkout_closed_title: 'Checkout closed',
    checkout_closed: 'This checkout has been paid, declined or has expired. Start a new one from the console.',
    checkout_form_expired: 'This form has expired. Go back and load the checkout again.',
    portal_title: 'Billing portal',
    portal_summary: 'Tenant {{tenantId}}: plan {{plan}}. Open invoices: {{count}}.',
    portal_summary_with_period: 'Tenant {{tenantId}}: plan {{plan}}, period ends {{periodEnd}}. Open invoices: {{count}}.',
    bill_next_period: 'Bill the next period now',
    pay_and_settle: 'Pay (and settle open invoices)',
    decline_leave_open: 'Decline (leave it open)',
    nothing_to_bill: 'No paid subscription to bill.',
    return_to_console: 'Return to the console',
    portal_link_expired: 'This link has expired. Open the billing portal from the console again.',
    portal_form_expired: 'This form has expired. Open the billing portal again.',
  },
};
