import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { managementApiFixture, resourceFixture, scopeFixture } from './testing/resource-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

// Whole-console renders with typing are slow on a busy runner.
describe('API resources', { timeout: 20_000 }, () => {
  it('lists resources with the built-in Management API marked read-only', async () => {
    mockManagementApi({ 'GET /api/resources': { body: [managementApiFixture, resourceFixture()], total: 2 } });
    renderConsole('/default/api-resources');
    const row = (await screen.findByText('Management API')).closest('tr');
    expect(within(row as HTMLElement).getByTestId('read-only-badge')).toBeTruthy();
    expect(within(screen.getByText('Orders API').closest('tr') as HTMLElement).queryByTestId('read-only-badge')).toBeNull();
  });

  it('creates a resource and opens it; a taken indicator is shown on its field', async () => {
    let isTaken = true;
    const api = mockManagementApi({
      'GET /api/resources': { body: [], total: 0 },
      'POST /api/resources': () =>
        isTaken
          ? { status: 422, body: { message: 'The API identifier is in use.', code: 'resource.resource_identifier_in_use' } }
          : { status: 201, body: resourceFixture({ id: 'res9' }) },
      'GET /api/resources/res9': { body: resourceFixture({ id: 'res9' }) },
      'GET /api/resources/res9/scopes': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/api-resources/create');

    await userEvent.type(await screen.findByTestId('resource-create-name'), 'Orders API');
    await userEvent.type(screen.getByTestId('resource-create-indicator'), 'not a uri');
    await userEvent.click(screen.getByTestId('resource-create-submit'));
    expect(await screen.findByText(/Enter an absolute URI without a fragment/)).toBeTruthy();

    await userEvent.clear(screen.getByTestId('resource-create-indicator'));
    await userEvent.type(screen.getByTestId('resource-create-indicator'), 'https://api.example.com/orders');
    await userEvent.click(screen.getByTestId('resource-create-submit'));
    expect(await screen.findByText('The API identifier is in use.')).toBeTruthy();
    expect(screen.getByTestId('resource-create-indicator').getAttribute('aria-invalid')).toBe('true');

    isTaken = false;
    await userEvent.click(screen.getByTestId('resource-create-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/api-resources/res9/permissions'));
    expect(api.requestsTo('POST', '/api/resources').at(-1)?.body).toEqual({
      name: 'Orders API',
      indicator: 'https://api.example.com/orders',
      accessTokenTtl: 3600,
    });
  });

  it('rejects a permission name with a space before asking the server', async () => {
    const api = mockManagementApi({
      'GET /api/resources/res1': { body: resourceFixture() },
      'GET /api/resources/res1/scopes': { body: [scopeFixture()], total: 1 },
      'POST /api/resources/res1/scopes': { status: 201, body: scopeFixture({ id: 'scope2', name: 'write:orders' }) },
    });
    renderConsole('/default/api-resources/res1/permissions');

    await userEvent.click(await screen.findByTestId('scope-create-button'));
    await userEvent.type(screen.getByTestId('scope-create-name'), 'write orders');
    await userEvent.click(screen.getByTestId('scope-create-submit'));
    expect(await screen.findByText('Permission names cannot contain spaces.')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/resources/res1/scopes')).toHaveLength(0);

    await userEvent.clear(screen.getByTestId('scope-create-name'));
    await userEvent.type(screen.getByTestId('scope-create-name'), 'write:orders');
    await userEvent.type(screen.getByTestId('scope-create-description'), 'Change the orders');
    await userEvent.click(screen.getByTestId('scope-create-submit'));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/resources/res1/scopes')[0]?.body).toEqual({
        name: 'write:orders',
        description: 'Change the orders',
      }),
    );
  });

  it('keeps the Management API read-only', async () => {
    mockManagementApi({
      'GET /api/resources/mgmt': { body: managementApiFixture },
      'GET /api/resources/mgmt/scopes': { body: [scopeFixture({ id: 'all', name: 'all', resourceId: 'mgmt' })], total: 1 },
    });
    renderConsole('/default/api-resources/mgmt/general');

    expect(await screen.findByTestId('read-only-note')).toBeTruthy();
    expect((screen.getByTestId('resource-name-input') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('save-button')).toBeNull();
    expect(screen.queryByTestId('resource-delete-button')).toBeNull();

    await userEvent.click(screen.getByTestId('tab-permissions'));
    expect(await screen.findByText('all')).toBeTruthy();
    expect(screen.queryByTestId('scope-create-button')).toBeNull();
    expect(screen.queryByTestId('scope-delete-all')).toBeNull();
  });

  it('writes the guide with the issuer, JWKS and this API as the audience', async () => {
    mockManagementApi({
      'GET /api/resources/res1': { body: resourceFixture() },
      'GET /api/resources/res1/scopes': { body: [scopeFixture()], total: 1 },
    });
    renderConsole('/default/api-resources/res1/guide/express');
    const validate = await screen.findByTestId('guide-step-validate');
    await waitFor(() => expect(validate.textContent).toContain("requireScopes(\"read:orders\")"));
    expect(validate.textContent).toContain(`new URL("${window.location.origin}/oidc/jwks")`);
    expect(validate.textContent).toContain(`issuer: "${window.location.origin}/oidc"`);
    expect(validate.textContent).toContain('audience: "https://api.example.com/orders"');
  });
});
