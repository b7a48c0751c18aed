import './zod-without-eval';
import './styles/tokens.css';
import './styles/global.css';

import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { preloadRoute } from './app/lazy-pages';
import { resolveTenantPath } from './app/tenant-path';
import { detectLanguage } from './i18n/detect-language';
import { initI18n } from './i18n/i18n';
import { readStoredLanguage } from './i18n/language-storage';

const { prefix, apiBase } = resolveTenantPath(window.location.pathname);
preloadRoute(window.location.pathname.slice(prefix.length), window.location.search);

const language = detectLanguage({
  search: window.location.search,
  stored: readStoredLanguage(),
  browserLanguages: navigator.languages,
});
// Rendering waits for the language's phrases (one small chunk) so no English flashes first.
await initI18n(language);

const root = document.querySelector('#root');
if (root) {
  createRoot(root).render(
    <App
      env={{
        tenantPrefix: prefix,
        apiBase,
        assignLocation: (url) => window.location.assign(url),
      }}
    />,
  );
}
