import { z } from 'zod';

import { customPhraseGuard, customPhraseUpsertGuard } from '../entities/custom-phrase';
import { defineEndpoint } from './endpoint';

/** A custom phrase set as the Management API answers it. */
export const customPhraseResponseGuard = customPhraseGuard.extend({ tenantId: z.string() }).meta({ id: 'CustomPhrase' });
export type CustomPhraseResponse = z.infer<typeof customPhraseResponseGuard>;

const languageTagParams = z.object({
  languageTag: z.string().min(1).meta({ description: 'One of the supported languages, e.g. `en` or `pt-BR`.' }),
});

const unsupportedLanguage = 'The language is not one Tessera supports (localization.unsupported_language).';

/** The tenant's overrides of the sign-in app's built-in phrases, one set per language. */
export const customPhraseApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/custom-phrases',
    summary: 'List custom phrases',
    description: 'Every language the tenant overrides phrases of, by language tag.',
    response: z.array(customPhraseResponseGuard),
    returns: 'The custom phrase sets.',
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/custom-phrases/{languageTag}',
    summary: 'Get the custom phrases of a language',
    params: languageTagParams,
    response: customPhraseResponseGuard,
    returns: 'The custom phrase set.',
    failures: { 400: unsupportedLanguage, 404: 'The tenant overrides no phrase of this language (localization.phrases_not_found).' },
  }),
  upsert: defineEndpoint({
    method: 'put',
    path: '/custom-phrases/{languageTag}',
    summary: 'Create or replace the custom phrases of a language',
    description:
      "The body is a translation: nested keys of the sign-in app's built-in phrases with texts. It replaces the language's whole set; `{}` keeps an empty set.",
    params: languageTagParams,
    body: customPhraseUpsertGuard,
    response: customPhraseResponseGuard,
    returns: 'The replaced custom phrase set.',
    returnsCreated: 'The created custom phrase set.',
    failures: {
      400: `${unsupportedLanguage} Or a key is not a phrase of the sign-in app, or a value is not text (localization.invalid_translation_structure).`,
    },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/custom-phrases/{languageTag}',
    summary: 'Delete the custom phrases of a language',
    params: languageTagParams,
    returns: 'Deleted.',
    failures: {
      400: `${unsupportedLanguage} Or the language is the fallback language of the sign-in experience (localization.cannot_delete_default_language).`,
      404: 'The tenant overrides no phrase of this language (localization.phrases_not_found).',
    },
  }),
};
