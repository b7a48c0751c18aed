import { collaboratorPermissions, tenantPermissions, type TenantResponse } from '@tessera/schemas';

/** A tenant as `GET /api/tenants` answers it, its caller an admin unless overridden. */
export const testTenant = (overrides: Partial<TenantResponse> = {}): TenantResponse => ({
  id: 'abc123',
  name: 'My project',
  tag: 'development',
  indicator: 'http://localhost:3000/t/abc123',
  subscription: {
    status: 'active',
    planId: 'dev',
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    isEnterprisePlan: false,
    isAddOnAvailable: false,
  },
  usage: { activeUsers: 0, tokenUsage: 0 },
  quota: { mauLimit: 100, tokenLimit: null },
  openInvoices: [],
  isSuspended: false,
  planId: 'dev',
  planName: 'Development',
  regionName: 'EU',
  createdAt: 1_700_000_000_000,
  role: 'admin',
  ...overrides,
});

/**
 * What a cloud tenant page asks the cloud API before it shows (the tenant access guard): the
 * tenant list with `tenant`, and the signed-in member's permissions there for their role.
 */
export const cloudMemberRoutes = (tenant: TenantResponse = testTenant(), userId = 'u1') => ({
  'GET /t/admin/api/tenants': { body: [tenant] },
  [`GET /t/admin/api/tenants/${tenant.id}/members/${userId}/scopes`]: {
    body: (tenant.role === 'admin' ? tenantPermissions : collaboratorPermissions).map((name) => ({ name })),
  },
});
