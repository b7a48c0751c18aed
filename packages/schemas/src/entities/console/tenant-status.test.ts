import { describe, expect, it } from 'vitest';

import { getTenantStatus } from './tenant-status';

const healthy = {
  isSuspended: false,
  openInvoices: [],
  usage: { activeUsers: 10, tokenUsage: 0 },
  quota: { mauLimit: 100, tokenLimit: null },
};
const invoice = { id: 'in_1', status: 'open' as const, amountDue: 1600 };

describe('tenant status', () => {
  it('is none for a healthy tenant', () => {
    expect(getTenantStatus(healthy)).toBeUndefined();
  });

  it('checks suspended, then overdue, then MAU', () => {
    const everything = {
      ...healthy,
      isSuspended: true,
      openInvoices: [invoice],
      usage: { activeUsers: 200, tokenUsage: 0 },
    };
    expect(getTenantStatus(everything)).toBe('suspended');
    expect(getTenantStatus({ ...everything, isSuspended: false })).toBe('overdue');
    expect(getTenantStatus({ ...everything, isSuspended: false, openInvoices: [] })).toBe(
      'mauExceeded',
    );
  });

  it('flags MAU at the limit, not below, and never without a limit', () => {
    expect(
      getTenantStatus({ ...healthy, usage: { activeUsers: 99, tokenUsage: 0 } }),
    ).toBeUndefined();
    expect(getTenantStatus({ ...healthy, usage: { activeUsers: 100, tokenUsage: 0 } })).toBe(
      'mauExceeded',
    );
    expect(
      getTenantStatus({
        ...healthy,
        usage: { activeUsers: 10 ** 6, tokenUsage: 0 },
        quota: { mauLimit: null, tokenLimit: null },
      }),
    ).toBeUndefined();
  });
});
