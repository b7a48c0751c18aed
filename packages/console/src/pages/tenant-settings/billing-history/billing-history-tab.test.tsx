import { render, screen, within } from '@testing-library/react';
import type { Invoice, TenantResponse } from '@tessera/schemas';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuth } from '../../../auth/auth-context';
import { mockManagementApi, type MockAnswer } from '../../../test/management-api-mock';
import { createTestQueryClient, TestProviders } from '../../../test/render-console';
import { cloudMemberRoutes, testTenant } from '../../../test/test-tenant';
import BillingHistoryTab from './billing-history-tab';

const proTenant = testTenant({ id: 'abc123', tag: 'production', planId: 'pro', planName: 'Pro' });

const invoices: Invoice[] = [
  {
    id: 'in_2',
    status: 'paid',
    amountDue: 1600,
    createdAt: Date.UTC(2026, 10, 1, 12),
    planName: 'Pro',
    hostedInvoiceUrl: 'https://pay.example/invoices/in_2',
  },
  { id: 'in_1', status: 'open', amountDue: 123_456, periodStart: '2026-10-01T12:00:00.000Z', planName: null, currency: 'eur' },
];

const SignedIn = ({ children }: { children: ReactNode }) => (useAuth().status === 'signed-in' ? children : null);

const renderTab = (tenant: TenantResponse, answer: MockAnswer = { body: { invoices } }) => {
  const api = mockManagementApi({
    ...cloudMemberRoutes(tenant),
    'GET /t/admin/api/tenants/abc123/invoices': answer,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/:tenantId/tenant-settings/billing-history',
        element: (
          <SignedIn>
            <BillingHistoryTab />
          </SignedIn>
        ),
      },
    ],
    { initialEntries: ['/abc123/tenant-settings/billing-history'] },
  );
  render(
    <TestProviders queryClient={createTestQueryClient({ edition: 'cloud' })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return api;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BillingHistoryTab', () => {
  it('lists the invoices: date, plan, amount from cents in their currency, status and a link to each', async () => {
    renderTab(proTenant);
    await screen.findByText('$16.00');
    const table = screen.getByRole('table', { name: 'Invoices' });
    const [, paid, open] = within(table).getAllByRole('row');
    expect(within(paid!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Nov 1, 2026',
      'Pro',
      '$16.00',
      'Paid',
      'View invoice',
    ]);
    expect(within(paid!).getByRole('link', { name: /View invoice/ }).getAttribute('href')).toBe(
      'https://pay.example/invoices/in_2',
    );
    expect(within(paid!).getByRole('link', { name: /View invoice/ }).getAttribute('target')).toBe('_blank');
    expect(within(open!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Oct 1, 2026',
      '-',
      '€1,234.56',
      'Open',
      '',
    ]);
  });

  it('says when there are no invoices yet', async () => {
    renderTab(proTenant, { body: { invoices: [] } });
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows skeleton rows while the invoices load', async () => {
    renderTab(proTenant, { body: { invoices } });
    expect((await screen.findAllByTestId('table-skeleton-row')).length).toBeGreaterThan(0);
    expect(await screen.findByText('$16.00')).toBeTruthy();
  });

  it('is not found for collaborators, and asks nothing about invoices', async () => {
    const api = renderTab({ ...proTenant, role: 'collaborator' });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(api.requestsTo('GET', '/t/admin/api/tenants/abc123/invoices')).toHaveLength(0);
  });

  it('is not found for a development tenant', async () => {
    renderTab(testTenant({ id: 'abc123' }));
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
