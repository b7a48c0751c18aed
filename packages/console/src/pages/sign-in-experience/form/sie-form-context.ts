import type { SignInExperience } from '@tessera/schemas';
import type { UseFormReturn } from 'react-hook-form';
import { useOutletContext } from 'react-router';

import type { SignInExperienceFormValues } from './sie-form-values';

/** What each tab route gets from the page: the one form over the whole record, and the saved record. */
export interface SignInExperienceOutlet {
  form: UseFormReturn<SignInExperienceFormValues>;
  saved: SignInExperience;
}

export const useSignInExperienceForm = () => useOutletContext<SignInExperienceOutlet>();
