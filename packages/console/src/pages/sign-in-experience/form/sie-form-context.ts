import type { ExperiencePreviewMessage, SignInExperience } from '@tessera/schemas';
import type { UseFormReturn } from 'react-hook-form';
import { useOutletContext } from 'react-router';

import type { PhraseDraft } from '../content/custom-phrases/use-phrase-draft';
import type { SignInExperienceFormValues } from './sie-form-values';

/**
 * What each tab route gets from the page: the one form over the whole record, the saved record,
 * the unsaved custom phrases (saved apart from the form, but kept beside it), and the preview's
 * screen.
 */
export interface SignInExperienceOutlet {
  form: UseFormReturn<SignInExperienceFormValues>;
  saved: SignInExperience;
  phrases: PhraseDraft;
  /** Turns the preview to a screen, for a field that is about that screen. */
  showPreviewScreen: (screen: NonNullable<ExperiencePreviewMessage['screen']>) => void;
}

export const useSignInExperienceForm = () => useOutletContext<SignInExperienceOutlet>();
