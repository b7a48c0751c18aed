import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import {
  oidcConnectorFixture,
  samlConnectorFixture,
  ssoConnectorRoutes,
  ssoProvidersFixture,
} from './testing/sso-connector-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

// Whole-console renders with typing are slow on a busy runner.
describe('enterprise SSO', { timeout: 20_000 }, () => {
  it('lists connectors with their provider and domains, asking for the page in the URL', async () => {
    const api = mockManagementApi({
      'GET /api/sso-connectors': {
        body: [oidcConnectorFixture(), samlConnectorFixture()],
        total: 42,
      },
    });
    renderConsole('/default/enterprise-sso?page=2');

    const table = await screen.findByTestId('sso-connectors-table');
    expect(await within(table).findByText('Acme workforce')).toBeTruthy();
    expect(within(table).getByText('acme.test')).toBeTruthy();
    expect(within(table).getByText('SAML')).toBeTruthy();
    expect(within(table).getByText('No email domains')).toBeTruthy();
    expect(api.requestsTo('GET', '/api/sso-connectors')[0]?.url.searchParams.get('page')).toBe('2');
  });

  it('says when there is no connector yet and offers to add one', async () => {
    mockManagementApi({ 'GET /api/sso-connectors': { body: [], total: 0 } });
    renderConsole('/default/enterprise-sso');

    expect(await screen.findByText('No enterprise connectors yet')).toBeTruthy();
  });

  it('creates a connector from a provider card and opens its connection tab', async () => {
    const created = oidcConnectorFixture({ id: 'sso9', providerName: 'Okta', connectorName: 'Okta staff', config: {} });
    const api = mockManagementApi({
      'GET /api/sso-connectors': { body: [], total: 0 },
      'GET /api/sso-connector-providers': { body: ssoProvidersFixture },
      'POST /api/sso-connectors': { body: created },
      ...ssoConnectorRoutes(created),
    });
    const { router } = renderConsole('/default/enterprise-sso/create');

    // Nothing is sent without a provider.
    await userEvent.type(await screen.findByTestId('sso-connector-name'), 'Okta staff');
    await userEvent.click(screen.getByTestId('sso-connector-create-submit'));
    expect((await screen.findByTestId('sso-provider-error')).textContent).toBe('Pick an identity provider.');
    expect(api.requestsTo('POST', '/api/sso-connectors')).toHaveLength(0);

    for (const provider of ['OIDC', 'SAML', 'AzureAD', 'AzureAdOidc', 'GoogleWorkspace', 'Okta']) {
      expect(screen.getByTestId(`sso-provider-${provider}`)).toBeTruthy();
    }
    expect(screen.getByText('Okta workforce accounts through OpenID Connect.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('sso-provider-Okta'));
    await userEvent.click(screen.getByTestId('sso-connector-create-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/default/enterprise-sso/sso9/connection'));
    expect(api.requestsTo('POST', '/api/sso-connectors')[0]?.body).toEqual({
      providerName: 'Okta',
      connectorName: 'Okta staff',
    });
  });

  it('shows a taken name on the name field', async () => {
    mockManagementApi({
      'GET /api/sso-connectors': { body: [], total: 0 },
      'GET /api/sso-connector-providers': { body: ssoProvidersFixture },
      'POST /api/sso-connectors': {
        status: 409,
        body: { message: 'A connector named "Acme" already exists.', code: 'single_sign_on.duplicate_connector_name' },
      },
    });
    renderConsole('/default/enterprise-sso/create');

    await userEvent.click(await screen.findByTestId('sso-provider-SAML'));
    await userEvent.type(screen.getByTestId('sso-connector-name'), 'Acme');
    await userEvent.click(screen.getByTestId('sso-connector-create-submit'));

    const message = await screen.findByText('A connector named "Acme" already exists.');
    const input = screen.getByTestId('sso-connector-name');
    expect(message.id).not.toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('sends a bare connector id to its connection tab', async () => {
    mockManagementApi(ssoConnectorRoutes(oidcConnectorFixture()));
    const { router } = renderConsole('/default/enterprise-sso/sso1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/default/enterprise-sso/sso1/connection'));
    expect(await screen.findByTestId('tab-experience')).toBeTruthy();
  });
});
