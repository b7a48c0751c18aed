// Polyfills first: modules imported below read matchMedia when they load.
import './test/polyfills';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { loadShellContracts } from './api/load-shell-contracts';
import { i18n, initI18n } from './i18n/i18n';

// Lazy pages are transformed on first use in tests; give them time under a busy parallel run.
configure({ asyncUtilTimeout: 5000 });

// As main.tsx does before the first render.
await Promise.all([initI18n(), loadShellContracts()]);

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'en') {
    await i18n.changeLanguage('en');
  }
});
