import { tenantPermissions } from '@tessera/schemas';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testUser } from '../test/fake-auth-client';
import { mockManagementApi } from '../test/management-api-mock';
import { renderConsole } from '../test/render-console';
import { testTenant } from '../test/test-tenant';
import { tenantQueryKeyHash } from './tenant-query-scope';

const onboardedUser = { ...testUser, customData: { onboarding: { isOnboardingDone: true } } };
const role = (id: string, name: string) => ({ id, name, description: `${name} role`, type: 'User', isDefault: false });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tenantQueryKeyHash', () => {
  it('tells tenants apart on tenant data only', () => {
    expect(tenantQueryKeyHash(['roles', 'list'], 'aaa111')).not.toBe(tenantQueryKeyHash(['roles', 'list'], 'bbb222'));
    expect(tenantQueryKeyHash(['me', 'user'], 'aaa111')).toBe(tenantQueryKeyHash(['me', 'user'], 'bbb222'));
    expect(tenantQueryKeyHash(['well-known', 'endpoint', 'x'], 'aaa111')).toBe(tenantQueryKeyHash(['well-known', 'endpoint', 'x'], undefined));
    expect(tenantQueryKeyHash(['tenants', 'list'], 'aaa111')).toBe(tenantQueryKeyHash(['tenants', 'list'], 'bbb222'));
  });
});

// Whole-console renders load lazy pages; a busy runner needs more than the default 5 s.
describe('switching tenant', { timeout: 20_000 }, () => {
  it('reads the new tenant’s data instead of showing the previous tenant’s, and keeps each tenant’s own', async () => {
    const api = mockManagementApi({
      'GET /t/admin/api/tenants': { body: [testTenant({ id: 'aaa111', name: 'Alpha' }), testTenant({ id: 'bbb222', name: 'Beta' })] },
      'GET /t/admin/api/tenants/aaa111/members/u1/scopes': { body: tenantPermissions.map((name) => ({ name })) },
      'GET /t/admin/api/tenants/bbb222/members/u1/scopes': { body: tenantPermissions.map((name) => ({ name })) },
      'GET /api/.well-known/endpoints/aaa111': { body: { user: 'http://localhost/t/aaa111' } },
      'GET /api/.well-known/endpoints/bbb222': { body: { user: 'http://localhost/t/bbb222' } },
      'GET /t/aaa111/api/roles': { body: [role('r1', 'alpha-editor')], total: 1 },
      'GET /t/bbb222/api/roles': { body: [role('r2', 'beta-viewer')], total: 1 },
    });
    const { router } = renderConsole('/aaa111/roles', { edition: 'cloud', user: onboardedUser });
    expect(await screen.findByText('alpha-editor')).toBeDefined();

    // Same page, same query key from the roles hooks: only the tenant in the path changes.
    await act(() => router.navigate('/bbb222/roles'));
    expect(await screen.findByText('beta-viewer')).toBeDefined();
    expect(screen.queryByText('alpha-editor')).toBeNull();
    expect(api.requestsTo('GET', '/t/bbb222/api/roles')).toHaveLength(1);

    // Back on the first tenant: its own roles, never the second tenant's.
    await act(() => router.navigate('/aaa111/roles'));
    expect(await screen.findByText('alpha-editor')).toBeDefined();
    expect(screen.queryByText('beta-viewer')).toBeNull();
    // The user is the same on every tenant: read once.
    await waitFor(() => expect(api.requestsTo('GET', '/api/me').length).toBeLessThanOrEqual(1));
  });
});
