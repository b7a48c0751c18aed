import { loadExperiencePhrases } from '@tessera/phrases';
import type { Translation } from '@tessera/schemas';
import { useQuery } from '@tanstack/react-query';

import { customPhraseKeys } from '../../../../api/custom-phrases/keys';
import { flattenPhrases } from './phrase-keys';

/** The sign-in app's own texts in a language, as `[key, text]` pairs (loaded on demand, kept). */
export const useBuiltInPhrases = (language: string) =>
  useQuery({
    queryKey: customPhraseKeys.builtIn(language),
    queryFn: async () => flattenPhrases((await loadExperiencePhrases(language)) as Translation),
    staleTime: Number.POSITIVE_INFINITY,
  });
