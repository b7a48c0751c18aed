import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { RequestError } from '../../api/request-error';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('retries by clearing every token and reloading', async () => {
    window.localStorage.setItem('oidc.user:https://auth:admin-console', 'token');
    window.sessionStorage.setItem('oidc.1f2e3d', 'sign-in state');
    window.localStorage.setItem('admin-console:language', 'de');
    const reload = vi.fn();

    render(<ErrorPage error={new Error('boom')} reload={reload} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops! Something went wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(reload).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('oidc.user:https://auth:admin-console')).toBeNull();
    expect(window.sessionStorage.getItem('oidc.1f2e3d')).toBeNull();
    expect(window.localStorage.getItem('admin-console:language')).toBe('de');
  });

  it('shows the code and message in expandable details', () => {
    const error = new RequestError(500, { message: 'Database unavailable', code: 'storage.unavailable' });
    render(<ErrorPage error={error} reload={vi.fn()} />);
    const details = screen.getByText('Error details').closest('details');
    expect(details?.open).toBe(false);
    expect(details?.textContent).toContain('storage.unavailable');
    expect(details?.textContent).toContain('Database unavailable');
  });

  it('has no details without an error to describe', () => {
    render(<ErrorPage reload={vi.fn()} />);
    expect(screen.queryByText('Error details')).toBeNull();
  });
});
