import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomDomainResponse } from '@tessera/schemas';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestQueryClient, TestProviders } from '../../../test/render-console';
import DomainsTab from './domains-tab';

interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const pendingDomain = (domain: string): CustomDomainResponse => ({
  id: 'dom1',
  domain,
  status: 'PendingVerification',
  errorMessage: null,
  dnsRecords: [
    { name: domain, type: 'CNAME', value: 'edge.tessera.example' },
    { name: `_tessera-challenge.${domain}`, type: 'TXT', value: 'proof-of-ownership-token' },
  ],
  createdAt: 1_700_000_000_000,
});

/** The tab of tenant `abc123`; the Management API keeps `domains`, answers `refusal` to a POST if set. */
const renderTab = async (initial: CustomDomainResponse[] = [], refusal?: { status: number; code: string }) => {
  let domains = initial;
  const writes: SentRequest[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      return json(domains);
    }
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    writes.push({ method, path: pathname, body });
    if (method === 'DELETE') {
      domains = [];
      return new Response(null, { status: 204 });
    }
    if (refusal) {
      return json({ code: refusal.code, message: 'refused' }, refusal.status);
    }
    const created = pendingDomain((body as { domain: string }).domain);
    domains = [created];
    return json(created, 201);
  });
  const router = createMemoryRouter([{ path: '/:tenantId/tenant-settings/domains', element: <DomainsTab /> }], {
    initialEntries: ['/abc123/tenant-settings/domains'],
  });
  render(
    <TestProviders queryClient={createTestQueryClient({ edition: 'cloud' })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await screen.findByTestId('domains-tab');
  return { writes, user: userEvent.setup() };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DomainsTab', () => {
  it('adds a domain, lower-cased, then shows its status and the DNS records to create', async () => {
    const { writes, user } = await renderTab();
    await user.type(screen.getByRole('textbox', { name: /Domain/ }), ' Login.Acme.com ');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));

    await waitFor(() => expect(writes).toEqual([{ method: 'POST', path: '/t/abc123/api/domains', body: { domain: 'login.acme.com' } }]));
    expect((await screen.findByTestId('domain-name')).textContent).toBe('login.acme.com');
    expect(screen.getByTestId('domain-status').textContent).toBe('Verifying DNS');
    const rows = within(screen.getByTestId('dns-records')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['CNAME', 'login.acme.com', 'edge.tessera.example'],
      ['TXT', '_tessera-challenge.login.acme.com', 'proof-of-ownership-token'],
    ]);
  });

  it('refuses what is not a host name without calling the API', async () => {
    const { writes, user } = await renderTab();
    const input = screen.getByRole('textbox', { name: /Domain/ });
    await user.type(input, 'https://login.acme.com/path');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(writes).toEqual([]);
  });

  it('shows the server\'s refusal on the field', async () => {
    const { user } = await renderTab([], { status: 422, code: 'domain.hostname_already_exists' });
    const input = screen.getByRole('textbox', { name: /Domain/ });
    await user.type(input, 'login.acme.com');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByTestId('domain-card')).toBeNull();
  });

  it('explains an Error status with the checker\'s message', async () => {
    await renderTab([{ ...pendingDomain('login.acme.com'), status: 'Error', errorMessage: 'TXT record not found' }]);
    const hint = await screen.findByTestId('domain-status-hint');
    expect(hint.getAttribute('role')).toBe('alert');
    expect(hint.textContent).toContain('TXT record not found');
  });

  it('deletes the domain only after confirmation, then offers the form again', async () => {
    const { writes, user } = await renderTab([{ ...pendingDomain('login.acme.com'), status: 'Active' }]);
    await user.click(await screen.findByRole('button', { name: 'Delete domain' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete login.acme.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete domain' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete login.acme.com?' });
    await user.click(within(again).getByRole('button', { name: 'Delete domain' }));
    await waitFor(() => expect(writes).toEqual([{ method: 'DELETE', path: '/t/abc123/api/domains/dom1', body: undefined }]));
    expect(await screen.findByTestId('add-domain-form')).toBeDefined();
  });
});
