import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { applicationFixture } from '../applications/testing/application-fixture';
import { userFixture } from '../users/testing/user-fixture';
import { logFixture } from './testing/log-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

/** jsdom's Blob has no `text()`; a FileReader reads it. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const applications = { body: [applicationFixture({ id: 'app1', name: 'Shop' })], total: 1 };

describe('audit logs', { timeout: 60_000 }, () => {
  it('sends the event, application and page from the URL, and shows readable rows', async () => {
    const api = mockManagementApi({
      'GET /api/logs': { body: [logFixture()], total: 25 },
      'GET /api/applications': applications,
      'GET /api/users/user1': { body: userFixture({ id: 'user1', name: 'Ada Lovelace' }) },
    });
    renderConsole('/default/audit-logs?event=Interaction.SignIn.Submit&application=app1&page=2');

    // The first render loads the page's chunk: slow on a busy runner. The user shows by name.
    await screen.findByRole('link', { name: 'Ada Lovelace' }, { timeout: 30_000 });
    const table = screen.getByRole('table', { name: 'Audit log entries' });
    expect(within(table).getByText('Sign-in: completed')).toBeTruthy();
    expect(within(table).getByText('3 minutes ago')).toBeTruthy();
    expect(within(table).getByText('Success')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      '/default/users/user1',
    );
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe(
        '/default/applications/app1',
      ),
    );

    const query = api.requestsTo('GET', '/api/logs')[0]?.url.searchParams;
    expect(query?.get('logKey')).toBe('Interaction.SignIn.Submit');
    expect(query?.get('applicationId')).toBe('app1');
    expect(query?.get('page')).toBe('2');
    expect((screen.getByTestId('log-event-filter') as HTMLSelectElement).value).toBe(
      'Interaction.SignIn.Submit',
    );
  });

  it('puts a changed filter in the URL and goes back to the first page', async () => {
    const api = mockManagementApi({
      'GET /api/logs': { body: [logFixture({}, { result: 'Error' })], total: 25 },
      'GET /api/applications': applications,
    });
    const { router } = renderConsole('/default/audit-logs?page=2');
    expect(await screen.findByText('Failed')).toBeTruthy();

    fireEvent.change(screen.getByTestId('log-event-filter'), {
      target: { value: 'ExchangeTokenBy.RefreshToken' },
    });

    await waitFor(() =>
      expect(router.state.location.search).toBe('?event=ExchangeTokenBy.RefreshToken'),
    );
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/logs').at(-1)?.url.searchParams.get('logKey')).toBe(
        'ExchangeTokenBy.RefreshToken',
      ),
    );
    expect(api.requestsTo('GET', '/api/logs').at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('tells an empty log from a filter that matches nothing', async () => {
    mockManagementApi({
      'GET /api/logs': { body: [], total: 0 },
      'GET /api/applications': applications,
    });
    const first = renderConsole('/default/audit-logs');
    expect(await screen.findByText('No logs yet')).toBeTruthy();
    first.unmount();

    renderConsole('/default/audit-logs?event=Interaction.Register.Submit');
    expect(await screen.findByText('No logs match these filters.')).toBeTruthy();
  });

  it('exports every page of the filtered list as a CSV download', async () => {
    const firstPage = Array.from({ length: 100 }, (_, index) => logFixture({ id: `log${index}` }));
    const api = mockManagementApi({
      'GET /api/logs': ({ url }) =>
        url.searchParams.get('page_size') === '100'
          ? {
              body:
                url.searchParams.get('page') === '1'
                  ? firstPage
                  : [logFixture({ id: 'last' }, { error: 'bad, "quoted"' })],
              total: 101,
            }
          : { body: [logFixture()], total: 1 },
      'GET /api/applications': applications,
    });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderConsole('/default/audit-logs?event=Interaction.SignIn.Submit');

    await userEvent.click(await screen.findByTestId('log-export'));

    expect(await screen.findByText('Exported 101 logs.')).toBeTruthy();
    const exportCalls = api
      .requestsTo('GET', '/api/logs')
      .filter(({ url }) => url.searchParams.get('page_size') === '100');
    expect(
      exportCalls.map(({ url }) => [url.searchParams.get('page'), url.searchParams.get('logKey')]),
    ).toEqual([
      ['1', 'Interaction.SignIn.Submit'],
      ['2', 'Interaction.SignIn.Submit'],
    ]);
    expect(click).toHaveBeenCalledTimes(1);
    const lines = (await readText(created[0]!)).split('\r\n');
    expect(lines).toHaveLength(102);
    expect(lines[0]).toBe('Log ID,Log key,Event,Result,User,Application,IP address,Time,Error');
    expect(lines[101]).toMatch(
      /^last,Interaction\.SignIn\.Submit,Sign-in: completed,Success,user1,app1,203\.0\.113\.7,.+,"bad, ""quoted"""$/,
    );
  });

  it('shows a log with its links and pretty-printed payload', async () => {
    mockManagementApi({
      'GET /api/logs/log1': {
        body: logFixture(
          { key: 'ExchangeTokenBy.ClientCredentials' },
          { result: 'Error', error: 'invalid_client' },
        ),
      },
    });
    renderConsole('/default/audit-logs/log1');

    const details = await screen.findByTestId('log-details');
    expect(within(details).getByText('Token issued with client credentials')).toBeTruthy();
    expect(within(details).getByTestId('log-result').textContent).toBe('Failed');
    expect(screen.getByTestId('log-user-link').getAttribute('href')).toBe('/default/users/user1');
    expect(screen.getByTestId('log-application-link').getAttribute('href')).toBe(
      '/default/applications/app1',
    );
    expect(within(details).getByText('invalid_client')).toBeTruthy();
    expect(
      within(screen.getByTestId('log-payload')).getByText(/"ip": "203\.0\.113\.7"/),
    ).toBeTruthy();
  });

  it('shows the same details under the application, and a missing log as not found', async () => {
    mockManagementApi({
      'GET /api/logs/log1': { body: logFixture() },
      'GET /api/logs/gone': {
        status: 404,
        body: { message: 'Not found.', code: 'log.not_found' },
      },
    });
    const first = renderConsole('/default/applications/app1/logs/log1');
    expect(await screen.findByText('Sign-in: completed')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to Application details' }).getAttribute('href'),
    ).toBe('/default/applications/app1');
    first.unmount();

    renderConsole('/default/audit-logs/gone');
    expect(await screen.findByText('This log does not exist.')).toBeTruthy();
  });
});
