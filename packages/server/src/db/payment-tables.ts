import type { Generated } from 'kysely';
import type { CheckoutSession, Invoice, Region, TenantTag } from '@tessera/schemas';
import type { CreatedAt, UpdatedAt } from './column-types.js';

/**
 * A checkout (0028-checkout-sessions), owned by the console user who started it. Not a tenant
 * table: a checkout that creates its tenant has none until the payment completes.
 */
export type CheckoutSessionsTable = {
  id: string;
  user_id: string;
  tenant_id: string | null;
  plan_id: string;
  sku_id: string;
  status: Generated<CheckoutSession['status']>;
  provider: string;
  provider_session_id: string | null;
  tenant_name: string | null;
  tenant_tag: TenantTag | null;
  tenant_region_name: Region | null;
  success_callback_url: string;
  cancel_callback_url: string | null;
  expires_at: Date;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

/** A tenant's invoice from its payment provider (0029-invoices); amounts in cents. */
export type InvoicesTable = {
  tenant_id: string;
  id: string;
  provider: string;
  provider_invoice_id: string;
  provider_subscription_id: string | null;
  status: NonNullable<Invoice['status']>;
  plan_id: string | null;
  amount_due: number;
  amount_paid: Generated<number>;
  period_start: Date | null;
  period_end: Date | null;
  hosted_invoice_url: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
