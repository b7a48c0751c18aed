import { customPhraseApi } from '@tessera/schemas';

import { useEndpointQuery } from '../endpoint-hooks';
import { customPhraseKeys } from './keys';

/** Every language the tenant overrides, with its overrides. */
export const useCustomPhrases = () => useEndpointQuery(customPhraseKeys.list(), customPhraseApi.list, {});
