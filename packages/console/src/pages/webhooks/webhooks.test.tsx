import { storageKeys } from '@tessera/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { accessibleDescription } from '../../test/accessible-description';
import { renderConsole } from '../../test/render-console';
import { hookFixture, hookLogFixture } from './testing/hook-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The texts of each body row's cells, as the table shows them. */
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim()),
    );

/** A summary list's facts, label → value. */
const summaryFacts = (element: HTMLElement) =>
  Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

// Whole-console renders with typing are slow on a busy runner.
describe('webhooks', { timeout: 20_000 }, () => {
  it('lists webhooks with their events, endpoint and success rate of the last 24 hours', async () => {
    const api = mockManagementApi({
      'GET /api/hooks': {
        body: [
          hookFixture({ executionStats: { successCount: 3, requestCount: 4 } }),
          hookFixture({
            id: 'hook2',
            name: 'Audit sink',
            enabled: false,
            events: ['User.Created', 'User.Deleted', 'Role.Created'],
            executionStats: { successCount: 0, requestCount: 0 },
          }),
        ],
        total: 2,
      },
    });
    renderConsole('/default/webhooks?page=1');

    const table = await screen.findByTestId('webhooks-table');
    const link = await within(table).findByRole('link', { name: 'Order service' });
    expect(link.getAttribute('href')).toBe('/default/webhooks/hook1');
    expect(bodyRows(table)).toEqual([
      ['Order service', 'PostRegister, User.Created', 'https://orders.example.com/hook', '75%'],
      ['Audit sink Disabled', '3 events', 'https://orders.example.com/hook', 'No requests'],
    ]);
    expect(
      api.requestsTo('GET', '/api/hooks')[0]?.url.searchParams.get('includeExecutionStats'),
    ).toBe('true');
  });

  it('offers to create the first webhook when there is none', async () => {
    mockManagementApi({ 'GET /api/hooks': { body: [], total: 0 } });
    const { router } = renderConsole('/default/webhooks');

    await screen.findByRole('heading', { name: 'No webhooks yet' });
    const links = screen.getAllByRole('link', { name: 'Create webhook' });
    await userEvent.click(links.at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/webhooks/create'));
  });

  it('checks the create form before sending it, then opens the new webhook', async () => {
    const api = mockManagementApi({
      'GET /api/hooks': { body: [], total: 0 },
      'POST /api/hooks': {
        status: 201,
        body: hookFixture({ id: 'hook9', events: ['PostSignIn'] }),
      },
      'GET /api/hooks/hook9': { body: hookFixture({ id: 'hook9', events: ['PostSignIn'] }) },
    });
    const { router } = renderConsole('/default/webhooks/create');

    await userEvent.click(await screen.findByTestId('webhook-create-submit'));
    await waitFor(() =>
      expect(accessibleDescription(screen.getByRole('group', { name: 'Events' }))).toContain(
        'Pick at least one event.',
      ),
    );
    expect(screen.getByTestId('webhook-create-name').getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(screen.getByTestId('webhook-create-name'), 'Order service');
    await userEvent.type(screen.getByTestId('webhook-create-url'), 'ftp://orders.example.com');
    await userEvent.click(screen.getByTestId('event-PostSignIn'));
    await userEvent.click(screen.getByTestId('webhook-create-submit'));
    await waitFor(() =>
      expect(accessibleDescription(screen.getByTestId('webhook-create-url'))).toContain(
        'Enter an http or https URL.',
      ),
    );
    expect(api.requestsTo('POST', '/api/hooks')).toHaveLength(0);

    await userEvent.clear(screen.getByTestId('webhook-create-url'));
    await userEvent.type(
      screen.getByTestId('webhook-create-url'),
      'https://orders.example.com/hook',
    );
    await userEvent.click(screen.getByTestId('webhook-create-submit'));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/default/webhooks/hook9/settings'),
    );
    expect(api.requestsTo('POST', '/api/hooks')[0]?.body).toEqual({
      name: 'Order service',
      events: ['PostSignIn'],
      config: { url: 'https://orders.example.com/hook', retries: 3 },
    });
  });

  it('checks a whole group of events at once', async () => {
    mockManagementApi({ 'GET /api/hooks': { body: [], total: 0 } });
    renderConsole('/default/webhooks/create');

    await userEvent.click(await screen.findByTestId('event-group-user'));
    for (const event of [
      'User.Created',
      'User.Deleted',
      'User.Data.Updated',
      'User.SuspensionStatus.Updated',
    ]) {
      expect((screen.getByTestId(`event-${event}`) as HTMLInputElement).checked).toBe(true);
    }
    await userEvent.click(screen.getByTestId('event-User.Deleted'));
    expect((screen.getByTestId('event-group-user') as HTMLInputElement).indeterminate).toBe(true);
  });

  it('saves headers and retries, replacing the config as a whole', async () => {
    const hook = hookFixture();
    const api = mockManagementApi({
      'GET /api/hooks/hook1': { body: hook },
      'PATCH /api/hooks/hook1': ({ body }) => ({ body: { ...hook, ...(body as object) } }),
    });
    renderConsole('/default/webhooks/hook1/settings');

    await userEvent.selectOptions(await screen.findByTestId('webhook-retries'), '1');
    await userEvent.click(screen.getByTestId('webhook-headers-add'));
    await userEvent.type(screen.getByTestId('webhook-headers-key-1'), 'x-api-key');
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() =>
      expect(accessibleDescription(screen.getByTestId('webhook-headers-key-1'))).toContain(
        'This header is already set.',
      ),
    );
    expect(screen.getByTestId('webhook-headers-key-1').getAttribute('aria-invalid')).toBe('true');
    expect(api.requestsTo('PATCH', '/api/hooks/hook1')).toHaveLength(0);

    await userEvent.clear(screen.getByTestId('webhook-headers-key-1'));
    await userEvent.type(screen.getByTestId('webhook-headers-key-1'), 'x-tenant');
    await userEvent.type(screen.getByTestId('webhook-headers-value-1'), 'acme');
    await userEvent.click(screen.getByTestId('save-button'));

    await waitFor(() => expect(api.requestsTo('PATCH', '/api/hooks/hook1')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/hooks/hook1')[0]?.body).toEqual({
      name: 'Order service',
      events: ['PostRegister', 'User.Created'],
      config: {
        url: 'https://orders.example.com/hook',
        headers: { 'x-api-key': 'k1', 'x-tenant': 'acme' },
        retries: 1,
      },
    });
  });

  it('sends a test payload, shows the answer and keeps it across a reload', async () => {
    const api = mockManagementApi({
      'GET /api/hooks/hook1': { body: hookFixture() },
      'POST /api/hooks/hook1/test': {
        status: 422,
        body: {
          message: 'The endpoint did not answer 2xx.',
          code: 'hook.send_test_payload_failed',
          data: {
            result: 'Error',
            durationMs: 12,
            response: { statusCode: 503, body: 'maintenance' },
          },
        },
      },
    });
    const first = renderConsole('/default/webhooks/hook1/settings');

    await userEvent.click(await screen.findByTestId('webhook-send-test'));
    expect(
      within(await screen.findByTestId('webhook-test-result')).getByRole('alert').textContent,
    ).toBe('The endpoint answered with status 503.');
    expect(screen.getByTestId('webhook-test-response-body').textContent).toBe('maintenance');
    expect(api.requestsTo('POST', '/api/hooks/hook1/test')[0]?.body).toEqual({
      events: ['PostRegister', 'User.Created'],
      config: {
        url: 'https://orders.example.com/hook',
        headers: { 'x-api-key': 'k1' },
        retries: 3,
      },
    });
    expect(window.localStorage.getItem(storageKeys.webhookTestResult)).toContain('maintenance');
    expect(screen.queryByTestId('toast-error')).toBeNull();

    first.unmount();
    renderConsole('/default/webhooks/hook1/settings');
    expect(
      within(await screen.findByTestId('webhook-test-result')).getByRole('alert').textContent,
    ).toBe('The endpoint answered with status 503.');
  });

  it('regenerates the signing key only after confirming', async () => {
    const api = mockManagementApi({
      'GET /api/hooks/hook1': { body: hookFixture() },
      'PATCH /api/hooks/hook1/signing-key': {
        body: hookFixture({ signingKey: 'sk_new_key_value' }),
      },
    });
    renderConsole('/default/webhooks/hook1/settings');

    await userEvent.click(await screen.findByTestId('webhook-regenerate-key'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo('PATCH', '/api/hooks/hook1/signing-key')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('webhook-regenerate-key'));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/hooks/hook1/signing-key')).toHaveLength(1),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show signing key' }));
    expect((await screen.findByTestId('webhook-signing-key-value')).textContent).toBe(
      'sk_new_key_value',
    );
  });

  it('disables the webhook after confirming and deletes it after confirming', async () => {
    const api = mockManagementApi({
      'GET /api/hooks/hook1': { body: hookFixture() },
      'PATCH /api/hooks/hook1': { body: hookFixture({ enabled: false }) },
      'DELETE /api/hooks/hook1': { status: 204 },
      'GET /api/hooks': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/webhooks/hook1/settings');

    await userEvent.click(await screen.findByTestId('webhook-toggle-enabled'));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect((await screen.findByTestId('webhook-disabled-tag')).textContent).toBe('Disabled');
    expect(api.requestsTo('PATCH', '/api/hooks/hook1')[0]?.body).toEqual({ enabled: false });
    expect(screen.getByTestId('webhook-toggle-enabled').textContent).toBe('Enable');

    await userEvent.click(screen.getByTestId('webhook-delete-button'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/webhooks'));
    expect(api.requestsTo('DELETE', '/api/hooks/hook1')).toHaveLength(1);
  });

  it('lists recent requests filtered by the event in the URL and opens one', async () => {
    const api = mockManagementApi({
      'GET /api/hooks/hook1': { body: hookFixture() },
      'GET /api/hooks/hook1/recent-logs': { body: [hookLogFixture()], total: 1 },
      'GET /api/logs/log1': { body: { tenantId: 'default', ...hookLogFixture() } },
    });
    const { router } = renderConsole('/default/webhooks/hook1/recent-requests?event=PostRegister');

    const table = await screen.findByTestId('recent-requests-table');
    const failed = await within(table).findByRole('link', { name: '500 · Failed' });
    expect(failed.getAttribute('href')).toBe('/default/webhooks/hook1/recent-requests/log1');
    expect(
      api.requestsTo('GET', '/api/hooks/hook1/recent-logs')[0]?.url.searchParams.get('logKey'),
    ).toBe('TriggerHook.PostRegister');
    expect((screen.getByTestId('recent-requests-event-filter') as HTMLSelectElement).value).toBe(
      'PostRegister',
    );

    await userEvent.click(failed);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/default/webhooks/hook1/recent-requests/log1'),
    );
    expect((await screen.findByTestId('webhook-request-body')).textContent).toContain(
      '"userId": "u1"',
    );
    expect(screen.getByTestId('webhook-response-body').textContent).toContain(
      '"error": "database down"',
    );
    expect(summaryFacts(screen.getByTestId('webhook-request-log'))).toMatchObject({
      Duration: '87 ms',
      Attempt: '2',
      'Endpoint URL': 'https://orders.example.com/hook',
    });
  });
});
