import { act, render, waitFor } from '@testing-library/react';
import { storageKeys } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { changeConsoleLanguage, i18n } from '../i18n/i18n';
import { appearanceStore } from '../theme/appearance-store';
import { testUser } from '../test/fake-auth-client';
import { mockManagementApi } from '../test/management-api-mock';
import { createTestQueryClient, TestProviders } from '../test/render-console';
import { PreferencesSync } from './preferences-sync';

const renderSync = (customData: Record<string, unknown>) => {
  const api = mockManagementApi({
    'PATCH /api/me/custom-data': ({ body }) => ({ body: { ...customData, ...(body as object) } }),
  });
  const queryClient = createTestQueryClient({ user: { ...testUser, customData } });
  render(
    <TestProviders queryClient={queryClient}>
      <PreferencesSync />
    </TestProviders>,
  );
  return api;
};

afterEach(() => {
  vi.restoreAllMocks();
  act(() => appearanceStore.setMode('system'));
});

describe('preference sync', () => {
  it('restores the language and appearance saved with the account, without saving them back', async () => {
    const api = renderSync({ adminConsolePreferences: { language: 'de', appearanceMode: 'dark' } });

    await waitFor(() => expect(i18n.language).toBe('de'));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(window.localStorage.getItem(storageKeys.appearanceMode)).toBe('dark');
    expect(api.requestsTo('PATCH', '/api/me/custom-data')).toHaveLength(0);
  });

  it('saves a later change to the account', async () => {
    const api = renderSync({ adminConsolePreferences: { language: 'en', appearanceMode: 'system' } });
    await waitFor(() => expect(i18n.language).toBe('en'));

    act(() => appearanceStore.setMode('light'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/me/custom-data')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/me/custom-data')[0]?.body).toEqual({
      adminConsolePreferences: { language: 'en', appearanceMode: 'light' },
    });

    await act(() => changeConsoleLanguage('ja'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/me/custom-data')).toHaveLength(2));
    expect(api.requestsTo('PATCH', '/api/me/custom-data')[1]?.body).toEqual({
      adminConsolePreferences: { language: 'ja', appearanceMode: 'light' },
    });
  });

  it('ignores saved values it does not know', async () => {
    const api = renderSync({ adminConsolePreferences: { language: 'xx', appearanceMode: 'neon' } });
    await act(async () => undefined);
    expect(i18n.language).toBe('en');
    expect(appearanceStore.getMode()).toBe('system');
    expect(api.requestsTo('PATCH', '/api/me/custom-data')).toHaveLength(0);
  });
});
