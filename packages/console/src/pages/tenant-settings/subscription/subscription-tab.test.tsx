import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testTenant } from '../../../test/test-tenant';
import { enterpriseTenant, freeTenant, renderTab, usage } from './subscription-tab-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SubscriptionTab', () => {
  it('shows the current plan, its price from cents and the end of the period', async () => {
    renderTab(
      freeTenant,
      usage({ mauLimit: 50_000, tokenLimit: 500_000 }, { mauLimit: 10, tokenLimit: 0 }),
    );
    expect((await screen.findByTestId('current-plan-name')).textContent).toBe('Free');
    expect((await screen.findByTestId('current-plan-price')).textContent).toBe('$0.00 per month');
    expect(screen.getByTestId('current-plan-renewal').textContent).toBe(
      'The current period ends on Dec 1, 2026.',
    );
  });

  it('shows free tenants only the MAU and token cards, with rounded percentages and the exceeded flag', async () => {
    renderTab(
      freeTenant,
      usage(
        { mauLimit: 50_000, tokenLimit: 500_000, applicationsLimit: 3 },
        { mauLimit: 16_667, tokenLimit: 500_000, applicationsLimit: 1 },
      ),
    );
    const mau = await screen.findByTestId('usage-card-mauLimit');
    expect(within(mau).getByTestId('usage-card-mauLimit-figure').textContent).toBe(
      '16,667 of 50,000',
    );
    expect(within(mau).getByTestId('usage-card-mauLimit-percent').textContent).toBe('33% used');
    expect(within(mau).queryByText('Quota exceeded')).toBeNull();
    const tokens = screen.getByTestId('usage-card-tokenLimit');
    expect(within(tokens).getByText('Quota exceeded')).toBeTruthy();
    expect(within(tokens).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByTestId('usage-card-applicationsLimit')).toBeNull();
    expect(screen.getByTestId('usage-tip')).toBeTruthy();
  });

  it('shows enterprise tenants every card: no quota for a 0 organization limit, feature states, no usage tip', async () => {
    renderTab(
      enterpriseTenant,
      usage(
        {
          mauLimit: 0,
          tokenLimit: null,
          organizationsLimit: 0,
          applicationsLimit: 10,
          mfaEnabled: true,
          customJwtEnabled: true,
        },
        {
          mauLimit: 1200,
          tokenLimit: 40,
          organizationsLimit: 7,
          applicationsLimit: 4,
          mfaEnabled: true,
          customJwtEnabled: false,
        },
      ),
    );
    const organizations = await screen.findByTestId('usage-card-organizationsLimit');
    expect(
      within(organizations).getByTestId('usage-card-organizationsLimit-figure').textContent,
    ).toBe('7 (no quota)');
    expect(within(organizations).queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('usage-card-mauLimit-figure').textContent).toBe('1,200 (no quota)');
    expect(screen.getByTestId('usage-card-applicationsLimit-percent').textContent).toBe('40% used');
    expect(screen.getByTestId('usage-card-mfaEnabled-state').textContent).toBe('Active');
    expect(screen.getByTestId('usage-card-customJwtEnabled-state').textContent).toBe('Inactive');
    expect(screen.queryByTestId('usage-tip')).toBeNull();
  });

  it('is not found for collaborators', async () => {
    renderTab(freeTenant, usage({}, {}), 'collaborator');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('is not found for a development tenant, even for its admin', async () => {
    renderTab(testTenant({ id: 'abc123' }), usage({}, {}));
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
