import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { testTenant } from '../../test/test-tenant';
import { Topbar } from '../topbar/topbar';

const tenants = [
  testTenant({ id: 'abc123', name: 'My project', tag: 'development' }),
  testTenant({ id: 'xyz789', name: 'Shop', tag: 'production', role: 'collaborator' }),
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The cloud topbar inside tenant `abc123`, the cloud API answering with `answers` in turn. */
const renderCloudTopbar = async (...answers: unknown[]) => {
  const fetchSpy = vi.spyOn(window, 'fetch');
  for (const answer of [tenants, ...answers]) {
    fetchSpy.mockResolvedValueOnce(json(answer));
  }
  const router = createMemoryRouter([{ path: '/:tenantId/*', element: <Topbar /> }], { initialEntries: ['/abc123/users'] });
  render(
    <TestProviders queryClient={createTestQueryClient({ edition: 'cloud' })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const trigger = await screen.findByTestId('tenant-selector');
  await waitFor(() => expect(trigger.getAttribute('aria-label')).toBe('Switch tenant, current: My project'));
  return { router, trigger, fetchSpy, user: userEvent.setup() };
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

  it('lists the tenants with their tags, checks the current one and switches by keyboard', async () => {
    const { trigger, router, user } = await renderCloudTopbar();
    trigger.focus();
    await user.keyboard('{Enter}');

    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['My projectDevelopment', 'ShopProduction']);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'false']);

    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/xyz789'));
  });

  it('creates a tenant from the menu and switches to it', async () => {
    const created = testTenant({ id: 'new001', name: 'Store', tag: 'production', regionName: 'US' });
    const { trigger, router, user, fetchSpy } = await renderCloudTopbar(created, [...tenants, created]);
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

    await waitFor(() => expect(router.state.location.pathname).toBe('/new001'));
    const [url, init] = fetchSpy.mock.calls[1] as [URL, RequestInit];
    expect([init.method, url.pathname]).toEqual(['POST', '/t/admin/api/tenants']);
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Store', regionName: 'US', tag: 'production' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a blank or too long name before calling the API', async () => {
    const { trigger, user, fetchSpy } = await renderCloudTopbar();
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
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

