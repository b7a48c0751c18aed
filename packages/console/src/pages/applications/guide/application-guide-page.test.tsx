import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { managementApiFixture, resourceFixture, scopeFixture } from '../../api-resources/testing/resource-fixture';
import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { applicationFixture } from '../testing/application-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('application guides', { timeout: 20_000 }, () => {
  it('writes the React guide with the issuer, client ID and redirect URI of the app', async () => {
    mockManagementApi({ 'GET /api/applications/app1': { body: applicationFixture() } });
    renderConsole('/default/applications/app1/guide/react');

    const configure = await screen.findByTestId('guide-step-configure');
    expect(configure.textContent).toContain(`authority: "${window.location.origin}/oidc"`);
    expect(configure.textContent).toContain('client_id: "app1"');
    expect(configure.textContent).toContain('redirect_uri: "https://shop.example.com/callback"');
    expect(screen.getAllByRole('button', { name: 'Copy code' }).length).toBeGreaterThan(0);
  });

  it('writes the client credentials request for an API resource and its scopes', async () => {
    mockManagementApi({
      'GET /api/applications/app1': { body: applicationFixture({ type: 'MachineToMachine' }) },
      'GET /api/resources': {
        body: [
          { ...managementApiFixture, scopes: [] },
          { ...resourceFixture(), scopes: [scopeFixture(), scopeFixture({ id: 's2', name: 'write:orders' })] },
        ],
        total: 2,
      },
    });
    renderConsole('/default/applications/app1/guide/client-credentials');

    const curl = await screen.findByTestId('guide-step-curl');
    await waitFor(() => expect(curl.textContent).toContain("'resource=https://api.example.com/orders'"));
    expect(curl.textContent).toContain(`curl -X POST '${window.location.origin}/oidc/token'`);
    expect(curl.textContent).toContain("-u 'app1:<your-app-secret>'");
    expect(curl.textContent).toContain("'scope=read:orders write:orders'");
  });

  it('calls a real Management API endpoint when the token is for the Management API', async () => {
    mockManagementApi({
      'GET /api/applications/app1': { body: applicationFixture({ type: 'MachineToMachine' }) },
      'GET /api/resources': { body: [{ ...managementApiFixture, scopes: [scopeFixture({ id: 'all', name: 'all' })] }], total: 1 },
    });
    renderConsole('/default/applications/app1/guide/client-credentials');

    const call = await screen.findByTestId('guide-step-call');
    // The indicator is an identifier only; nothing answers under it.
    await waitFor(() => expect(call.textContent).toContain(`fetch("${window.location.origin}/api/applications"`));
    expect(call.textContent).not.toContain('default.tessera.app/api/your-endpoint');
  });

  it('says so when the guide does not fit the application type', async () => {
    mockManagementApi({ 'GET /api/applications/app1': { body: applicationFixture({ type: 'SPA' }) } });
    renderConsole('/default/applications/app1/guide/express');
    expect(await screen.findByTestId('guide-not-found')).toBeTruthy();
  });
});
