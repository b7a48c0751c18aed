import type { Insertable, Kysely, Selectable } from 'kysely';
import type { InvoicesTable } from '../../db/payment-tables.js';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type InvoiceRow = Selectable<InvoicesTable>;

/** The tenant's invoices, newest first; only the open ones with `open`. */
export const findTenantInvoices = (scope: TenantScope, only?: InvoiceRow['status']) => {
  const query = scope.selectFrom('invoices').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  return (only ? query.where('status', '=', only) : query).execute();
};

/** Open invoices of many tenants at once, for the tenant list. */
export const findOpenInvoicesOfTenants = async (db: Kysely<Database>, tenantIds: readonly string[]) =>
  tenantIds.length === 0
    ? []
    : db
        .selectFrom('invoices')
        .selectAll()
        .where('tenant_id', 'in', tenantIds)
        .where('status', '=', 'open')
        .orderBy('created_at', 'desc')
        .execute();

/** Writes a provider's invoice, or its new status and amounts when it is known already. */
export const upsertInvoice = (scope: TenantScope, row: Omit<Insertable<InvoicesTable>, 'tenant_id'>) =>
  scope
    .insertInto('invoices', row)
    .onConflict((conflict) =>
      conflict.columns(['provider', 'provider_invoice_id']).doUpdateSet({
        status: row.status,
        amount_due: row.amount_due,
        amount_paid: row.amount_paid,
        hosted_invoice_url: row.hosted_invoice_url,
        updated_at: new Date(),
      }).where('invoices.tenant_id', '=', scope.tenantId),
    )
    .execute();
