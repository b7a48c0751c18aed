import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roleApi } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useApi } from '../api/use-api';
import { createFakeAuthClient, type FakeAuthClient } from '../test/fake-auth-client';
import { mockManagementApi, type MockAnswer } from '../test/management-api-mock';
import { createTestQueryClient, TestProviders } from '../test/render-console';

let callApi: (() => Promise<unknown>) | undefined;
const Caller = () => {
  const api = useApi();
  callApi = () => api.call(roleApi.list, {}).catch(() => undefined);
  return null;
};

const setup = (answer: MockAnswer) => {
  const api = mockManagementApi({ 'GET /api/roles': answer });
  const authClient: FakeAuthClient = createFakeAuthClient();
  render(
    <TestProviders queryClient={createTestQueryClient()} authClient={authClient}>
      <Caller />
    </TestProviders>,
  );
  return { api, authClient };
};

const call = async () => {
  await waitFor(() => expect(callApi).toBeDefined());
  await act(async () => {
    await callApi?.();
  });
};

afterEach(() => {
  vi.restoreAllMocks();
  callApi = undefined;
});

describe('session failures reported by the API', () => {
  it('sends the access token with every request', async () => {
    const { api } = setup({ body: [] });
    await call();
    const [, init] = api.fetch.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer test-access-token' });
  });

  it('restarts sign-in silently on 401', async () => {
    const { authClient } = setup({ status: 401, body: { message: 'Session ended.', code: 'auth.unauthorized' } });
    await call();
    await waitFor(() => expect(authClient.signIn).toHaveBeenCalledTimes(1));
    expect(authClient.forgetSession).toHaveBeenCalled();
    expect(screen.queryByTestId('toast-error')).toBeNull();
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('signs out silently on 403 "Insufficient permissions."', async () => {
    const { authClient } = setup({ status: 403, body: { message: 'Insufficient permissions.' } });
    await call();
    await waitFor(() => expect(authClient.signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('toast-error')).toBeNull();
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('shows auth.forbidden in an alert, then signs out once it is acknowledged', async () => {
    const { authClient } = setup({
      status: 403,
      body: { message: 'You are not allowed to do this.', code: 'auth.forbidden' },
    });
    await call();
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('You are not allowed to do this.');
    expect(authClient.signOut).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(authClient.signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('still toasts other errors', async () => {
    const { authClient } = setup({ status: 403, body: { message: 'Not your tenant.', code: 'entity.forbidden' } });
    await call();
    expect((await screen.findByTestId('toast-error')).textContent).toContain('Not your tenant.');
    expect(authClient.signOut).not.toHaveBeenCalled();
    expect(authClient.signIn).not.toHaveBeenCalled();
  });
});
