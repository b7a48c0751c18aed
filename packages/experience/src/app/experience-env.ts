import { createContext, use } from 'react';

/** What the app needs from the page it runs in; tests pass their own. */
export type ExperienceEnv = {
  tenantPrefix: string;
  apiBase: string;
  /** Leaves the app for a URL the server chose (the OIDC flow continues there). */
  assignLocation: (url: string) => void;
};

export const ExperienceEnvContext = createContext<ExperienceEnv | undefined>(undefined);

export const useExperienceEnv = (): ExperienceEnv => {
  const env = use(ExperienceEnvContext);
  if (!env) {
    throw new Error('useExperienceEnv must be used inside ExperienceEnvContext');
  }
  return env;
};
