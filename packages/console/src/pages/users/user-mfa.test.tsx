import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { userFixture } from './testing/user-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const createdAt = '2026-01-02T03:04:05.000Z';
const totp = { id: 'mfa1', type: 'Totp', createdAt, lastUsedAt: '2026-02-03T04:05:06.000Z' };
const backupCodes = { id: 'mfa2', type: 'BackupCode', createdAt, remainCodes: 7 };
const codes = Array.from({ length: 10 }, (_, index) => `code${index}abcde`);

const userRoutes = (factors: object[]) => ({
  'GET /api/users/u1': { body: userFixture() },
  'GET /api/users/u1/mfa-verifications': { body: factors },
  'GET /api/users/u1/trusted-devices': {
    body: [{ id: 'd1', agent: 'Firefox on Linux', createdAt: 1_767_225_600_000, lastUsedAt: null, expiresAt: 1_769_817_600_000 }],
  },
  'POST /api/users/u1/mfa-verifications': { body: { type: 'BackupCode', codes } },
});

describe('user details: MFA', { timeout: 20_000 }, () => {
  it('lists factors with when they were last used and removes one after confirmation', async () => {
    const api = mockManagementApi({ ...userRoutes([totp, backupCodes]), 'DELETE /api/users/u1/mfa-verifications/mfa1': { status: 204 } });
    renderConsole('/default/users/u1/settings');

    const list = await screen.findByTestId('user-mfa-factors', undefined, { timeout: 10_000 });
    expect(list.textContent).toContain('Authenticator app');
    expect(list.textContent).toContain('Last used');
    expect(list.textContent).toContain('Not used yet');
    expect(list.textContent).toContain('Unused codes: 7');

    await userEvent.click(screen.getByTestId('remove-mfa-mfa1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/users/u1/mfa-verifications/mfa1')).toHaveLength(1));
  });

  it('generates backup codes at once when there are none, and shows the ten codes once', async () => {
    const api = mockManagementApi(userRoutes([totp]));
    renderConsole('/default/users/u1/settings');

    await userEvent.click(await screen.findByTestId('generate-backup-codes'));
    const dialog = await screen.findByTestId('backup-codes-dialog');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(api.requestsTo('POST', '/api/users/u1/mfa-verifications')[0]?.body).toEqual({ type: 'BackupCode' });
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();

    // A user-event session stands in a clipboard for the browser's.
    const user = userEvent.setup();
    await user.click(within(dialog).getByTestId('copy-backup-codes'));
    await waitFor(() => expect(within(dialog).getByTestId('copy-backup-codes').textContent).toBe('Copied'));
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('backup-codes-dialog')).toBeNull());
  });

  it('asks before replacing existing backup codes, and waits for another factor', async () => {
    const api = mockManagementApi(userRoutes([totp, backupCodes]));
    renderConsole('/default/users/u1/settings');

    await userEvent.click(await screen.findByTestId('generate-backup-codes'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Replace the backup codes?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.requestsTo('POST', '/api/users/u1/mfa-verifications')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('generate-backup-codes'));
    await userEvent.click(await screen.findByRole('button', { name: 'Replace codes' }));
    expect(await screen.findByTestId('backup-codes-dialog')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/users/u1/mfa-verifications')).toHaveLength(1);
  });

  it('offers no backup codes to a user without another factor', async () => {
    mockManagementApi(userRoutes([]));
    renderConsole('/default/users/u1/settings');
    const button = (await screen.findByTestId('generate-backup-codes')) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('user-mfa').textContent).toContain('Backup codes need an authenticator app or a passkey first.');
  });

  it('lists trusted devices and stops trusting one after confirmation', async () => {
    const api = mockManagementApi({ ...userRoutes([totp]), 'DELETE /api/users/u1/trusted-devices/d1': { status: 204 } });
    renderConsole('/default/users/u1/settings');

    const card = await screen.findByTestId('user-trusted-devices');
    expect(await within(card).findByText('Firefox on Linux')).toBeTruthy();
    await userEvent.click(within(card).getByTestId('remove-trusted-device-d1'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Stop trusting Firefox on Linux?');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/users/u1/trusted-devices/d1')).toHaveLength(1));
  });
});
