import {
  experiencePhrases,
  isLanguage,
  languages,
  loadExperiencePhrases,
  negotiateLanguage,
  sourceLanguage,
  type Language,
  type Phrases,
} from '@tessera/phrases';
import type { Translation } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { findSignInExperience } from '../sign-in-exp/service.js';
import { findCustomPhraseByLanguageTag } from './queries.js';
import { overlayTranslation } from './translation-check.js';

/** What the sign-in app asked for: an explicit `lng`, and the browser's Accept-Language. */
export type PhrasesRequest = { lng?: string; acceptLanguage?: string };

/**
 * The language the sign-in app is served in: `lng` when given; otherwise the browser's languages
 * when the sign-in experience auto-detects; otherwise, and when nothing matches, the sign-in
 * experience's fallback language.
 */
export function chooseLanguage(
  request: PhrasesRequest,
  languageInfo: { autoDetect: boolean; fallbackLanguage: string },
): Language {
  const fallback = isLanguage(languageInfo.fallbackLanguage) ? languageInfo.fallbackLanguage : sourceLanguage;
  if (request.lng) {
    return negotiateLanguage(request.lng, languages, fallback);
  }
  return languageInfo.autoDetect ? negotiateLanguage(request.acceptLanguage, languages, fallback) : fallback;
}

/**
 * The sign-in app's phrases for a request: English, overlaid with the chosen language's built-in
 * phrases, overlaid with the tenant's custom phrases of that language.
 */
export async function findExperiencePhrases(
  scope: TenantScope,
  request: PhrasesRequest,
): Promise<{ language: Language; phrases: Phrases }> {
  const { languageInfo } = await findSignInExperience(scope);
  const language = chooseLanguage(request, languageInfo);
  const [builtIn, custom] = await Promise.all([
    loadExperiencePhrases(language),
    findCustomPhraseByLanguageTag(scope, language),
  ]);
  const translated = overlayTranslation(experiencePhrases.en, builtIn);
  return {
    language,
    phrases: custom ? overlayTranslation(translated, custom.translation as Translation) : translated,
  };
}
