import type { ExperienceConfig } from '@tessera/schemas';
import { createContext, use } from 'react';

export const ExperienceConfigContext = createContext<ExperienceConfig | undefined>(undefined);

/** The tenant's sign-in experience settings; available below the layout once loaded. */
export const useExperienceConfig = (): ExperienceConfig => {
  const config = use(ExperienceConfigContext);
  if (!config) {
    throw new Error('useExperienceConfig must be used below the experience layout');
  }
  return config;
};
