import type { Selectable } from 'kysely';
import type { Translation } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { CustomPhrasesTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type CustomPhraseRow = Selectable<CustomPhrasesTable>;

/** In language tag order, so the list is stable. */
export const findCustomPhrases = (scope: TenantScope) =>
  scope.selectFrom('custom_phrases').selectAll().orderBy('language_tag').execute();

export const findCustomPhraseByLanguageTag = (scope: TenantScope, languageTag: string) =>
  scope.selectFrom('custom_phrases').selectAll().where('language_tag', '=', languageTag).executeTakeFirst();

/** Creates the language's set, or replaces its translation when the tenant has one. */
export const upsertCustomPhrase = async (
  scope: TenantScope,
  row: { id: string; language_tag: string; translation: Translation },
) => {
  const translation = toJson(row.translation);
  return scope
    .insertInto('custom_phrases', { id: row.id, language_tag: row.language_tag, translation })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'language_tag']).doUpdateSet({ translation, updated_at: new Date() }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const deleteCustomPhraseByLanguageTag = async (scope: TenantScope, languageTag: string) => {
  const result = await scope.deleteFrom('custom_phrases').where('language_tag', '=', languageTag).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};
