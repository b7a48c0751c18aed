import { experiencePhrases, languages, type Language } from '@tessera/phrases';
import type { CustomPhraseResponse, Translation } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import { findSignInExperience } from '../sign-in-exp/service.js';
import {
  deleteCustomPhraseByLanguageTag,
  findCustomPhraseByLanguageTag,
  upsertCustomPhrase,
  type CustomPhraseRow,
} from './queries.js';
import { assertTranslationMatchesPhrases } from './translation-check.js';
// The area's events join the catalogue wherever this service is compiled.
import './events.js';

/**
 * The supported language a tag names, in its canonical spelling (`pt-br` → `pt-BR`), or 400
 * `localization.unsupported_language`: phrases exist only for the languages the sign-in app ships.
 */
export function toSupportedLanguage(languageTag: string): Language {
  const lower = languageTag.toLowerCase();
  const language = languages.find((candidate) => candidate.toLowerCase() === lower);
  if (!language) {
    throw new RequestError('localization.unsupported_language', 400, { languageTag });
  }
  return language;
}

export const toCustomPhraseResponse = (row: CustomPhraseRow): CustomPhraseResponse => ({
  tenantId: row.tenant_id,
  id: row.id,
  languageTag: row.language_tag,
  translation: row.translation as Translation,
});

const phrasesNotFound = (languageTag: string) => new RequestError('localization.phrases_not_found', 404, { languageTag });

/** The language's custom phrases, or 404 `localization.phrases_not_found`. */
export async function requireCustomPhrase(scope: TenantScope, languageTag: string): Promise<CustomPhraseRow> {
  const language = toSupportedLanguage(languageTag);
  const row = await findCustomPhraseByLanguageTag(scope, language);
  if (!row) {
    throw phrasesNotFound(language);
  }
  return row;
}

/**
 * `PUT /custom-phrases/{languageTag}`: replaces the language's whole set after checking every key
 * against the sign-in app's phrases. `created` tells a new set from a replaced one; the lock keeps
 * two concurrent first writes from both answering "created".
 */
export async function upsertCustomPhraseOfLanguage(
  scope: TenantScope,
  languageTag: string,
  translation: Translation,
): Promise<{ row: CustomPhraseRow; created: boolean }> {
  const language = toSupportedLanguage(languageTag);
  assertTranslationMatchesPhrases(translation, experiencePhrases.en);
  return scope.transaction(async (tx) => {
    await tx.lockForTransaction(`custom-phrase:${language}`);
    const existing = await findCustomPhraseByLanguageTag(tx, language);
    const row = await upsertCustomPhrase(tx, { id: existing?.id ?? generateId(), language_tag: language, translation });
    tx.emit('customPhrase.updated', { customPhrase: toCustomPhraseResponse(row) });
    return { row, created: !existing };
  });
}

/**
 * `DELETE /custom-phrases/{languageTag}`: refused for the sign-in experience's fallback language,
 * whose phrases every other language falls back to (400 `localization.cannot_delete_default_language`).
 */
export async function deleteCustomPhraseOfLanguage(scope: TenantScope, languageTag: string): Promise<void> {
  const language = toSupportedLanguage(languageTag);
  await scope.transaction(async (tx) => {
    const { languageInfo } = await findSignInExperience(tx);
    if (languageInfo.fallbackLanguage.toLowerCase() === language.toLowerCase()) {
      throw new RequestError('localization.cannot_delete_default_language', 400, { languageTag: language });
    }
    if (!(await deleteCustomPhraseByLanguageTag(tx, language))) {
      throw phrasesNotFound(language);
    }
    tx.emit('customPhrase.deleted', { languageTag: language });
  });
}
