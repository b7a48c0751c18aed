import type { Invoice } from '@tessera/schemas';
import type { PlanCatalogue } from '../subscriptions/plan-catalogue.js';
import type { InvoiceRow } from './invoice-queries.js';

/** An invoice as the cloud API answers it; amounts in cents, the period in ISO 8601. */
export const toInvoice = (row: InvoiceRow, catalogue: PlanCatalogue): Invoice => ({
  id: row.id,
  status: row.status,
  amountDue: row.amount_due,
  amountPaid: row.amount_paid,
  createdAt: row.created_at.getTime(),
  ...(row.period_start ? { periodStart: row.period_start.toISOString() } : {}),
  ...(row.period_end ? { periodEnd: row.period_end.toISOString() } : {}),
  planName: row.plan_id ? catalogue.planOf(row.plan_id).name : null,
  hostedInvoiceUrl: row.hosted_invoice_url,
});
