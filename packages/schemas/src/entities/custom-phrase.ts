import { z } from 'zod';

import { idGuard, languageTagGuard } from './common';

/** Nested phrase overrides: `{ "action": { "sign_in": "Log in" } }`. */
export type Translation = { [key: string]: string | Translation };
/** Registered under an id so OpenAPI documents refer to it instead of expanding it forever. */
export const translationGuard: z.ZodType<Translation> = z
  .lazy(() => z.record(z.string(), z.union([z.string(), translationGuard])))
  .meta({ id: 'Translation' });

export const customPhraseGuard = z.object({
  id: idGuard,
  languageTag: languageTagGuard,
  translation: translationGuard,
});
export type CustomPhrase = z.infer<typeof customPhraseGuard>;

/** Body of `PUT /api/custom-phrases/{languageTag}`; `{}` creates an empty override set. */
export const customPhraseUpsertGuard = translationGuard;
