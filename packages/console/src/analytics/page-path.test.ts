import { describe, expect, it } from 'vitest';

import { pagePathOf } from './page-path';

const match = (path: string | undefined, params: Record<string, string> = {}) => ({ route: { path }, params });

describe('pagePathOf', () => {
  it('replaces the tenant and record ids by their placeholders', () => {
    const params = { tenantId: 'default', id: 'k3j9x0app' };
    expect(
      pagePathOf([match(undefined), match(':tenantId', params), match(undefined), match('applications', params), match(':id', params), match('settings', params)]),
    ).toBe('/:tenantId/applications/:id/settings');
  });

  it('replaces every id of a nested path, whatever its param is called', () => {
    const params = { tenantId: 'default', hookId: 'h1', logId: 'l2' };
    expect(pagePathOf([match(':tenantId', params), match('webhooks', params), match(':hookId/recent-requests/:logId', params)])).toBe(
      '/:tenantId/webhooks/:hookId/recent-requests/:logId',
    );
  });

  it('keeps the values of params that name a screen, not a record', () => {
    const params = { tenantId: 'default', tokenType: 'access-token', action: 'create' };
    expect(pagePathOf([match(':tenantId', params), match('customize-jwt', params), match(':tokenType/:action', params)])).toBe(
      '/:tenantId/customize-jwt/access-token/create',
    );
  });

  it('reports what a splat matched as *, so a mistyped address never leaks into the report', () => {
    expect(pagePathOf([match('profile/*', { '*': 'change-email/jane@example.com' })])).toBe('/profile/*');
  });

  it('reports the root as /', () => {
    expect(pagePathOf([match(undefined)])).toBe('/');
  });
});
