import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantResponse } from '@tessera/schemas';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestQueryClient, TestProviders } from '../../../test/render-console';
import { testTenant } from '../../../test/test-tenant';
import TenantSettingsTab from './tenant-settings-tab';

interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The tab of tenant `abc123`; the cloud API keeps `tenants` and records the writes. */
const renderTab = async (role: TenantResponse['role'] = 'admin') => {
  let tenants = [testTenant({ id: 'abc123', name: 'My project', role }), testTenant({ id: 'xyz789', name: 'Shop' })];
  const writes: SentRequest[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      return json(tenants);
    }
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    writes.push({ method, path: pathname, body });
    const id = pathname.split('/').pop();
    if (method === 'DELETE') {
      tenants = tenants.filter((tenant) => tenant.id !== id);
      return new Response(null, { status: 204 });
    }
    tenants = tenants.map((tenant) => (tenant.id === id ? { ...tenant, ...(body as object) } : tenant));
    return json(tenants.find((tenant) => tenant.id === id));
  });
  const router = createMemoryRouter(
    [
      { path: '/:tenantId/tenant-settings/settings', element: <TenantSettingsTab /> },
      { path: '/:tenantId', element: <p>tenant home</p> },
    ],
    { initialEntries: ['/abc123/tenant-settings/settings'] },
  );
  render(
    <TestProviders queryClient={createTestQueryClient({ edition: 'cloud' })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /Tenant name/ });
  return { router, writes, name, user: userEvent.setup() };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TenantSettingsTab', () => {
  it('shows the tenant id with a copy button and the region read-only', async () => {
    await renderTab();
    expect(screen.getByTestId('tenant-id').textContent).toBe('abc123');
    expect(screen.getByRole('button', { name: 'Copy Tenant ID' })).toBeDefined();
    const region = screen.getByRole<HTMLInputElement>('textbox', { name: /Data region/ });
    expect([region.value, region.readOnly]).toEqual(['EU (Europe)', true]);
  });

  it('lets an admin change the name and the tag with the save bar', async () => {
    const { writes, name, user } = await renderTab();
    const save = screen.getByTestId('save-button');
    expect(save).toHaveProperty('disabled', true);

    await user.clear(name);
    await user.type(name, 'Storefront');
    await user.click(screen.getByRole('radio', { name: /Production/ }));
    await user.click(save);

    await waitFor(() => expect(writes).toEqual([{ method: 'PATCH', path: '/t/admin/api/tenants/abc123', body: { name: 'Storefront', tag: 'production' } }]));
    await waitFor(() => expect(screen.getByTestId('save-button')).toHaveProperty('disabled', true));
    expect(name.value).toBe('Storefront');
  });

  it('refuses a blank name without calling the API', async () => {
    const { writes, name, user } = await renderTab();
    await user.clear(name);
    await user.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(writes).toEqual([]);
  });

  it('shows a collaborator the settings read-only, without save bar or deletion', async () => {
    const { name } = await renderTab('collaborator');
    expect(screen.getByTestId('tenant-read-only').textContent).toBe('Only tenant admins can change these settings or delete the tenant.');
    expect(name.disabled).toBe(true);
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).disabled)).toEqual([true, true]);
    expect(screen.queryByTestId('save-button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete tenant' })).toHaveProperty('disabled', true);
  });

  it('deletes the tenant only once its name is typed, then goes to another tenant', async () => {
    const { writes, router, user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Delete tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete My project?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete tenant' });
    const typed = within(dialog).getByRole('textbox', { name: 'Type My project to confirm' });

    await user.type(typed, 'My projec');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(typed, 't');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/xyz789'));
    expect(writes).toEqual([{ method: 'DELETE', path: '/t/admin/api/tenants/abc123', body: undefined }]);
  });
});
