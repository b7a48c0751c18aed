import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { testTenant } from '../../test/test-tenant';
import { Topbar } from '../topbar/topbar';

const tenants = [
  testTenant({ id: 'abc123', name: 'My project', tag: 'development' }),
  testTenant({ id: 'xyz789', name: 'Shop', tag: 'production', role: 'collaborator', planId: 'pro', planName: 'Pro' }),
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const isInvitationsCall = (input: unknown) => String(input).includes('/api/invitations');

/** The plan selection's catalogue (SKUs and plans), answered by path rather than in turn. */
const catalogue: Record<string, unknown> = {
  '/t/admin/api/skus': [
    { id: 'free', name: 'Free', type: 'Basic', unitPrice: 0, quota: {} },
    { id: 'pro', name: 'Pro', type: 'Basic', unitPrice: 1600, quota: {} },
  ],
  '/t/admin/api/subscription-plans': [],
};
const catalogueAnswer = (input: unknown) => catalogue[new URL(String(input)).pathname];

/**
 * The cloud topbar inside tenant `abc123`: `GET /api/invitations` answers `pendingInvitations`,
 * the other cloud API calls `answers` in turn.
 */
const renderCloudTopbar = async (answersInTurn: unknown[] = [], pendingInvitations: unknown[] = []) => {
  const answers = [tenants, ...answersInTurn];
  const fetchSpy = vi
    .spyOn(window, 'fetch')
    .mockImplementation(async (input) =>
      json(isInvitationsCall(input) ? pendingInvitations : (catalogueAnswer(input) ?? answers.shift())),
    );
  const router = createMemoryRouter([{ path: '/:tenantId/*', element: <Topbar /> }], { initialEntries: ['/abc123/users'] });
  render(
    <TestProviders queryClient={createTestQueryClient({ edition: 'cloud' })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const trigger = await screen.findByTestId('tenant-selector');
  await waitFor(() => expect(trigger.getAttribute('aria-label')).toBe('Switch tenant, current: My project'));
  /** The calls other than the pending invitations'. */
  const tenantCalls = () =>
    fetchSpy.mock.calls.filter(([input]) => !isInvitationsCall(input) && catalogueAnswer(input) === undefined);
  return { router, trigger, tenantCalls, user: userEvent.setup() };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TenantSelector', () => {
  it('shows the current tenant with its environment tag', async () => {
    const { trigger } = await renderCloudTopbar();
    expect(trigger.textContent).toContain('My project');
    expect(within(trigger).getByTestId('current-tenant-tag').textContent).toBe('Development');
  });

  it('lists the tenants with their tags and plans, checks the current one and switches by keyboard', async () => {
    const { trigger, router, user } = await renderCloudTopbar();
    trigger.focus();
    await user.keyboard('{Enter}');

    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['My projectDevelopmentDevelopment', 'ShopProductionPro']);
    expect(within(items[1] as HTMLElement).getByTestId('tenant-plan-xyz789').textContent).toBe('Pro');
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'false']);

    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/xyz789'));
  });

  it('creates a tenant from the menu and switches to it', async () => {
    const created = testTenant({ id: 'new001', name: 'Store', tag: 'production', regionName: 'US' });
    // The plan cards read the tenant list again when they open (for the free-tenant cap).
    const { trigger, router, user, tenantCalls } = await renderCloudTopbar([tenants, created, [...tenants, created]]);
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Create tenant' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create tenant' });
    const name = within(dialog).getByRole('textbox', { name: /Tenant name/ });
    expect((name as HTMLInputElement).value).toBe('My project');
    expect(within(dialog).getByRole('radio', { name: /EU/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: /Development/ })).toHaveProperty('checked', true);

    await user.clear(name);
    await user.type(name, 'Store');
    await user.click(within(dialog).getByRole('radio', { name: /US/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Production/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create tenant' }));
    // A production tenant gets its plan first: Free creates it at once.
    const plans = await screen.findByRole('dialog', { name: 'Choose a plan' });
    await user.click(await within(plans).findByRole('button', { name: 'Choose Free' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/new001'));
    const [url, init] = tenantCalls().find(([, each]) => each?.method === 'POST') as [URL, RequestInit];
    expect(url.pathname).toBe('/t/admin/api/tenants');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Store', regionName: 'US', tag: 'production' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a blank or too long name before calling the API', async () => {
    const { trigger, user, tenantCalls } = await renderCloudTopbar();
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Create tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create tenant' });
    const name = within(dialog).getByRole('textbox', { name: /Tenant name/ });

    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create tenant' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));

    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(129));
    await user.click(within(dialog).getByRole('button', { name: 'Create tenant' }));
    expect(await within(dialog).findByText(/128/)).toBeDefined();
    expect(tenantCalls()).toHaveLength(1);
  });

  it('shows a red dot for pending invitations and lists each with Join, which opens the accept page', async () => {
    const invitation = {
      id: 'inv1',
      organizationId: 't-team01',
      tenantId: 'team01',
      tenantName: 'Team space',
      tenantTag: 'production',
      invitee: 'ada@example.com',
      status: 'Pending',
      role: 'collaborator',
      expiresAt: Date.now() + 3_600_000,
    };
    const { trigger, router, user } = await renderCloudTopbar([], [invitation]);
    expect(await screen.findByTestId('invitation-dot')).toBeDefined();
    await user.click(trigger);
    const join = await screen.findByRole('menuitem', { name: 'Join Team space' });
    expect(join.textContent).toContain('Join');
    await user.click(join);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accept/inv1'));
  });

  it('shows no dot without pending invitations', async () => {
    await renderCloudTopbar();
    expect(screen.queryByTestId('invitation-dot')).toBeNull();
  });
});
