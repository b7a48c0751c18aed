import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { testTenant } from '../../test/test-tenant';

const pathnameOf = (router: ReturnType<typeof renderConsole>['router']) => router.state.location.pathname;

// Whole-console renders load lazy pages; a busy runner needs more than the default 5 s.
describe('console routes', { timeout: 20_000 }, () => {
  it('sends / to the default tenant and on to its first sidebar item, replacing history', async () => {
    const { router } = renderConsole('/');
    await waitFor(() => expect(pathnameOf(router)).toBe('/default/get-started'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started' })).toBeTruthy();
    expect(document.title).toBe('Get started - Tessera');
  });

  it('redirects /default to the first sidebar item', async () => {
    const { router } = renderConsole('/default');
    await waitFor(() => expect(pathnameOf(router)).toBe('/default/get-started'));
  });

  it('shows not found for another tenant in the open-source edition', async () => {
    const { router } = renderConsole('/other');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(pathnameOf(router)).toBe('/other');
  });

  it('serves a tenant the server knows in cloud', async () => {
    const api = mockManagementApi({
      'GET /api/.well-known/endpoints/abc123': { body: { user: 'http://localhost/t/abc123' } },
      'GET /t/admin/api/tenants': { body: [testTenant({ id: 'abc123' })] },
      'GET /t/admin/api/tenants/abc123/members/u1/scopes': { body: [{ name: 'read:data' }] },
    });
    const { router } = renderConsole('/abc123', { edition: 'cloud' });
    await waitFor(() => expect(pathnameOf(router)).toBe('/abc123/get-started'));
    expect(api.requestsTo('GET', '/api/.well-known/endpoints/abc123')).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('shows not found, not a console, for a tenant the server does not know in cloud', async () => {
    mockManagementApi({
      'GET /api/.well-known/endpoints/nope': {
        status: 404,
        body: { message: 'Tenant "nope" was not found.', code: 'tenant.not_found' },
      },
    });
    const { router } = renderConsole('/nope/users', { edition: 'cloud' });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByTestId('toast-error')).toBeNull();
    expect(pathnameOf(router)).toBe('/nope/users');
    vi.restoreAllMocks();
  });

  it('never serves the admin tenant, which holds console users', async () => {
    const api = mockManagementApi({ 'GET /api/.well-known/endpoints/admin': { body: { user: 'http://localhost/t/admin' } } });
    renderConsole('/admin', { edition: 'cloud' });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(api.requests).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('opens an application on its settings tab', async () => {
    mockManagementApi({
      'GET /api/applications/abc': {
        body: {
          id: 'abc',
          name: 'Billing job',
          description: null,
          type: 'MachineToMachine',
          oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
          customClientMetadata: {},
          protectedAppMetadata: null,
          customData: {},
          isThirdParty: false,
          createdAt: 0,
        },
      },
      'GET /api/applications/abc/secrets': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/applications/abc');
    await waitFor(() => expect(pathnameOf(router)).toBe('/default/applications/abc/settings'));
    await waitFor(() => expect(screen.getByTestId('tab-settings').getAttribute('aria-current')).toBe('page'));
    expect(screen.getByTestId('tab-roles').getAttribute('aria-current')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing job' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it.each([
    ['/default/api-resources/r1', '/default/api-resources/r1/permissions'],
    ['/default/sign-in-experience', '/default/sign-in-experience/branding'],
    ['/default/connectors', '/default/connectors/passwordless'],
    ['/default/enterprise-sso/s1', '/default/enterprise-sso/s1/connection'],
    ['/default/webhooks/w1', '/default/webhooks/w1/settings'],
    ['/default/users/u1', '/default/users/u1/settings'],
    ['/default/roles/r1', '/default/roles/r1/permissions'],
    ['/default/organization-template', '/default/organization-template/organization-roles'],
    ['/default/organization-template/organization-roles/o1', '/default/organization-template/organization-roles/o1/permissions'],
    ['/default/organizations/o1', '/default/organizations/o1/settings'],
  ])('redirects %s to its default tab', async (from, to) => {
    const { router } = renderConsole(from);
    await waitFor(() => expect(pathnameOf(router)).toBe(to));
  });

  it('shows not found inside the shell for unknown sections and tabs', async () => {
    renderConsole('/default/applications/abc/nope');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
    expect(document.title).toBe('Page not found - Tessera');
  });

  it('routes tenant settings only in cloud', async () => {
    mockManagementApi({
      'GET /api/.well-known/endpoints/t1': { body: { user: 'http://localhost/t/t1' } },
      'GET /t/admin/api/tenants': { body: [testTenant({ id: 't1', role: 'collaborator' })] },
      'GET /t/admin/api/tenants/t1/members/u1/scopes': { body: [{ name: 'read:data' }, { name: 'read:member' }] },
      'GET /t/admin/api/tenants/t1/members': { body: [] },
    });
    // A member without manage:tenant lands on the members tab.
    const cloud = renderConsole('/t1/tenant-settings', { edition: 'cloud' });
    await waitFor(() => expect(pathnameOf(cloud.router)).toBe('/t1/tenant-settings/members'));
    cloud.unmount();
    vi.restoreAllMocks();

    renderConsole('/default/tenant-settings');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('opens tenant settings on the settings tab for the tenant administrator', async () => {
    mockManagementApi({
      'GET /api/.well-known/endpoints/t1': { body: { user: 'http://localhost/t/t1' } },
      'GET /t/admin/api/tenants': { body: [testTenant({ id: 't1' })] },
      'GET /t/admin/api/tenants/t1/members/u1/scopes': { body: [{ name: 'manage:tenant' }, { name: 'read:member' }] },
    });
    const { router } = renderConsole('/t1/tenant-settings', { edition: 'cloud' });
    await waitFor(() => expect(pathnameOf(router)).toBe('/t1/tenant-settings/settings'));
    vi.restoreAllMocks();
  });

  it('renders create dialogs as routes over their list', async () => {
    renderConsole('/default/roles/create');
    expect(await screen.findByTestId('create-dialog')).toBeTruthy();
    // The list stays rendered under the dialog (hidden from assistive technology while it is open).
    expect(screen.getByRole('heading', { level: 1, name: 'Roles', hidden: true })).toBeTruthy();
  });

  it('shows the error page when a page fails to load', async () => {
    // React and the router log the caught error; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderConsole('/__internal__/import-error', { devFeaturesEnabled: true });
    expect(await screen.findByTestId('error-page')).toBeTruthy();
    expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('does not serve the import-error route without dev features in a production build', async () => {
    vi.stubEnv('DEV', false);
    renderConsole('/__internal__/import-error');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    vi.unstubAllEnvs();
  });

  it('serves the profile outside the tenant shell', async () => {
    renderConsole('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });
});
