import { storageKeys } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { changeConsoleLanguage, i18n, initI18n } from './i18n';

afterEach(async () => {
  vi.restoreAllMocks();
  await changeConsoleLanguage('en');
});

describe('console language', () => {
  it('loads the locale on demand and persists the choice in both storages', async () => {
    await changeConsoleLanguage('de');
    expect(i18n.t('sidebar.items.applications')).toBe('Anwendungen');
    expect(window.localStorage.getItem(storageKeys.language)).toBe('de');
    expect(window.sessionStorage.getItem(storageKeys.language)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('writes Arabic right to left', async () => {
    await changeConsoleLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('starts in the stored language, session storage first', async () => {
    window.localStorage.setItem(storageKeys.language, 'fr');
    window.sessionStorage.setItem(storageKeys.language, 'ko');
    await initI18n();
    expect(i18n.language).toBe('ko');

    window.sessionStorage.clear();
    await initI18n();
    expect(i18n.language).toBe('fr');
  });

  it('starts in the browser language when nothing is stored', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['ru-RU', 'en']);
    await initI18n();
    expect(i18n.language).toBe('ru');
    expect(i18n.t('not_found.title')).toBe('Страница не найдена');
  });
});
