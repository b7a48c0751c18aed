import { maskSecret } from '@tessera/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { signInExperienceFixture } from '../sign-in-experience/testing/sign-in-experience-fixture';
import {
  factoryFixture,
  socialConnectorFixture,
  socialFactoryFixture,
} from './testing/connector-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Types into a field as a paste. */
const paste = async (element: HTMLElement, text: string) => {
  await userEvent.clear(element);
  await userEvent.click(element);
  await userEvent.paste(text);
};

const offering = (...targets: string[]) => ({
  body: signInExperienceFixture({ socialSignInConnectorTargets: targets }),
});

describe('social connectors', { timeout: 30_000 }, () => {
  it('lists one row per target with its platforms, and says which ones the sign-in experience offers', async () => {
    mockManagementApi({
      'GET /api/connectors': {
        body: [
          socialConnectorFixture({ id: 'gh-web', platform: 'Web' }),
          socialConnectorFixture({ id: 'gh-native', platform: 'Native' }),
          socialConnectorFixture({
            id: 'demo-google',
            connectorId: 'demo-google-social',
            name: { en: 'Google' },
            target: 'google',
            isDemo: true,
          }),
        ],
      },
      'GET /api/sign-in-exp': offering('github'),
    });
    renderConsole('/default/connectors/social');

    const github = await screen.findByTestId('social-target-github');
    const table = screen.getByRole('table', { name: 'Social connectors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(github).getByRole('link', { name: 'Web apps' }).getAttribute('href')).toBe(
      '/default/connectors/social/gh-web',
    );
    expect(within(github).getByRole('link', { name: 'Native apps' }).getAttribute('href')).toBe(
      '/default/connectors/social/gh-native',
    );
    await waitFor(() => expect(rows[0]?.textContent).toContain('Offered'));
    expect(rows[1]?.textContent).toContain('Not offered');
    expect(rows[1]?.textContent).toContain('Demo');
  });

  it('offers the add button in the empty state', async () => {
    mockManagementApi({ 'GET /api/connectors': { body: [] }, 'GET /api/sign-in-exp': offering() });
    renderConsole('/default/connectors/social');
    const empty = await screen.findByTestId('social-connectors-empty');
    expect(within(empty).getByRole('link', { name: 'Add social connector' }).getAttribute('href')).toBe(
      '/default/connectors/social/create/social',
    );
  });

  it('picks only social factories and marks the demo ones and those already added', async () => {
    mockManagementApi({
      'GET /api/connectors': { body: [socialConnectorFixture()] },
      'GET /api/sign-in-exp': offering(),
      'GET /api/connector-factories': {
        body: [
          factoryFixture(),
          socialFactoryFixture,
          factoryFixture({ ...socialFactoryFixture, id: 'demo-github-social', name: { en: 'GitHub (demo)' }, isDemo: true }),
        ],
      },
    });
    renderConsole('/default/connectors/social/create/social');

    const providers = await screen.findByRole('list', { name: 'Providers' });
    expect(within(providers).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByTestId('factory-github-universal')).queryByText('Demo')).toBeNull();
    expect(within(screen.getByTestId('factory-demo-github-social')).getByText('Demo')).toBeTruthy();
    expect(screen.getByTestId('factory-added-github-universal').textContent).toBe('Added');
    expect(screen.queryByTestId('factory-added-demo-github-social')).toBeNull();
    expect(screen.getByTestId('factory-github-universal').getAttribute('href')).toBe(
      '/default/connectors/social/guide/github-universal',
    );
  });

  it('shows the callback URL to register, then creates the connector under the id that URL names', async () => {
    const api = mockManagementApi({
      'GET /api/connector-factories/github-universal': { body: socialFactoryFixture },
      'GET /api/connectors': { body: [] },
      'POST /api/connectors': ({ body }) => ({
        body: socialConnectorFixture({ id: (body as { id: string }).id }),
      }),
    });
    const { router } = renderConsole('/default/connectors/social/guide/github-universal');

    const callback = (await screen.findByTestId('social-callback-url')).textContent ?? '';
    const match = new RegExp(`^${window.location.origin}/callback/([0-9a-z]{21})$`).exec(callback);
    expect(match).not.toBeNull();
    expect(screen.getByRole('button', { name: /Copy Callback URL/ })).toBeTruthy();

    await paste(screen.getByTestId('config-clientId'), 'Iv1.abc');
    await paste(screen.getByTestId('config-clientSecret'), 'gh-secret-value');
    await paste(screen.getByTestId('social-name-en'), 'Company GitHub');
    await userEvent.click(screen.getByTestId('social-sync-profile'));
    await userEvent.click(screen.getByTestId('connector-create-submit'));

    await waitFor(() => expect(api.requestsTo('POST', '/api/connectors')).toHaveLength(1));
    expect(api.requestsTo('POST', '/api/connectors')[0]?.body).toEqual({
      connectorId: 'github-universal',
      id: match?.[1],
      config: { clientId: 'Iv1.abc', clientSecret: 'gh-secret-value' },
      metadata: { name: { en: 'Company GitHub' } },
      syncProfile: true,
      enableTokenStorage: false,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/default/connectors/social/${match?.[1]}`),
    );
  });

  it('shows the secret masked and saves the profile sync, token storage and a name in another language', async () => {
    const api = mockManagementApi({
      'GET /api/connectors/gh1': { body: socialConnectorFixture() },
      'PATCH /api/connectors/gh1': ({ body }) => ({ body: socialConnectorFixture(body as object) }),
    });
    renderConsole('/default/connectors/social/gh1');

    expect((await screen.findByTestId('social-callback-url')).textContent).toBe(
      `${window.location.origin}/callback/gh1`,
    );
    const secret = screen.getByTestId('config-clientSecret') as HTMLInputElement;
    expect(secret.type).toBe('password');
    expect(secret.value).toBe(maskSecret('gh-secret-value'));
    expect(secret.value).not.toContain('gh-secret-value');

    await userEvent.click(screen.getByTestId('social-sync-profile'));
    await userEvent.click(screen.getByTestId('social-token-storage'));
    await paste(screen.getByTestId('social-name-de'), 'Firmen-GitHub');
    expect(screen.getByTestId('social-target').getAttribute('placeholder')).toBe('github');
    await paste(screen.getByTestId('social-target'), 'github-enterprise');
    await userEvent.click(screen.getByTestId('save-button'));

    await waitFor(() => expect(api.requestsTo('PATCH', '/api/connectors/gh1')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/connectors/gh1')[0]?.body).toEqual({
      // The masked secret goes back as it came: the server keeps the stored one.
      config: { clientId: 'Iv1.abc', clientSecret: maskSecret('gh-secret-value') },
      metadata: { name: { en: 'GitHub', de: 'Firmen-GitHub' }, target: 'github-enterprise' },
      syncProfile: true,
      enableTokenStorage: true,
    });
  });

  it('warns before deleting a connector whose target the sign-in experience offers', async () => {
    const api = mockManagementApi({
      'GET /api/connectors/gh1': { body: socialConnectorFixture() },
      'GET /api/sign-in-exp': offering('github'),
      'GET /api/connectors': { body: [] },
      'DELETE /api/connectors/gh1': { status: 204 },
    });
    const { router } = renderConsole('/default/connectors/social/gh1');

    expect((await screen.findByTestId('connector-offered')).textContent).toBe('Offered');
    await userEvent.click(screen.getByTestId('connector-delete'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain(
      'The sign-in experience offers github.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/connectors/gh1')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/connectors/social'));
  });
});
