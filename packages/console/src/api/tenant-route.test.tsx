import { tenantPermissions } from '@tessera/schemas';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testUser } from '../test/fake-auth-client';
import { mockManagementApi } from '../test/management-api-mock';
import { renderConsole } from '../test/render-console';
import { testTenant } from '../test/test-tenant';

const onboardedUser = { ...testUser, customData: { onboarding: { isOnboardingDone: true } } };

const authorizationOf = (fetch: ReturnType<typeof mockManagementApi>['fetch'], pathname: string) => {
  const call = fetch.mock.calls.find(([input]) => new URL(String(input)).pathname === pathname);
  return new Headers(call?.[1]?.headers).get('authorization') ?? '';
};

const claimsOf = (authorization: string) =>
  JSON.parse(atob((authorization.split(' ')[1] ?? '').split('.')[1] ?? '')) as { aud?: string };

afterEach(() => {
  vi.restoreAllMocks();
});

// Whole-console renders load lazy pages; a busy runner needs more than the default 5 s.
describe('calls of a cloud tenant page', { timeout: 20_000 }, () => {
  it('go to that tenant with the organization token of its membership, the user\'s own to the console\'s tenant', async () => {
    const api = mockManagementApi({
      'GET /t/admin/api/tenants': { body: [testTenant({ id: 'abc123' })] },
      'GET /t/admin/api/tenants/abc123/members/u1/scopes': { body: tenantPermissions.map((name) => ({ name })) },
      'GET /api/.well-known/endpoints/abc123': { body: { user: 'http://localhost/t/abc123' } },
      'GET /t/abc123/api/roles': { body: [], total: 0 },
    });
    renderConsole('/abc123/roles', { edition: 'cloud', user: onboardedUser });

    await waitFor(() => expect(api.requestsTo('GET', '/t/abc123/api/roles').length).toBeGreaterThan(0));
    expect(await screen.findByText(/No roles/i)).toBeDefined();
    const paths = api.requests.map(({ url }) => url.pathname);
    expect(paths).toContain('/t/abc123/api/roles');
    expect(paths).not.toContain('/api/roles');
    expect(claimsOf(authorizationOf(api.fetch, '/t/abc123/api/roles')).aud).toBe('urn:tessera:organization:t-abc123');
    // What the console asks about the server stays where it signed in.
    expect(api.requests.some(({ url }) => url.pathname === '/t/abc123/api/.well-known/endpoints/abc123')).toBe(false);
  });
});
