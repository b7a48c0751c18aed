import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testUser } from '../../test/fake-auth-client';
import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { testTenant } from '../../test/test-tenant';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A user who went through the onboarding, so `/` opens their tenants. */
const onboardedUser = { ...testUser, customData: { onboarding: { isOnboardingDone: true } } };

// Whole-console renders load lazy pages; a busy runner needs more than the default 5 s.
describe('/ in cloud', { timeout: 20_000 }, () => {
  it("opens the user's first tenant", async () => {
    mockManagementApi({
      'GET /t/admin/api/tenants': { body: [testTenant({ id: 'abc123' }), testTenant({ id: 'xyz789' })] },
      'GET /t/admin/api/tenants/abc123/members/u1/scopes': { body: [{ name: 'read:data' }] },
      'GET /api/.well-known/endpoints/abc123': { body: { user: 'http://localhost/t/abc123' } },
    });
    const { router } = renderConsole('/', { edition: 'cloud', user: onboardedUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/abc123/get-started'));
  });

  it('shows a user without tenants the landing placeholder, whose button creates one and opens it', async () => {
    const created = testTenant({ id: 'new001', name: 'My project' });
    let tenants: unknown[] = [];
    const api = mockManagementApi({
      'GET /t/admin/api/tenants': () => ({ body: tenants }),
      'GET /t/admin/api/invitations': { body: [] },
      'POST /t/admin/api/tenants': () => {
        tenants = [created];
        return { body: created };
      },
      'GET /t/admin/api/tenants/new001/members/u1/scopes': { body: [{ name: 'read:data' }] },
      'GET /api/.well-known/endpoints/new001': { body: { user: 'http://localhost/t/new001' } },
    });
    const { router } = renderConsole('/', { edition: 'cloud', user: onboardedUser });
    const landing = await screen.findByTestId('tenant-landing');
    expect(within(landing).getByRole('heading', { name: 'Create your first tenant' })).toBeDefined();

    const user = userEvent.setup();
    await user.click(within(landing).getByRole('button', { name: 'Create tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create tenant' });
    await user.click(within(dialog).getByRole('button', { name: 'Create tenant' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/new001/));
    expect(api.requestsTo('POST', '/t/admin/api/tenants').map(({ body }) => body)).toEqual([
      { name: 'My project', regionName: 'EU', tag: 'development' },
    ]);
  });

  it('sends a user who has not finished onboarding to its welcome step, even with tenants', async () => {
    mockManagementApi({
      'GET /t/admin/api/tenants': { body: [testTenant({ id: 'abc123' })] },
      'GET /api/.well-known/endpoints/abc123': { body: { user: 'http://localhost/t/abc123' } },
    });
    const { router } = renderConsole('/', { edition: 'cloud' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/welcome'));
    expect(await screen.findByTestId('onboarding-welcome', undefined, { timeout: 15_000 })).toBeDefined();
  });

  it('lists pending invitations with Join, then "or" and creating a tenant, for a user without tenants', async () => {
    mockManagementApi({
      'GET /t/admin/api/tenants': { body: [] },
      'GET /t/admin/api/invitations': {
        body: [
          {
            id: 'inv1',
            organizationId: 't-team01',
            tenantId: 'team01',
            tenantName: 'Team space',
            tenantTag: 'production',
            invitee: 'ada@example.com',
            status: 'Pending',
            role: 'collaborator',
            expiresAt: Date.now() + 3_600_000,
          },
        ],
      },
    });
    const { router } = renderConsole('/', { edition: 'cloud', user: onboardedUser });
    const landing = await screen.findByTestId('invitation-landing');
    expect(screen.getByText('or')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Create a new tenant' })).toBeDefined();
    await userEvent.setup().click(within(landing).getByRole('button', { name: 'Join Team space' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accept/inv1'));
  });
});
