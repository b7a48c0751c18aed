import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { applicationFixture } from './testing/application-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

// Whole-console renders with typing are slow on a busy runner.
describe('create application', { timeout: 20_000 }, () => {
  it('posts the type, name and description, then opens the new application', async () => {
    const api = mockManagementApi({
      'GET /api/applications': { body: [], total: 0 },
      'POST /api/applications': ({ body }) => ({ body: applicationFixture({ id: 'new1', ...(body as object) }) }),
      'GET /api/applications/new1': { body: applicationFixture({ id: 'new1', name: 'Storefront' }) },
    });
    const { router } = renderConsole('/default/applications/create');

    await userEvent.click(await screen.findByTestId('app-create-submit'));
    expect(await screen.findByText('Choose an application type.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/applications')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('app-create-type-SPA'));
    await userEvent.type(screen.getByTestId('app-name-input'), 'Storefront');
    await userEvent.type(screen.getByLabelText('Description'), 'The shop');
    await userEvent.click(screen.getByTestId('app-create-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/default/applications/new1/settings'));
    expect(api.requestsTo('POST', '/api/applications')[0]?.body).toEqual({
      name: 'Storefront',
      type: 'SPA',
      description: 'The shop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Storefront' })).toBeTruthy();
  });

  it('shows the initial secret of a machine-to-machine app once before opening it', async () => {
    mockManagementApi({
      'GET /api/applications': { body: [], total: 0 },
      'POST /api/applications': {
        body: { ...applicationFixture({ id: 'm2m1', type: 'MachineToMachine' }), secret: 'initial-secret-value' },
      },
      'GET /api/applications/m2m1': { body: applicationFixture({ id: 'm2m1', type: 'MachineToMachine' }) },
      'GET /api/applications/m2m1/secrets': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/applications/create');

    await userEvent.click(await screen.findByTestId('app-create-type-MachineToMachine'));
    await userEvent.type(screen.getByTestId('app-name-input'), 'Billing job');
    await userEvent.click(screen.getByTestId('app-create-submit'));

    const secret = await screen.findByTestId('app-secret-value');
    expect(secret.textContent).toBe('initial-secret-value');
    await userEvent.click(screen.getByTestId('app-created-continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/applications/m2m1/settings'));
    expect(screen.queryByText('initial-secret-value')).toBeNull();
  });

  it('asks a Protected app for a valid host and origin', async () => {
    const api = mockManagementApi({ 'GET /api/applications': { body: [], total: 0 } });
    renderConsole('/default/applications/create');

    await userEvent.click(await screen.findByTestId('app-create-type-Protected'));
    await userEvent.type(screen.getByTestId('app-name-input'), 'Wiki');
    await userEvent.type(screen.getByTestId('app-host-input'), 'wiki');
    await userEvent.type(screen.getByTestId('app-origin-input'), 'https://wiki.internal/path');
    await userEvent.click(screen.getByTestId('app-create-submit'));

    expect(await screen.findByText('Enter a host name with at least three parts, such as app.example.com.')).toBeTruthy();
    expect(screen.getByText(/Write the origin only/)).toBeTruthy();
    expect(api.requestsTo('POST', '/api/applications')).toHaveLength(0);
  });
});
