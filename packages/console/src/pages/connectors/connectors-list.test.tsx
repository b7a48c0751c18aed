import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { connectorFixture, factoryFixture, smsFactoryFixture } from './testing/connector-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('connectors list', { timeout: 20_000 }, () => {
  it('offers to set up email and SMS when the tenant has neither', async () => {
    mockManagementApi({ 'GET /api/connectors': { body: [] } });
    const { router } = renderConsole('/default/connectors');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/default/connectors/passwordless'),
    );
    const email = await screen.findByTestId('connector-set-up-Email');
    expect(email.getAttribute('href')).toBe('/default/connectors/passwordless/create/email');
    expect(screen.getByTestId('connector-set-up-Sms').getAttribute('href')).toBe(
      '/default/connectors/passwordless/create/sms',
    );
    expect(
      within(screen.getByTestId('connector-card-Email')).getByText('Not set up yet.'),
    ).toBeTruthy();
  });

  it('links the configured connector to its details and still offers the missing kind', async () => {
    mockManagementApi({ 'GET /api/connectors': { body: [connectorFixture()] } });
    renderConsole('/default/connectors/passwordless');

    const link = await screen.findByTestId('connector-link-Email');
    expect(link.getAttribute('href')).toBe('/default/connectors/passwordless/conn1');
    expect(link.textContent).toContain('SMTP');
    expect(screen.queryByTestId('connector-set-up-Email')).toBeNull();
    expect(screen.getByTestId('connector-set-up-Sms')).toBeTruthy();
  });

  it('says when the list cannot load and loads it again on retry', async () => {
    let fails = true;
    mockManagementApi({
      'GET /api/connectors': () =>
        fails
          ? { status: 500, body: { message: 'Boom.', code: 'unknown' } }
          : { body: [connectorFixture()] },
    });
    renderConsole('/default/connectors/passwordless');

    const retry = await screen.findByRole('button', { name: 'Retry' });
    fails = false;
    await userEvent.click(retry);
    expect(await screen.findByTestId('connector-link-Email')).toBeTruthy();
  });

  it('lists social connectors on their tab, with an empty state when there are none', async () => {
    let connectors = [connectorFixture()];
    mockManagementApi({ 'GET /api/connectors': () => ({ body: connectors }) });
    const { unmount } = renderConsole('/default/connectors/social');

    expect(await screen.findByTestId('social-connectors-empty')).toBeTruthy();
    expect(screen.getByTestId('connector-add-social').getAttribute('href')).toBe(
      '/default/connectors/social/create/social',
    );
    unmount();

    connectors = [
      connectorFixture({ id: 'gh', type: 'Social', name: { en: 'GitHub' }, target: 'github' }),
    ];
    renderConsole('/default/connectors/social');
    const link = await screen.findByRole('link', { name: 'GitHub' });
    expect(link.getAttribute('href')).toBe('/default/connectors/social/gh');
    const table = screen.getByRole('table', { name: 'Social connectors' });
    expect(within(table).getByText('github')).toBeTruthy();
  });

  it('offers only the factories of the kind being created, and opens the guide of the one picked', async () => {
    mockManagementApi({
      'GET /api/connectors': { body: [] },
      'GET /api/connector-factories': { body: [factoryFixture(), smsFactoryFixture] },
      'GET /api/connector-factories/http-sms': { body: smsFactoryFixture },
    });
    const { router } = renderConsole('/default/connectors/passwordless/create/sms');

    const dialog = await screen.findByTestId('create-dialog');
    expect(within(dialog).getByText('Choose an SMS provider')).toBeTruthy();
    const providers = await within(dialog).findByRole('list', { name: 'Providers' });
    expect(within(providers).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(providers).getByText('HTTP SMS'));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/default/connectors/passwordless/guide/http-sms',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Set up HTTP SMS' })).toBeTruthy();
  });

  it('points at the existing connector instead of adding a second email connector', async () => {
    mockManagementApi({
      'GET /api/connectors': { body: [connectorFixture()] },
      'GET /api/connector-factories': { body: [factoryFixture()] },
    });
    renderConsole('/default/connectors/passwordless/create/email');

    const notice = await screen.findByTestId('connector-already-set-up');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe(
      '/default/connectors/passwordless/conn1',
    );
  });

  it('says so when the server offers no factory of the kind', async () => {
    mockManagementApi({
      'GET /api/connectors': { body: [] },
      'GET /api/connector-factories': { body: [factoryFixture()] },
    });
    renderConsole('/default/connectors/social/create/social');

    expect(await screen.findByTestId('factory-picker-empty')).toBeTruthy();
  });
});
