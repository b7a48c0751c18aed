import { sql } from 'kysely';
import type { TenantScope } from '../../../db/tenant-scope.js';
import type { UserRow } from '../queries.js';

/**
 * Where the previous page of an export ended. The time is the database's own text: a JavaScript
 * Date keeps milliseconds only, and users created in one transaction share a microsecond time.
 */
export type ExportCursor = { createdAt: string; id: string };

export type ExportedUserRow = UserRow & { cursor_at: string };

/**
 * A page of the tenant's users, oldest first, after `cursor` (keyset pagination: every page costs
 * the same, where an offset would re-read every row before it). Walks `users_created_at`
 * `(tenant_id, created_at desc, id)` backwards.
 */
export const findUsersAfter = (
  scope: TenantScope,
  cursor: ExportCursor | undefined,
  limit: number,
): Promise<ExportedUserRow[]> =>
  scope
    .selectFrom('users')
    .selectAll()
    .select(sql<string>`users.created_at::text`.as('cursor_at'))
    .$if(cursor !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('users.created_at', '>', sql<Date>`${cursor!.createdAt}::timestamptz`),
          eb.and([
            eb('users.created_at', '=', sql<Date>`${cursor!.createdAt}::timestamptz`),
            eb('users.id', '<', cursor!.id),
          ]),
        ]),
      ),
    )
    .orderBy('users.created_at', 'asc')
    .orderBy('users.id', 'desc')
    .limit(limit)
    .execute();
