import type { Translation } from '../../../shared/phrases.js';
import type { sandboxPaymentsPhrasesEn } from './en.js';

export const sandboxPaymentsPhrasesEs: Translation<typeof sandboxPaymentsPhrasesEn> = {
  sandbox_payments: {
    notice_label: 'Pagos de prueba:',
    notice: 'no se cobra ninguna tarjeta ni se mueve dinero.',
    checkout_title: 'Pago',
    checkout_summary: 'Plan: {{plan}}, {{price}}, para {{tenant}}.',
    existing_tenant: 'el inquilino {{tenantId}}',
    new_tenant: 'el nuevo inquilino «{{name}}»',
    price_monthly: '{{amount}} al mes',
    price_on_request: 'bajo consulta',
    pay: 'Pagar',
    decline: 'Rechazar',
    checkout_closed_title: 'Pago cerrado',
    checkout_closed: 'Este pago ya se ha pagado, se ha rechazado o ha caducado. Inicia uno nuevo desde la consola.',
    checkout_form_expired: 'Este formulario ha caducado. Vuelve atrás y carga el pago de nuevo.',
    portal_title: 'Portal de facturación',
    portal_summary: 'Inquilino {{tenantId}}: plan {{plan}}. Facturas pendientes: {{count}}.',
    portal_summary_with_period: 'Inquilino {{tenantId}}: plan {{plan}}, el periodo termina el {{periodEnd}}. Facturas pendientes: {{count}}.',
    bill_next_period: 'Facturar ahora el siguiente periodo',
    pay_and_settle: 'Pagar (y saldar las facturas pendientes)',
    decline_leave_open: 'Rechazar (dejarla pendiente)',
    nothing_to_bill: 'No hay ninguna suscripción de pago que facturar.',
    return_to_console: 'Volver a la consola',
    portal_link_expired: 'Este enlace ha caducado. Abre de nuevo el portal de facturación desde la consola.',
    portal_form_expired: 'Este formulario ha caducado. Abre de nuevo el portal de facturación.',
  },
};
