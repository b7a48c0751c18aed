import type { ApplicationSecretInfo } from '@tessera/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { applicationFixture } from '../testing/application-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});


const secret: ApplicationSecretInfo = {
  tenantId: 'default',
  applicationId: 'app1',
  name: 'Default secret',
  createdAt: Date.UTC(2026, 0, 2),
  expiresAt: null,
};

// Whole-console renders with typing are slow on a busy runner.
describe('application secrets', { timeout: 20_000 }, () => {
  it('shows a new secret value once, then only its name in the list', async () => {
    let secrets: ApplicationSecretInfo[] = [secret];
    const api = mockManagementApi({
      'GET /api/applications/app1': { body: applicationFixture({ type: 'Traditional' }) },
      'GET /api/applications/app1/secrets': () => ({ body: secrets, total: secrets.length }),
      'POST /api/applications/app1/secrets': ({ body }) => {
        const created = { ...secret, name: (body as { name: string }).name, expiresAt: (body as { expiresAt: number | null }).expiresAt };
        secrets = [created, ...secrets];
        return { status: 201, body: { ...created, value: 'the-new-secret-value' } };
      },
    });
    renderConsole('/default/applications/app1/settings');

    expect(await screen.findByText('Default secret')).toBeTruthy();
    await userEvent.click(screen.getByTestId('secret-create-button'));
    await userEvent.type(screen.getByTestId('secret-name-input'), 'CI');
    await userEvent.selectOptions(screen.getByTestId('secret-expiry-select'), '30');
    await userEvent.click(screen.getByTestId('secret-create-submit'));

    expect((await screen.findByTestId('app-secret-value')).textContent).toBe('the-new-secret-value');
    const [request] = api.requestsTo('POST', '/api/applications/app1/secrets');
    expect((request?.body as { name: string }).name).toBe('CI');
    expect((request?.body as { expiresAt: number }).expiresAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    await userEvent.click(screen.getByTestId('secret-created-done'));
    const table = await screen.findByTestId('secrets-table');
    await waitFor(() => expect(within(table).getByText('CI')).toBeTruthy());
    expect(screen.queryByText('the-new-secret-value')).toBeNull();
  });

  it('deletes a secret after confirmation', async () => {
    const api = mockManagementApi({
      'GET /api/applications/app1': { body: applicationFixture({ type: 'MachineToMachine' }) },
      'GET /api/applications/app1/secrets': { body: [secret], total: 1 },
      'DELETE /api/applications/app1/secrets/Default%20secret': { status: 204 },
    });
    renderConsole('/default/applications/app1/settings');

    await userEvent.click(await screen.findByTestId('secret-delete-Default secret'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/applications/app1/secrets/Default%20secret')).toHaveLength(1));
  });
});
