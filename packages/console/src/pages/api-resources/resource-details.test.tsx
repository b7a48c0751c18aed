import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { resourceFixture } from './testing/resource-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

// Whole-console renders with typing are slow on a busy runner.
describe('API resource details', { timeout: 20_000 }, () => {
  it('saves the name and lifetime, then the default flag through its own endpoint', async () => {
    const api = mockManagementApi({
      'GET /api/resources/res1': { body: resourceFixture() },
      'PATCH /api/resources/res1': ({ body }) => ({ body: { ...resourceFixture(), ...(body as object) } }),
      'PATCH /api/resources/res1/is-default': { body: resourceFixture({ name: 'Orders', accessTokenTtl: 600, isDefault: true }) },
    });
    renderConsole('/default/api-resources/res1/general');

    const ttl = await screen.findByRole('textbox', { name: /Access token lifetime/ });
    await userEvent.clear(ttl);
    await userEvent.type(ttl, '1.5');
    await userEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText('Enter a whole number from 1 to 86400.')).toBeTruthy();
    expect(api.requestsTo('PATCH', '/api/resources/res1')).toHaveLength(0);

    await userEvent.clear(ttl);
    await userEvent.type(ttl, '600');
    await userEvent.clear(screen.getByTestId('resource-name-input'));
    await userEvent.type(screen.getByTestId('resource-name-input'), ' Orders ');
    await userEvent.click(screen.getByTestId('resource-default-switch'));
    await userEvent.click(screen.getByTestId('save-button'));

    expect((await screen.findByTestId('toast-success')).textContent).toContain('Changes saved.');
    expect(api.requestsTo('PATCH', '/api/resources/res1')[0]?.body).toEqual({ name: 'Orders', accessTokenTtl: 600 });
    expect(api.requestsTo('PATCH', '/api/resources/res1/is-default')[0]?.body).toEqual({ isDefault: true });
  });

  it('deletes the resource after confirmation and goes back to the list', async () => {
    const api = mockManagementApi({
      'GET /api/resources/res1': { body: resourceFixture() },
      'GET /api/resources/res1/scopes': { body: [], total: 0 },
      'DELETE /api/resources/res1': { status: 204 },
      'GET /api/resources': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/api-resources/res1/permissions');

    await userEvent.click(await screen.findByTestId('resource-delete-button'));
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/default/api-resources'));
    expect(api.requestsTo('DELETE', '/api/resources/res1')).toHaveLength(1);
    // The deleted resource is not asked for again.
    expect(api.requestsTo('GET', '/api/resources/res1')).toHaveLength(1);
  });
});
