import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { TenantScope } from '../../../db/tenant-scope.js';
import type { NewUser, UserRow } from '../queries.js';

/** The identifiers of one batch of rows to import; emails compared in lower case, as stored unique. */
export type BatchIdentifiers = { ids: string[]; usernames: string[]; emails: string[]; phones: string[] };

export type TakenIdentifiers = { [K in keyof BatchIdentifiers]: Set<string> };

const valuesIn = async (
  scope: TenantScope,
  column: 'id' | 'username' | 'primary_phone',
  values: string[],
): Promise<Set<string>> => {
  if (values.length === 0) {
    return new Set();
  }
  const rows = await scope
    .selectFrom('users')
    .select(`users.${column} as value`)
    .where(`users.${column}`, 'in', values)
    .execute();
  return new Set(rows.map((row) => String(row.value)));
};

/** Which of a batch's identifiers the tenant's users hold already: a few statements per batch, not per row. */
export async function findTakenIdentifiers(scope: TenantScope, batch: BatchIdentifiers): Promise<TakenIdentifiers> {
  const emails =
    batch.emails.length === 0
      ? new Set<string>()
      : new Set(
          (
            await scope
              .selectFrom('users')
              .select(sql<string>`lower(users.primary_email)`.as('value'))
              .where(sql`lower(users.primary_email)`, 'in', batch.emails)
              .execute()
          ).map((row) => row.value),
        );
  return {
    ids: await valuesIn(scope, 'id', batch.ids),
    usernames: await valuesIn(scope, 'username', batch.usernames),
    emails,
    phones: await valuesIn(scope, 'primary_phone', batch.phones),
  };
}

/**
 * Inserts many users in one statement. A row that collides with a user written meanwhile is
 * skipped rather than failing the batch; the rows returned are the ones written.
 */
export async function insertUsers(scope: TenantScope, users: NewUser[]): Promise<UserRow[]> {
  if (users.length === 0) {
    return [];
  }
  return scope.insertInto('users', users).onConflict((conflict) => conflict.doNothing()).returningAll().execute();
}

/** Gives each of the users each of the roles, in one statement. */
export async function insertUserRoleLinks(scope: TenantScope, userIds: string[], roleIds: string[]): Promise<void> {
  const links = userIds.flatMap((userId) => roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })));
  if (links.length > 0) {
    await scope.insertInto('users_roles', links).execute();
  }
}

/** Imports at least this large vacuum and analyze `users` at once. */
export const tidyAfterRows = 1000;

/**
 * Vacuums and analyzes `users` after a bulk import, for two reasons measured at 100,000 users:
 * - the planner still believes the table small and reads a search through the tenant index
 *   instead of the trigram indexes (PostgreSQL: 1 s instead of a few ms) until autovacuum runs;
 * - new trigram entries wait in each GIN index's pending list, which every search reads row by
 *   row until a vacuum moves them into the index (embedded: 300 ms per search instead of 2 ms).
 * The embedded engine has no autovacuum; its maintenance job would get there within a minute.
 */
export async function tidyUsersAfterImport(db: Kysely<Database>): Promise<void> {
  await sql`vacuum (analyze) users`.execute(db);
}
