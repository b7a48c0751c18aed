import { screen } from '@testing-library/react';
import { externalLinks } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { cloudMemberRoutes, testTenant } from '../../test/test-tenant';

const tenantRoutes = (isSuspended: boolean) => ({
  'GET /api/.well-known/endpoints/abc123': { body: { user: 'http://localhost/t/abc123' } },
  ...cloudMemberRoutes(testTenant({ id: 'abc123', tag: 'production', isSuspended })),
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('TenantShell', () => {
  it('shows only the suspended page for a suspended tenant, with an outline contact link', async () => {
    const api = mockManagementApi(tenantRoutes(true));
    renderConsole('/abc123/get-started', { edition: 'cloud' });

    expect(await screen.findByRole('heading', { level: 1, name: 'This tenant is suspended' })).toBeTruthy();
    const page = screen.getByTestId('tenant-suspended-page');
    expect(page.querySelectorAll('p')).toHaveLength(2);
    const contact = screen.getByRole('link', { name: 'Contact us' });
    expect(contact.getAttribute('href')).toBe(externalLinks.email);
    expect(contact.className).toMatch(/outline/);
    // No sidebar, no page, and no call to the suspended tenant's own API.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('Skip to main content')).toBeNull();
    expect(api.requests.some((request) => request.url.pathname.startsWith('/t/abc123/'))).toBe(false);
  });

  it('gives way to the suspended page when the tenant is suspended while its pages are open', async () => {
    let isSuspended = false;
    const refused = { status: 403, body: { code: 'tenant.suspended', message: 'This tenant is suspended.' } };
    mockManagementApi({
      ...tenantRoutes(false),
      'GET /t/admin/api/tenants': () => ({ body: [testTenant({ id: 'abc123', tag: 'production', isSuspended })] }),
      'GET /api/applications': () => {
        isSuspended = true;
        return refused;
      },
    });
    renderConsole('/abc123/get-started', { edition: 'cloud' });

    expect(await screen.findByTestId('tenant-suspended-page', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Skip to main content')).toBeNull();
  });

  it('shows the shell of a tenant that is not suspended', async () => {
    mockManagementApi(tenantRoutes(false));
    renderConsole('/abc123/get-started', { edition: 'cloud' });

    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toBeTruthy();
    expect(screen.queryByTestId('tenant-suspended-page')).toBeNull();
  });
});
