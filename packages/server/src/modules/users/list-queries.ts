import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toSearchPattern } from '../../db/search-pattern.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type UserSearch = { search?: string; excludeRoleId?: string };

const matches = (filter: UserSearch) => (eb: ExpressionBuilder<Database, 'users'>) => {
  const conditions = [];
  if (filter.search) {
    const pattern = toSearchPattern(filter.search);
    conditions.push(
      eb.or([
        eb('users.id', 'ilike', pattern),
        eb('users.username', 'ilike', pattern),
        eb('users.primary_email', 'ilike', pattern),
        eb('users.primary_phone', 'ilike', pattern),
        eb('users.name', 'ilike', pattern),
      ]),
    );
  }
  if (filter.excludeRoleId) {
    conditions.push(
      eb.not(
        eb.exists(
          eb
            .selectFrom('users_roles')
            .select(sql`1`.as('one'))
            .whereRef('users_roles.user_id', '=', 'users.id')
            .whereRef('users_roles.tenant_id', '=', 'users.tenant_id')
            .where('users_roles.role_id', '=', filter.excludeRoleId),
        ),
      ),
    );
  }
  return eb.and(conditions);
};

export const findUsers = (scope: TenantScope, filter: UserSearch, page: { limit: number; offset: number }) =>
  scope
    .selectFrom('users')
    .selectAll()
    .where(matches(filter))
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countUsersMatching = async (scope: TenantScope, filter: UserSearch) => {
  const row = await scope
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(matches(filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};
