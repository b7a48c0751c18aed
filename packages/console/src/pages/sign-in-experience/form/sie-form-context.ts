import type { SignInExperience } from '@tessera/schemas';
import type { UseFormReturn } from 'react-hook-form';
import { useOutletContext } from 'react-router';

import type { PhraseDraft } from '../content/custom-phrases/use-phrase-draft';
import type { SignInExperienceFormValues } from './sie-form-values';

/**
 * What each tab route gets from the page: the one form over the whole record, the saved record,
 * and the unsaved custom phrases (saved apart from the form, but kept beside it).
 */
export interface SignInExperienceOutlet {
  form: UseFormReturn<SignInExperienceFormValues>;
  saved: SignInExperience;
  phrases: PhraseDraft;
}

export const useSignInExperienceForm = () => useOutletContext<SignInExperienceOutlet>();
