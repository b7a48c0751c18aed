import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { applicationKeys } from '../../../api/applications/keys';
import { i18n } from '../../../i18n/i18n';
import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { applicationFixture } from '../testing/application-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('deleting an application', { timeout: 20_000 }, () => {
  it('drops the deleted application’s queries instead of refetching them (no "No application exists" toasts)', async () => {
    let deleted = false;
    const gone = { status: 404, body: { message: 'No application exists.', code: 'entity.not_exists_with_id' } };
    const api = mockManagementApi({
      'GET /api/applications/app1': () => (deleted ? gone : { body: applicationFixture({ type: 'Traditional' }) }),
      'GET /api/applications/app1/secrets': () => (deleted ? gone : { body: [], total: 0 }),
      'DELETE /api/applications/app1': () => {
        deleted = true;
        return { status: 204 };
      },
      'GET /api/applications': { body: [], total: 0 },
    });
    const { router, queryClient } = renderConsole('/default/applications/app1/settings');

    await waitFor(() => expect(api.requestsTo('GET', '/api/applications/app1/secrets')).toHaveLength(1));
    await userEvent.click(await screen.findByTestId('app-delete-button'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/applications'));
    await screen.findByText('"Shop" was deleted.', { exact: false });
    // The deleted page stays on screen while the list page's code loads, and re-renders meanwhile
    // (here: as on any language or theme change); that must not fetch what is gone.
    expect(screen.queryByTestId('app-delete-button')).not.toBeNull();
    act(() => {
      i18n.emit('languageChanged', 'en');
    });
    await waitFor(() => expect(screen.queryByTestId('app-delete-button')).toBeNull(), { timeout: 10_000 });

    expect(api.requestsTo('GET', '/api/applications/app1')).toHaveLength(1);
    expect(api.requestsTo('GET', '/api/applications/app1/secrets')).toHaveLength(1);
    expect(screen.queryByText('No application exists.', { exact: false })).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: applicationKeys.detail('app1') })).toHaveLength(0);
  });
});
