import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { socialConnectorFixture } from '../connectors/testing/connector-fixture';
import { signInExperienceFixture, signInExperienceRoutes } from './testing/sign-in-experience-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const checkbox = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('sign-in experience: social sign-in', { timeout: 20_000 }, () => {
  it('offers each social target once and saves the picked ones in the order they were picked', async () => {
    const api = mockManagementApi({
      ...signInExperienceRoutes(signInExperienceFixture({ socialSignInConnectorTargets: ['google'] })),
      'GET /api/connectors': {
        body: [
          socialConnectorFixture({ id: 'gh-web', platform: 'Web' }),
          socialConnectorFixture({ id: 'gh-native', platform: 'Native' }),
          socialConnectorFixture({ id: 'g1', name: { en: 'Google' }, target: 'google' }),
          socialConnectorFixture({ id: 'd1', name: { en: 'Discord' }, target: 'discord' }),
        ],
      },
    });
    renderConsole('/default/sign-in-experience/sign-up-and-sign-in');

    const list = await screen.findByTestId('sie-social-targets');
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    expect(checkbox('checkbox-google').checked).toBe(true);
    expect(checkbox('checkbox-github').checked).toBe(false);

    await userEvent.click(checkbox('checkbox-discord'));
    await userEvent.click(checkbox('checkbox-github'));
    await userEvent.click(checkbox('checkbox-google'));
    const connectorReads = api.requestsTo('GET', '/api/connectors').length;
    await userEvent.click(screen.getByTestId('save-button'));

    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(1));
    // A demo connector no longer offered is removed by the save: the connectors are read again.
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/connectors').length).toBeGreaterThan(connectorReads),
    );
    const [save] = api.requestsTo('PATCH', '/api/sign-in-exp');
    expect(save?.body).toMatchObject({ socialSignInConnectorTargets: ['discord', 'github'] });
    expect(save?.url.searchParams.get('removeUnusedDemoSocialConnector')).toBe('1');
  });

  it('shows an offered target whose connectors were deleted, so it can be unchecked', async () => {
    const api = mockManagementApi({
      ...signInExperienceRoutes(signInExperienceFixture({ socialSignInConnectorTargets: ['gone', 'github'] })),
      'GET /api/connectors': { body: [socialConnectorFixture()] },
    });
    renderConsole('/default/sign-in-experience/sign-up-and-sign-in');

    await screen.findByTestId('sie-social-targets');
    expect(checkbox('checkbox-gone').checked).toBe(true);
    expect(screen.getByText('No connector of this provider is left. Uncheck it to save.')).toBeTruthy();
    await userEvent.click(checkbox('checkbox-gone'));
    expect(screen.queryByTestId('checkbox-gone')).toBeNull();
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')[0]?.body).toMatchObject({
      socialSignInConnectorTargets: ['github'],
    });
  });

  it('says when no social connector is set up and links to where one is added', async () => {
    mockManagementApi(signInExperienceRoutes());
    renderConsole('/default/sign-in-experience/sign-up-and-sign-in');

    const card = await screen.findByTestId('sie-social');
    expect(await within(card).findByText('No social connectors are set up yet.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Manage social connectors' }).getAttribute('href')).toBe(
      '/default/connectors/social',
    );
  });
});
