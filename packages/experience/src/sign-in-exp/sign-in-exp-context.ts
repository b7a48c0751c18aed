import type { WellKnownSignInExperience } from '@tessera/schemas';
import { createContext, use } from 'react';

/**
 * The tenant's sign-in experience as the pages render it: the stored settings, or in preview
 * mode the unsaved settings the console posted.
 */
export type ExperienceSettings = {
  signInExperience: WellKnownSignInExperience;
  /** In the console's preview frame: nothing may change state, links and buttons are inert. */
  isPreview: boolean;
};

export const ExperienceSettingsContext = createContext<ExperienceSettings | undefined>(undefined);

export const useExperienceSettings = (): ExperienceSettings => {
  const settings = use(ExperienceSettingsContext);
  if (!settings) {
    throw new Error('useExperienceSettings must be used below the experience layout');
  }
  return settings;
};

export const useSignInExperience = (): WellKnownSignInExperience =>
  useExperienceSettings().signInExperience;
