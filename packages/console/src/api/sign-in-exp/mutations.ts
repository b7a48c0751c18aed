import { signInExperienceApi, type SignInExperiencePatch } from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { signInExperienceKeys } from './keys';

export const useUpdateSignInExperience = (options?: UseApiOptions) =>
  useEndpointMutation(signInExperienceApi.update, (body: SignInExperiencePatch) => ({ body }), {
    ...options,
    invalidates: [signInExperienceKeys.all],
  });
