import { describe, expect, it } from 'vitest';

import { resolveTenantPath } from './tenant-path';

describe('resolveTenantPath', () => {
  it('reads a path-based tenant, as the console sign-in uses', () => {
    expect(resolveTenantPath('/t/admin/first-admin')).toEqual({
      prefix: '/t/admin',
      apiBase: '/t/admin/api',
    });
    expect(resolveTenantPath('/t/k2x9q/sign-in/password')).toEqual({
      prefix: '/t/k2x9q',
      apiBase: '/t/k2x9q/api',
    });
    expect(resolveTenantPath('/t/admin').prefix).toBe('/t/admin');
  });

  it('uses the root for the default tenant', () => {
    expect(resolveTenantPath('/sign-in')).toEqual({ prefix: '', apiBase: '/api' });
    expect(resolveTenantPath('/')).toEqual({ prefix: '', apiBase: '/api' });
  });

  it('does not mistake look-alike paths for a tenant', () => {
    expect(resolveTenantPath('/terms/t/admin').prefix).toBe('');
    expect(resolveTenantPath('/t/').prefix).toBe('');
    expect(resolveTenantPath('/tenants/admin').prefix).toBe('');
  });
});
