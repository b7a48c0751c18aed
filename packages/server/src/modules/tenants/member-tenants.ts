import type { TenantResponse, TenantRole } from '@tessera/schemas';
import type { RegionDatabases } from '../../db/region-databases.js';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { findTenantsByIds, type TenantRow } from '../../tenancy/tenant-queries.js';
import { publicTenantEndpoint, type TenantSubdomains } from '../../tenancy/tenant-subdomains.js';
import { findTenantInvoices } from '../payments/invoice-queries.js';
import { toInvoice } from '../payments/invoices.js';
import type { PlanCatalogue } from '../subscriptions/plan-catalogue.js';
import { billingPeriod, findTenantPlan } from '../subscriptions/subscription.js';
import { findPeriodUsage } from '../subscriptions/usage.js';
import { findTenantRolesOfUser } from './membership.js';
import { toTenantResponse } from './responses.js';

/**
 * What describing a tenant needs beside its row: the public endpoint (and the tenants'
 * subdomains under a wildcard `ENDPOINT`) and the plans.
 */
export type TenantView = { endpoint: string; tenantSubdomains?: TenantSubdomains; catalogue: PlanCatalogue };

/**
 * A tenant as the member sees it, with its plan, the usage of its billing period and its unpaid
 * invoices: billing is read in the home database, usage in the tenant's region's.
 */
export async function describeTenant(
  databases: RegionDatabases,
  row: TenantRow,
  role: TenantRole,
  view: TenantView,
): Promise<TenantResponse> {
  const billing = scopeToTenant(databases.home.db, row.id);
  const { row: subscription, plan } = await findTenantPlan(billing, view.catalogue, async () => row.tag);
  const usage = await findPeriodUsage(scopeToTenant(databases.of(row.region_name), row.id), billingPeriod(subscription));
  const openInvoices = (await findTenantInvoices(billing, 'open')).map((invoice) => toInvoice(invoice, view.catalogue));
  const response = toTenantResponse(row, role, { endpoint: view.endpoint, subscription, plan, usage, openInvoices });
  // The indicator is where the tenant is served: its subdomain under a wildcard ENDPOINT.
  return { ...response, indicator: publicTenantEndpoint(view, row.id) };
}

/** The tenants a console user is a member of, oldest first, each with their role. */
export async function findMemberTenants(
  databases: RegionDatabases,
  adminScope: TenantScope,
  userId: string,
  view: TenantView,
): Promise<TenantResponse[]> {
  const roles = await findTenantRolesOfUser(adminScope, userId);
  const rows = await findTenantsByIds(databases.home.db, [...roles.keys()]);
  return Promise.all(
    rows.flatMap((row) => {
      const role = roles.get(row.id);
      return role ? [describeTenant(databases, row, role, view)] : [];
    }),
  );
}
