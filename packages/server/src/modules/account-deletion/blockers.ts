import {
  accountDeletionBlockerCodes,
  type AccountDeletionBlocker,
  type AccountDeletionBlockerCode,
  type AccountDeletionCheck,
  type TenantResponse,
} from '@tessera/schemas';
import { systemPlanIds } from '../subscriptions/plan-catalogue.js';

/** What the check reads of a tenant: the tenant response, so billing facts added there count here. */
export type DeletionTenant = Pick<TenantResponse, 'id' | 'name' | 'role' | 'planId' | 'subscription' | 'openInvoices'>;

/** Plans that cost nothing: leaving a tenant on them behind loses no one money (spec 001 §8). */
const unpaidPlanIds: ReadonlySet<string> = new Set([systemPlanIds.free, systemPlanIds.development]);

/** The blockers one tenant raises. */
export function tenantBlockerCodes(tenant: DeletionTenant): AccountDeletionBlockerCode[] {
  const codes: AccountDeletionBlockerCode[] = [];
  if (!unpaidPlanIds.has(tenant.planId)) {
    codes.push('paid_plan');
  }
  if (tenant.subscription.status !== 'active') {
    codes.push('subscription_status');
  }
  if (tenant.openInvoices.length > 0) {
    codes.push('open_invoice');
  }
  return codes;
}

/**
 * What deleting the account would do with these tenants (the user's, with their role): the
 * tenants they administer are deleted, the others left (spec 000 §4.9). Only tenants to delete
 * can block: a tenant the user merely leaves keeps its billing with its admins.
 */
export function planAccountDeletion(tenants: readonly DeletionTenant[]): AccountDeletionCheck {
  const toDelete = tenants.filter((tenant) => tenant.role === 'admin');
  const blockers: AccountDeletionBlocker[] = [];
  for (const tenant of toDelete) {
    for (const code of tenantBlockerCodes(tenant)) {
      const ref = { id: tenant.id, name: tenant.name };
      const blocker = blockers.find((each) => each.code === code);
      if (blocker) {
        blocker.tenants.push(ref);
      } else {
        blockers.push({ code, tenants: [ref] });
      }
    }
  }
  const rank = (code: AccountDeletionBlockerCode) => accountDeletionBlockerCodes.indexOf(code);
  return {
    blockers: blockers.toSorted((a, b) => rank(a.code) - rank(b.code)),
    tenantsToDelete: toDelete.map(({ id, name }) => ({ id, name })),
    tenantsToLeave: tenants.filter((tenant) => tenant.role !== 'admin').map(({ id, name }) => ({ id, name })),
  };
}
