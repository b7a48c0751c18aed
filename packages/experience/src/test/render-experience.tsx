import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';

import { AppRoutes } from '../app/app-routes';
import * as lazyPages from '../app/lazy-pages';
import { ExperienceEnvContext, type ExperienceEnv } from '../app/experience-env';
import { resolveTenantPath } from '../app/tenant-path';
import { clearPhraseOverlays, i18n, initI18n } from '../i18n/i18n';

afterEach(() => {
  cleanup();
  clearPhraseOverlays();
  vi.unstubAllGlobals();
});

/**
 * Renders the whole app at `path` (tenant prefix included, as in the browser) with a recorded
 * `assignLocation` instead of a real page navigation.
 */
export const renderExperience = async (path: string) => {
  await initI18n('en');
  // Fetch every page's code up front: the first import of a module is slow under the test runner.
  await Promise.all(
    Object.values(lazyPages).map((page) => ('preload' in page ? page.preload() : undefined)),
  );
  const { prefix, apiBase } = resolveTenantPath(path);
  const assignLocation = vi.fn<ExperienceEnv['assignLocation']>();
  const env: ExperienceEnv = { tenantPrefix: prefix, apiBase, assignLocation };
  const view = render(
    <ExperienceEnvContext value={env}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path.slice(prefix.length) || '/']}>
          <AppRoutes />
        </MemoryRouter>
      </I18nextProvider>
    </ExperienceEnvContext>,
  );
  return { ...view, assignLocation };
};
