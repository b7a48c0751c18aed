import type { PersonalAccessToken } from '@tessera/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { userFixture } from '../testing/user-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const tokensPath = '/api/users/u1/personal-access-tokens';
const token: PersonalAccessToken = {
  tenantId: 'default',
  userId: 'u1',
  name: 'Laptop',
  createdAt: Date.UTC(2026, 0, 2),
  expiresAt: null,
};

const userRoutes = {
  'GET /api/users/u1': { body: userFixture() },
  'GET /api/users/u1/mfa-verifications': { body: [] },
};

// Whole-console renders with typing are slow on a busy runner.
describe('personal access tokens of a user', { timeout: 20_000 }, () => {
  it('shows a new token value once, then only its name in the list', async () => {
    let tokens: PersonalAccessToken[] = [token];
    const api = mockManagementApi({
      ...userRoutes,
      [`GET ${tokensPath}`]: () => ({ body: tokens }),
      [`POST ${tokensPath}`]: ({ body }) => {
        const { name, expiresAt } = body as { name: string; expiresAt: number | null };
        const created = { ...token, name, expiresAt };
        tokens = [created, ...tokens];
        return { status: 201, body: { ...created, value: 'pat_the-new-value' } };
      },
    });
    renderConsole('/default/users/u1/settings');

    // The first render of the run loads the console's lazy routes.
    const card = await screen.findByTestId('user-personal-access-tokens', {}, { timeout: 10_000 });
    expect(await within(card).findByText('Laptop')).toBeTruthy();
    await userEvent.click(within(card).getByTestId('pat-create-button'));
    await userEvent.type(screen.getByTestId('pat-name-input'), 'CI');
    await userEvent.selectOptions(screen.getByTestId('pat-expiry-select'), '30');
    await userEvent.click(screen.getByTestId('pat-create-submit'));

    expect((await screen.findByTestId('pat-value')).textContent).toBe('pat_the-new-value');
    const [request] = api.requestsTo('POST', tokensPath);
    expect((request?.body as { name: string }).name).toBe('CI');
    expect((request?.body as { expiresAt: number }).expiresAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    await userEvent.click(screen.getByTestId('pat-created-done'));
    const table = await screen.findByTestId('pat-table');
    await waitFor(() => expect(within(table).getByText('CI')).toBeTruthy());
    expect(screen.queryByText('pat_the-new-value')).toBeNull();
  });

  it('shows a taken name on the field', async () => {
    mockManagementApi({
      ...userRoutes,
      [`GET ${tokensPath}`]: { body: [token] },
      [`POST ${tokensPath}`]: {
        status: 422,
        body: { message: 'A personal access token with this name already exists for this user.', code: 'personal_access_token.name_in_use' },
      },
    });
    renderConsole('/default/users/u1/settings');

    await userEvent.click(await screen.findByTestId('pat-create-button'));
    await userEvent.type(screen.getByTestId('pat-name-input'), 'Laptop');
    await userEvent.click(screen.getByTestId('pat-create-submit'));
    expect(await screen.findByText('A personal access token with this name already exists for this user.')).toBeTruthy();
    expect(screen.queryByTestId('pat-value')).toBeNull();
  });

  it('renames a token by the name in the body', async () => {
    const api = mockManagementApi({
      ...userRoutes,
      [`GET ${tokensPath}`]: { body: [token] },
      [`PATCH ${tokensPath}`]: { body: { ...token, name: 'Desktop' } },
    });
    renderConsole('/default/users/u1/settings');

    await userEvent.click(await screen.findByTestId('pat-rename-Laptop'));
    const input = screen.getByTestId('pat-rename-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'Desktop');
    await userEvent.click(screen.getByTestId('pat-rename-submit'));
    await waitFor(() => expect(api.requestsTo('PATCH', tokensPath)[0]?.body).toEqual({ currentName: 'Laptop', name: 'Desktop' }));
  });

  it('deletes a token only after confirmation', async () => {
    const api = mockManagementApi({
      ...userRoutes,
      [`GET ${tokensPath}`]: { body: [token] },
      [`POST ${tokensPath}/delete`]: { status: 204 },
    });
    renderConsole('/default/users/u1/settings');

    await userEvent.click(await screen.findByTestId('pat-delete-Laptop'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo('POST', `${tokensPath}/delete`)).toHaveLength(0);
    await userEvent.click(screen.getByTestId('pat-delete-Laptop'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requestsTo('POST', `${tokensPath}/delete`)[0]?.body).toEqual({ name: 'Laptop' }));
  });
});
