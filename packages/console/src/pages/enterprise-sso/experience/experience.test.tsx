import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { oidcConnectorFixture, samlConnectorFixture, ssoConnectorRoutes } from '../testing/sso-connector-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const tags = () => screen.getAllByTestId('sso-domain-tag').map((tag) => tag.textContent);

describe('enterprise SSO experience tab', { timeout: 20_000 }, () => {
  it('edits the button, the email domains as tags, profile sync and token storage, and saves them together', async () => {
    const api = mockManagementApi(ssoConnectorRoutes(oidcConnectorFixture()));
    renderConsole('/default/enterprise-sso/sso1/experience');

    const input = within(await screen.findByTestId('sso-domains')).getByRole('textbox');
    await userEvent.type(input, '@Example.COM{Enter}corp.example.com ');
    expect(tags()).toEqual(['acme.test', 'example.com', 'corp.example.com']);
    // Backspace in the empty input selects the last tag, a second one removes it.
    await userEvent.type(input, '{Backspace}');
    expect(tags()).toHaveLength(3);
    await userEvent.type(input, '{Backspace}');
    expect(tags()).toEqual(['acme.test', 'example.com']);
    // A repeated domain is not added twice.
    await userEvent.type(input, 'example.com{Enter}');
    expect(await screen.findByText('example.com is already in the list.')).toBeTruthy();
    expect(tags()).toEqual(['acme.test', 'example.com']);

    await userEvent.clear(screen.getByTestId('sso-branding-displayName'));
    await userEvent.type(screen.getByTestId('sso-branding-displayName'), 'Example Inc.');
    await userEvent.type(screen.getByTestId('sso-branding-logo'), 'https://example.com/logo.svg');
    await userEvent.click(screen.getByTestId('sso-sync-profile'));
    await userEvent.click(screen.getByTestId('sso-token-storage'));
    await userEvent.click(screen.getByTestId('save-button'));

    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sso-connectors/sso1')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sso-connectors/sso1')[0]?.body).toEqual({
      branding: { displayName: 'Example Inc.', logo: 'https://example.com/logo.svg' },
      domains: ['acme.test', 'example.com'],
      syncProfile: true,
      enableTokenStorage: true,
    });
  });

  it('offers no token storage for a SAML connector, whose IdP hands over no tokens', async () => {
    const api = mockManagementApi(ssoConnectorRoutes(samlConnectorFixture()));
    renderConsole('/default/enterprise-sso/sso2/experience');

    await screen.findByTestId('sso-sync-profile');
    expect(screen.queryByTestId('sso-token-storage')).toBeNull();
    await userEvent.click(screen.getByTestId('sso-sync-profile'));
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sso-connectors/sso2')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sso-connectors/sso2')[0]?.body).not.toHaveProperty('enableTokenStorage');
  });

  it('marks an invalid domain and does not save until it is fixed', async () => {
    const api = mockManagementApi(ssoConnectorRoutes(oidcConnectorFixture()));
    renderConsole('/default/enterprise-sso/sso1/experience');

    const input = within(await screen.findByTestId('sso-domains')).getByRole('textbox');
    await userEvent.type(input, 'not_a_domain{Enter}');
    expect(screen.getAllByTestId('sso-domain-tag')[1]?.getAttribute('data-status')).toBe('error');
    await userEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText('not_a_domain is not a valid domain.')).toBeTruthy();
    expect(api.requestsTo('PATCH', '/api/sso-connectors/sso1')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove not_a_domain' }));
    await userEvent.type(input, 'example.com{Enter}');
    expect(screen.queryByText('not_a_domain is not a valid domain.')).toBeNull();
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sso-connectors/sso1')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sso-connectors/sso1')[0]?.body).toMatchObject({ domains: ['acme.test', 'example.com'] });
  });

  it('puts a refused domain from the server on the domains field', async () => {
    mockManagementApi({
      ...ssoConnectorRoutes(oidcConnectorFixture()),
      'PATCH /api/sso-connectors/sso1': {
        status: 400,
        body: { message: 'gmail.com is a public email domain.', code: 'single_sign_on.forbidden_domains' },
      },
    });
    renderConsole('/default/enterprise-sso/sso1/experience');

    const input = within(await screen.findByTestId('sso-domains')).getByRole('textbox');
    await userEvent.type(input, 'gmail.com{Enter}');
    await userEvent.click(screen.getByTestId('save-button'));

    const message = await screen.findByText('gmail.com is a public email domain.');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('deletes the connector after confirmation and goes back to the list', async () => {
    const api = mockManagementApi({
      ...ssoConnectorRoutes(oidcConnectorFixture()),
      'DELETE /api/sso-connectors/sso1': { status: 204 },
      'GET /api/sso-connectors': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/enterprise-sso/sso1/experience');

    await userEvent.click(await screen.findByTestId('sso-connector-delete-button'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('Delete "Acme workforce"?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/default/enterprise-sso'));
    expect(api.requestsTo('DELETE', '/api/sso-connectors/sso1')).toHaveLength(1);
  });
});
