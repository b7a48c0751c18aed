import { render, screen } from '@testing-library/react';
import type { TenantResponse } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { testTenant } from '../../test/test-tenant';
import { TenantStatusTag } from './tenant-status-tag';

const invoice = { id: 'in_1', status: 'open' as const, amountDue: 1200 };

const renderTag = (tenant: TenantResponse) =>
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <span data-testid="holder">
        <TenantStatusTag tenant={tenant} />
      </span>
    </TestProviders>,
  );

describe('TenantStatusTag', () => {
  it('says suspended first, then overdue, then MAU exceeded', async () => {
    const everything = { isSuspended: true, openInvoices: [invoice], usage: { activeUsers: 100, tokenUsage: 0 } };
    const { unmount } = renderTag(testTenant(everything));
    expect((await screen.findByTestId('tenant-status-suspended')).textContent).toBe('Suspended');
    unmount();

    const overdue = renderTag(testTenant({ ...everything, isSuspended: false }));
    expect((await screen.findByTestId('tenant-status-overdue')).textContent).toBe('Overdue');
    overdue.unmount();

    renderTag(testTenant({ ...everything, isSuspended: false, openInvoices: [] }));
    expect((await screen.findByTestId('tenant-status-mauExceeded')).textContent).toBe('MAU exceeded');
  });

  it('shows nothing for a healthy tenant or one without a MAU limit', async () => {
    const { unmount } = renderTag(testTenant({ usage: { activeUsers: 99, tokenUsage: 0 } }));
    expect((await screen.findByTestId('holder')).textContent).toBe('');
    unmount();
    renderTag(testTenant({ usage: { activeUsers: 5000, tokenUsage: 0 }, quota: { mauLimit: null, tokenLimit: null } }));
    expect((await screen.findByTestId('holder')).textContent).toBe('');
  });
});
