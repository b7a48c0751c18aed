import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';

import { i18n } from '../i18n/i18n';
import { AppRoutes } from './app-routes';
import { ExperienceEnvContext, type ExperienceEnv } from './experience-env';

export const App = ({ env }: { env: ExperienceEnv }) => (
  <StrictMode>
    <ExperienceEnvContext value={env}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter basename={env.tenantPrefix || '/'}>
          <AppRoutes />
        </BrowserRouter>
      </I18nextProvider>
    </ExperienceEnvContext>
  </StrictMode>
);
