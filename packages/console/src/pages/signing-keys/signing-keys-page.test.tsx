import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';

const privateKeys = [
  { id: 'key-current', createdAt: Date.UTC(2026, 2, 1), signingKeyAlgorithm: 'EC', status: 'Current' },
  { id: 'key-rsa', createdAt: Date.UTC(2026, 1, 1), signingKeyAlgorithm: 'RSA', status: 'Current' },
  { id: 'key-previous', createdAt: Date.UTC(2026, 0, 15), signingKeyAlgorithm: 'RSA', status: 'Previous' },
];
const cookieKeys = [{ id: 'cookie-current', createdAt: Date.UTC(2026, 2, 1) }];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('signing keys', () => {
  it('lists both kinds of keys, current first, with algorithm, date and status', async () => {
    mockManagementApi({
      'GET /api/configs/oidc/private-keys': { body: privateKeys },
      'GET /api/configs/oidc/cookie-keys': { body: cookieKeys },
    });
    renderConsole('/default/signing-keys');
    const signing = await screen.findByTestId('private-keys-card');
    await within(signing).findByText('key-current');
    const rows = within(signing).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('key-current');
    expect(rows[1]?.textContent).toContain('Elliptic curve (P-256)');
    expect(rows[1]?.textContent).toContain('Current');
    expect(rows[1]?.textContent).toContain('Mar 1, 2026');
    expect(rows[2]?.textContent).toContain('RSA (2048-bit)');
    expect(rows[2]?.textContent).toContain('Current');
    expect(rows[3]?.textContent).toContain('RSA (2048-bit)');
    expect(rows[3]?.textContent).toContain('Previous');
    expect(within(signing).queryByTestId('delete-key-key-current')).toBeNull();
    // Each algorithm has its own current key, which cannot be deleted either (reference: only a previous key).
    expect(within(signing).queryByTestId('delete-key-key-rsa')).toBeNull();
    expect(within(signing).getByTestId('delete-key-key-previous')).toBeTruthy();

    const cookies = screen.getByTestId('cookie-keys-card');
    expect(within(cookies).queryByText('Algorithm')).toBeNull();
    expect(await within(cookies).findByText('cookie-current')).toBeTruthy();
  });

  it('rotates signing keys only after confirming, with the chosen algorithm', async () => {
    const api = mockManagementApi({
      'GET /api/configs/oidc/private-keys': { body: privateKeys },
      'GET /api/configs/oidc/cookie-keys': { body: cookieKeys },
      'POST /api/configs/oidc/private-keys/rotate': {
        body: [
          { id: 'key-new', createdAt: Date.UTC(2026, 3, 1), signingKeyAlgorithm: 'RSA', status: 'Current' },
          privateKeys[0],
          { ...privateKeys[1], status: 'Previous' },
        ],
      },
    });
    renderConsole('/default/signing-keys');
    await userEvent.click(await screen.findByTestId('rotate-private-keys'));
    const dialog = await screen.findByTestId('rotate-keys-dialog');
    expect(dialog.textContent).toContain('an older previous key is deleted');
    expect(dialog.textContent).toContain('Keys of the other algorithm are not changed');
    // The tenant signs with EC by default, so rotating keeps EC unless told otherwise.
    expect((within(dialog).getByRole('radio', { name: /Elliptic curve/ }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('rotate-keys-dialog')).toBeNull());
    expect(api.requestsTo('POST', '/api/configs/oidc/private-keys/rotate')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('rotate-private-keys'));
    await userEvent.click(await screen.findByRole('radio', { name: /RSA/ }));
    await userEvent.click(screen.getByTestId('confirm-rotate'));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/configs/oidc/private-keys/rotate')[0]?.body).toEqual({
        signingKeyAlgorithm: 'RSA',
      }),
    );
    expect((await screen.findByTestId('toast-success')).textContent).toContain('The signing keys have been rotated.');
    const signing = screen.getByTestId('private-keys-card');
    expect(await within(signing).findByText('key-new')).toBeTruthy();
    expect(within(signing).getByTestId('delete-key-key-rsa')).toBeTruthy();
  });

  it('offers the algorithm the tenant signs with by default when rotating', async () => {
    mockManagementApi({
      'GET /api/configs/oidc/private-keys': { body: [privateKeys[1], privateKeys[0]] },
      'GET /api/configs/oidc/cookie-keys': { body: cookieKeys },
    });
    renderConsole('/default/signing-keys');
    await within(await screen.findByTestId('private-keys-card')).findByText('key-rsa');
    await userEvent.click(screen.getByTestId('rotate-private-keys'));
    const dialog = await screen.findByTestId('rotate-keys-dialog');
    expect((within(dialog).getByRole('radio', { name: /RSA/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('rotates cookie keys without an algorithm', async () => {
    const api = mockManagementApi({
      'GET /api/configs/oidc/private-keys': { body: privateKeys },
      'GET /api/configs/oidc/cookie-keys': { body: cookieKeys },
      'POST /api/configs/oidc/cookie-keys/rotate': { body: cookieKeys },
    });
    renderConsole('/default/signing-keys');
    await userEvent.click(await screen.findByTestId('rotate-cookie-keys'));
    const dialog = await screen.findByTestId('rotate-keys-dialog');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await userEvent.click(screen.getByTestId('confirm-rotate'));
    await waitFor(() => expect(api.requestsTo('POST', '/api/configs/oidc/cookie-keys/rotate')[0]?.body).toEqual({}));
  });

  it('deletes the previous key after confirmation', async () => {
    const api = mockManagementApi({
      'GET /api/configs/oidc/private-keys': { body: privateKeys },
      'GET /api/configs/oidc/cookie-keys': { body: cookieKeys },
      'DELETE /api/configs/oidc/private-keys/key-previous': { status: 204 },
    });
    renderConsole('/default/signing-keys');
    await userEvent.click(await screen.findByTestId('delete-key-key-previous'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('can no longer be verified');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.requestsTo('DELETE', '/api/configs/oidc/private-keys/key-previous')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('key-previous')).toBeNull());
    expect((await screen.findByTestId('toast-success')).textContent).toContain('The key has been deleted.');
  });

  it('shows the server error when a key cannot be deleted', async () => {
    mockManagementApi({
      'GET /api/configs/oidc/private-keys': { body: privateKeys },
      'GET /api/configs/oidc/cookie-keys': { body: cookieKeys },
      'DELETE /api/configs/oidc/private-keys/key-previous': {
        status: 422,
        body: { message: 'At least one key must be kept.', code: 'oidc.key_required' },
      },
    });
    renderConsole('/default/signing-keys');
    await userEvent.click(await screen.findByTestId('delete-key-key-previous'));
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('toast-error')).textContent).toContain('At least one key must be kept.');
    expect(screen.getByText('key-previous')).toBeTruthy();
  });

  it('shows an empty state when there are no keys', async () => {
    mockManagementApi({
      'GET /api/configs/oidc/private-keys': { body: [] },
      'GET /api/configs/oidc/cookie-keys': { body: cookieKeys },
    });
    renderConsole('/default/signing-keys');
    expect(await within(await screen.findByTestId('private-keys-card')).findByText('No keys yet')).toBeTruthy();
  });
});
