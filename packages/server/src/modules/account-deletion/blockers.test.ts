import type { TenantResponse } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { planAccountDeletion, tenantBlockerCodes, type DeletionTenant } from './blockers.js';

const subscription: TenantResponse['subscription'] = {
  status: 'active',
  planId: 'free',
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  isEnterprisePlan: false,
  isAddOnAvailable: false,
};

const tenant = (id: string, changes: Partial<DeletionTenant> = {}): DeletionTenant => ({
  id,
  name: `Tenant ${id}`,
  role: 'admin',
  planId: 'free',
  subscription,
  openInvoices: [],
  ...changes,
});

const openInvoice = { id: 'in_1', status: 'open' as const, amountDue: 1600 };

describe('account deletion blockers', () => {
  it('lets free and development tenants go', () => {
    expect(tenantBlockerCodes(tenant('a'))).toEqual([]);
    expect(tenantBlockerCodes(tenant('b', { planId: 'dev' }))).toEqual([]);
  });

  it('blocks on a paid plan, a subscription that is not active and an open invoice', () => {
    expect(tenantBlockerCodes(tenant('a', { planId: 'pro' }))).toEqual(['paid_plan']);
    expect(tenantBlockerCodes(tenant('b', { subscription: { ...subscription, status: 'past_due' } }))).toEqual([
      'subscription_status',
    ]);
    expect(tenantBlockerCodes(tenant('c', { openInvoices: [openInvoice] }))).toEqual(['open_invoice']);
  });

  it('checks only the tenants to delete, grouping the tenants under each blocker', () => {
    const plan = planAccountDeletion([
      tenant('a', { openInvoices: [openInvoice] }),
      tenant('b', { planId: 'pro', openInvoices: [openInvoice] }),
      tenant('c'),
      // Left, not deleted: its billing stays with its admins.
      tenant('d', { role: 'collaborator', planId: 'enterprise', openInvoices: [openInvoice] }),
    ]);
    expect(plan.blockers).toEqual([
      { code: 'paid_plan', tenants: [{ id: 'b', name: 'Tenant b' }] },
      { code: 'open_invoice', tenants: [{ id: 'a', name: 'Tenant a' }, { id: 'b', name: 'Tenant b' }] },
    ]);
    expect(plan.tenantsToDelete.map(({ id }) => id)).toEqual(['a', 'b', 'c']);
    expect(plan.tenantsToLeave).toEqual([{ id: 'd', name: 'Tenant d' }]);
  });

  it('has nothing to say about a user without tenants', () => {
    expect(planAccountDeletion([])).toEqual({ blockers: [], tenantsToDelete: [], tenantsToLeave: [] });
  });
});
