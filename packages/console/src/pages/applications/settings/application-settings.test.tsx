import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { applicationFixture } from '../testing/application-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const redirectUriInput = (row: number) =>
  screen.getByTestId('redirect-uris').querySelector<HTMLInputElement>(`input[name="redirectUris.${row}"]`);

// Whole-console renders with typing are slow on a busy runner.
describe('application settings', { timeout: 20_000 }, () => {
  it('checks redirect URIs by the application type: web apps need http(s)', async () => {
    mockManagementApi({ 'GET /api/applications/app1': { body: applicationFixture({ type: 'SPA' }) } });
    renderConsole('/default/applications/app1/settings');

    await screen.findByTestId('redirect-uris');
    const input = redirectUriInput(0);
    if (!input) {
      throw new Error('no redirect URI input');
    }
    await userEvent.clear(input);
    await userEvent.type(input, 'io.shop.app://callback');
    await userEvent.tab();
    expect(await screen.findByText('Use an absolute http:// or https:// URL without a fragment.')).toBeTruthy();
  });

  it('accepts a custom scheme with a dot for native apps and explains the rule otherwise', async () => {
    const api = mockManagementApi({
      'GET /api/applications/app1': { body: applicationFixture({ type: 'Native', oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] } }) },
      'PATCH /api/applications/app1': ({ body }) => ({ body: { ...applicationFixture({ type: 'Native' }), ...(body as object) } }),
    });
    renderConsole('/default/applications/app1/settings');

    await screen.findByTestId('redirect-uris');
    await userEvent.type(redirectUriInput(0) as HTMLInputElement, 'shopapp://callback');
    await userEvent.click(within(screen.getByTestId('redirect-uris')).getByRole('button', { name: 'Add another' }));
    await userEvent.type(redirectUriInput(1) as HTMLInputElement, 'io.shop.app://callback');
    await userEvent.click(screen.getByTestId('save-button'));

    expect(await screen.findByText(/custom scheme containing a dot/)).toBeTruthy();
    expect(api.requestsTo('PATCH', '/api/applications/app1')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Redirect URIs 1' }));
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/applications/app1')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/applications/app1')[0]?.body).toMatchObject({
      oidcClientMetadata: { redirectUris: ['io.shop.app://callback'] },
    });
    expect(await screen.findByTestId('toast-success')).toBeTruthy();
  });

  it('puts a server error about a row on that row', async () => {
    mockManagementApi({
      'GET /api/applications/app1': { body: applicationFixture({ customClientMetadata: { corsAllowedOrigins: [] } }) },
      'PATCH /api/applications/app1': {
        status: 422,
        body: { message: 'The origin is not allowed.', code: 'application.invalid_cors_origin', data: { origin: 'https://a.example.com' } },
      },
    });
    renderConsole('/default/applications/app1/settings');

    const origins = await screen.findByTestId('cors-allowed-origins');
    const input = origins.querySelector<HTMLInputElement>('input[name="corsAllowedOrigins.0"]');
    await userEvent.type(input as HTMLInputElement, 'https://a.example.com');
    await userEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText('The origin is not allowed.')).toBeTruthy();
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('rejects custom data that is not a JSON object', async () => {
    const api = mockManagementApi({ 'GET /api/applications/app1': { body: applicationFixture() } });
    renderConsole('/default/applications/app1/settings');

    const customData = await screen.findByTestId('custom-data-input');
    await userEvent.clear(customData);
    await userEvent.type(customData, '[[1, 2]');
    await userEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText('Invalid JSON format.')).toBeTruthy();
    expect(api.requestsTo('PATCH', '/api/applications/app1')).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    mockManagementApi({
      'GET /api/applications/app1': { body: applicationFixture() },
      'GET /api/applications': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/applications/app1/settings');

    await userEvent.type(await screen.findByTestId('app-name-input'), ' v2');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Applications' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Leave without saving?');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/default/applications/app1/settings');
    expect((screen.getByTestId('app-name-input') as HTMLInputElement).value).toBe('Shop v2');

    await userEvent.click(screen.getByRole('link', { name: 'Back to Applications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/applications'));
  });

  it('deletes the application only after confirmation', async () => {
    const api = mockManagementApi({
      'GET /api/applications/app1': { body: applicationFixture() },
      'DELETE /api/applications/app1': { status: 204 },
      'GET /api/applications': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/applications/app1/settings');

    await userEvent.click(await screen.findByTestId('app-delete-button'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.requestsTo('DELETE', '/api/applications/app1')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('app-delete-button'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Delete "Shop"?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/applications'));
    expect(api.requestsTo('DELETE', '/api/applications/app1')).toHaveLength(1);
  });
});
