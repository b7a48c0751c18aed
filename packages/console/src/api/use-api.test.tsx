import { roleApi } from '@tessera/schemas';
import { renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ToastProvider } from '../ds/toast/toast-provider';
import { RequestError } from './request-error';
import { shouldToastError, useApi, type UseApiOptions } from './use-api';

const failWith = (status: number, body?: object) =>
  vi
    .spyOn(window, 'fetch')
    .mockResolvedValue(new Response(body ? JSON.stringify(body) : 'oops', { status }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <ToastProvider regionLabel="notifications" dismissLabel="dismiss">
    {children}
  </ToastProvider>
);

const callApi = async (options?: UseApiOptions) => {
  const { result } = renderHook(() => useApi(options), { wrapper });
  await result.current.call(roleApi.list, {}).catch(() => undefined);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useApi', () => {
  it('toasts the server message joined with its details', async () => {
    failWith(400, { message: 'Invalid input.', code: 'guard.invalid_input', details: 'name: required' });
    await callApi();
    const toast = await screen.findByTestId('toast-error');
    expect(toast.textContent).toContain('Invalid input.');
    expect(toast.textContent).toContain('name: required');
  });

  it('falls back to a status message for an unreadable body', async () => {
    failWith(503);
    await callApi();
    expect((await screen.findByTestId('toast-error')).textContent).toContain('temporarily unavailable');
  });

  it('does not toast excluded codes', async () => {
    failWith(409, { message: 'Taken.', code: 'role.name_in_use' });
    await callApi({ hideErrorToast: ['role.name_in_use'] });
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });
});

describe('shouldToastError', () => {
  it('stays silent on 401 and when asked to', () => {
    expect(shouldToastError(new RequestError(401), undefined)).toBe(false);
    expect(shouldToastError(new RequestError(500), true)).toBe(false);
    expect(shouldToastError(new RequestError(500, { message: 'x', code: 'role.name_in_use' }), ['entity.not_exists_with_id'])).toBe(true);
  });
});
