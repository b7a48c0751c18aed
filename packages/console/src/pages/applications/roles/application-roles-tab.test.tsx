import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { applicationFixture } from '../testing/application-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const m2mRole = { id: 'r1', name: 'Billing reader', description: 'Reads invoices', type: 'MachineToMachine', isDefault: false };

// Whole-console renders with typing are slow on a busy runner.
describe('application roles', { timeout: 20_000 }, () => {
  it('assigns machine-to-machine roles picked in the dialog', async () => {
    const api = mockManagementApi({
      'GET /api/applications/app1': { body: applicationFixture({ type: 'MachineToMachine' }) },
      'GET /api/applications/app1/roles': { body: [], total: 0 },
      'GET /api/roles': { body: [m2mRole], total: 1 },
      'POST /api/applications/app1/roles': { status: 201, body: { roleIds: ['r1'], addedRoleIds: ['r1'] } },
    });
    renderConsole('/default/applications/app1/roles');

    await userEvent.click(await screen.findByTestId('assign-roles-button'));
    const dialog = await screen.findByTestId('assign-dialog');
    await userEvent.click(await within(dialog).findByTestId('assign-item-r1'));
    expect(within(dialog).getByText('Selected: 1')).toBeTruthy();
    await userEvent.click(within(dialog).getByTestId('assign-submit'));

    await waitFor(() => expect(api.requestsTo('POST', '/api/applications/app1/roles')[0]?.body).toEqual({ roleIds: ['r1'] }));
    const [candidates] = api.requestsTo('GET', '/api/roles');
    expect(candidates?.url.searchParams.get('type')).toBe('MachineToMachine');
    expect(candidates?.url.searchParams.get('excludeApplicationId')).toBe('app1');
    await waitFor(() => expect(screen.queryByTestId('assign-dialog')).toBeNull());
  });

  it('has no roles tab for apps that are not machine-to-machine', async () => {
    mockManagementApi({ 'GET /api/applications/app1': { body: applicationFixture({ type: 'SPA' }) } });
    const { router } = renderConsole('/default/applications/app1/roles');
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/applications/app1/settings'));
    expect(await screen.findByTestId('tab-settings')).toBeTruthy();
    expect(screen.queryByTestId('tab-roles')).toBeNull();
  });
});
