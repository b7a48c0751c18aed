import './zod-without-eval';
import './theme/tokens.css';
import './theme/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { loadShellContracts } from './api/load-shell-contracts';
import { App } from './app/app';
import { initI18n } from './i18n/i18n';
import { appearanceStore } from './theme/appearance-store';

appearanceStore.start();

const render = () => {
  const container = document.querySelector('#root');
  if (!container) {
    throw new Error('The #root element is missing from index.html');
  }
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

// The first paint is in the reader's language, never English first and then a switch; the
// shell's first calls (console config, user) need their contracts, which load meanwhile. Not a
// top-level await: the contracts' chunk imports modules of this one, and would wait forever for
// an entry module that is itself waiting for it.
void Promise.all([initI18n(), loadShellContracts()]).then(render);
