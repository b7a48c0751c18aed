import { socialLinking, storageKeys } from '@tessera/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { testUser } from '../../../test/fake-auth-client';
import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';

const github = {
  id: 'ghconn',
  connectorId: 'github-universal',
  name: { en: 'GitHub' },
  description: { en: 'Sign in with GitHub.' },
  logo: '',
  logoDark: null,
  target: 'github',
  type: 'Social',
  platform: 'Universal',
  syncProfile: false,
  enableTokenStorage: false,
  metadata: {},
};
const google = { ...github, id: 'googleconn', connectorId: 'google-universal', name: { en: 'Google' }, target: 'google' };

const profileRoutes = (extra: Parameters<typeof mockManagementApi>[0] = {}) =>
  mockManagementApi({
    'GET /api/me': { body: testUser },
    'GET /api/me/user-assets/service-status': { status: 404, body: { message: 'Not found.' } },
    'GET /api/me/social/connectors': { body: [github, google] },
    ...extra,
  });

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('linked accounts on the profile', () => {
  it('is not offered in the open-source edition', async () => {
    const api = profileRoutes();
    renderConsole('/profile');
    expect(await screen.findByTestId('profile-settings')).toBeTruthy();
    expect(screen.queryByTestId('linked-accounts')).toBeNull();
    expect(api.requestsTo('GET', '/api/me/social/connectors')).toHaveLength(0);
  });

  it('links in a 600×640 popup with an 8-character state remembered with the connector', async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const api = profileRoutes({
      'POST /api/me/social/authorization-uri': ({ body }) => ({
        body: { redirectTo: `https://github.example/authorize?state=${(body as { state: string }).state}` },
      }),
    });
    renderConsole('/profile', { edition: 'cloud' });

    const row = await screen.findByTestId('linked-account-github');
    expect(row.textContent).toContain('GitHub');
    await userEvent.click(within(row).getByTestId('link-github'));

    await waitFor(() => expect(popup.location.href).toMatch(/^https:\/\/github\.example\/authorize/));
    const [request] = api.requestsTo('POST', '/api/me/social/authorization-uri');
    const body = request?.body as { connectorId: string; state: string; redirectUri: string };
    expect(body.connectorId).toBe('ghconn');
    expect(body.state).toMatch(new RegExp(`^[0-9a-z]{${socialLinking.stateLength}}$`));
    expect(body.redirectUri).toBe(`${window.location.origin}/console/handle-social`);
    expect(JSON.parse(window.sessionStorage.getItem(storageKeys.linkingSocialConnector) ?? '')).toEqual({
      connectorId: 'ghconn',
      state: body.state,
    });
    const features = String(open.mock.calls[0]?.[2]);
    expect(features).toContain('width=600');
    expect(features).toContain('height=640');
  });

  it('shows the linked account and unlinks it only after confirmation', async () => {
    const linkedUser = { ...testUser, identities: { github: { details: { email: 'ada@github.example' } } } };
    const api = profileRoutes({
      'GET /api/me': { body: linkedUser },
      'DELETE /api/me/social/identity/ghconn': { status: 204 },
    });
    renderConsole('/profile', { edition: 'cloud', user: linkedUser });

    const row = await screen.findByTestId('linked-account-github');
    expect(row.textContent).toContain('ada@github.example');
    expect(within(screen.getByTestId('linked-account-google')).getByTestId('link-google')).toBeTruthy();

    await userEvent.click(within(row).getByTestId('unlink-github'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Unlink GitHub?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.requestsTo('DELETE', '/api/me/social/identity/ghconn')).toHaveLength(0);

    await userEvent.click(within(row).getByTestId('unlink-github'));
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/me/social/identity/ghconn')).toHaveLength(1));
    expect(await screen.findByText('Your GitHub account was unlinked.')).toBeTruthy();
  });
});

describe('/handle-social', () => {
  /** The profile window that opened the popup. */
  const setOpener = (opener: { postMessage: (message: unknown, origin: string) => void } | null) =>
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  afterEach(() => setOpener(null));

  const returnTo = (search: string) => {
    window.history.replaceState(null, '', `/console/handle-social${search}`);
    return `/handle-social${search}`;
  };

  it('posts the link with the callback query and redirect URI, tells the opener and closes', async () => {
    window.sessionStorage.setItem(
      storageKeys.linkingSocialConnector,
      JSON.stringify({ connectorId: 'ghconn', state: 'abcd1234' }),
    );
    const opener = { postMessage: vi.fn() };
    setOpener(opener);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const api = mockManagementApi({ 'POST /api/me/social/link-identity': { status: 204 } });
    renderConsole(returnTo('?code=c0de&state=abcd1234'));

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.requestsTo('POST', '/api/me/social/link-identity')[0]?.body).toEqual({
      connectorId: 'ghconn',
      connectorData: {
        code: 'c0de',
        state: 'abcd1234',
        redirectUri: `${window.location.origin}/console/handle-social`,
      },
    });
    expect(opener.postMessage).toHaveBeenCalledWith('tessera:social-link-done', window.location.origin);
    // Read once: a reload cannot link again.
    expect(window.sessionStorage.getItem(storageKeys.linkingSocialConnector)).toBeNull();
  });

  it('alerts that the account belongs to another user, then closes', async () => {
    window.sessionStorage.setItem(
      storageKeys.linkingSocialConnector,
      JSON.stringify({ connectorId: 'ghconn', state: 'abcd1234' }),
    );
    setOpener({ postMessage: vi.fn() });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    mockManagementApi({
      'POST /api/me/social/link-identity': {
        status: 422,
        body: { message: 'This identity is already in use.', code: 'user.identity_already_in_use' },
      },
    });
    renderConsole(returnTo('?code=c0de&state=abcd1234'));

    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('This social account is already linked to another console user.');
    expect(close).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  it('refuses a state that is not the one the profile started with', async () => {
    window.sessionStorage.setItem(
      storageKeys.linkingSocialConnector,
      JSON.stringify({ connectorId: 'ghconn', state: 'abcd1234' }),
    );
    setOpener({ postMessage: vi.fn() });
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const api = mockManagementApi({ 'POST /api/me/social/link-identity': { status: 204 } });
    renderConsole(returnTo('?code=c0de&state=zzzz9999'));

    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('unknown or has expired');
    expect(api.requestsTo('POST', '/api/me/social/link-identity')).toHaveLength(0);
  });
});

describe('/social-demo-callback', () => {
  it('shows its title and takes the code out of the address', async () => {
    window.history.replaceState(null, '', '/console/social-demo-callback?code=secret&state=s1');
    renderConsole('/social-demo-callback?code=secret&state=s1', { user: null });
    expect(await screen.findByRole('heading', { name: 'Demo social sign-in' })).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe('?state=s1'));
  });
});
