import { customPhraseApi, type Translation } from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { customPhraseKeys } from './keys';

/** Replaces the overrides of one language (`PUT` creates the language when it had none). */
export const useUpsertCustomPhrase = (languageTag: string, options?: UseApiOptions) =>
  useEndpointMutation(customPhraseApi.upsert, (body: Translation) => ({ params: { languageTag }, body }), {
    ...options,
    invalidates: [customPhraseKeys.all],
  });

export const useDeleteCustomPhrase = (languageTag: string) =>
  useEndpointMutation(customPhraseApi.delete, () => ({ params: { languageTag } }), {
    invalidates: [customPhraseKeys.all],
  });
