import type { Selectable } from 'kysely';
import type { SubjectTokensTable } from '../../db/personal-access-and-subject-token-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { toJson } from '../../db/json.js';

export type SubjectTokenRow = Selectable<SubjectTokensTable>;

export const insertSubjectToken = (
  scope: TenantScope,
  token: {
    id: string;
    token_digest: string;
    user_id: string;
    context: Record<string, unknown>;
    creator_id: string;
    expires_at: Date;
  },
) =>
  scope
    .insertInto('subject_tokens', { ...token, context: toJson(token.context) })
    .returningAll()
    .executeTakeFirstOrThrow();

/** A token that can still be exchanged: unconsumed and unexpired at `now`. */
export const findUsableSubjectTokenByDigest = (scope: TenantScope, tokenDigest: string, now: Date) =>
  scope
    .selectFrom('subject_tokens')
    .selectAll()
    .where('token_digest', '=', tokenDigest)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/**
 * Marks the token used, in one statement that also checks it still is usable: of two exchanges
 * racing for it, only one gets the row back.
 */
export const consumeSubjectTokenById = (scope: TenantScope, id: string, now: Date) =>
  scope
    .updateTable('subject_tokens')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
