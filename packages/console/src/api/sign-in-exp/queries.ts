import { signInExperienceApi } from '@tessera/schemas';

import { useEndpointQuery, type QueryOptions } from '../endpoint-hooks';
import { signInExperienceKeys } from './keys';

/** The tenant's sign-in experience; the server answers defaults when nothing is stored yet. */
export const useSignInExperience = (options?: QueryOptions) =>
  useEndpointQuery(signInExperienceKeys.detail(), signInExperienceApi.get, {}, options);
