import type { Invoice } from '@tessera/schemas';

import type { TagVariant } from '../../../ds/tag/tag';

export type InvoiceStatus = NonNullable<Invoice['status']> | 'unknown';

/** How each invoice status reads at a glance: open money is a warning, lost money a danger. */
export const invoiceStatusVariants: Record<InvoiceStatus, TagVariant> = {
  draft: 'neutral',
  open: 'warning',
  paid: 'success',
  uncollectible: 'danger',
  void: 'neutral',
  unknown: 'neutral',
};

/** When the invoice was issued: its creation, else the start of the period it bills. */
export const invoiceDate = (invoice: Invoice): number | undefined =>
  invoice.createdAt ?? (invoice.periodStart ? Date.parse(invoice.periodStart) : undefined);

/** The invoice's currency; the billing service bills in US dollars unless the invoice says otherwise. */
export const invoiceCurrency = (invoice: Invoice): string =>
  typeof invoice.currency === 'string' && invoice.currency ? invoice.currency : 'USD';
