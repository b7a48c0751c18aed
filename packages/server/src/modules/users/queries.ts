import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { toJson } from '../../db/json.js';
import type { UsersTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Omit<Insertable<UsersTable>, 'tenant_id'>;

export const findUserById = (scope: TenantScope, id: string) =>
  scope.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByUsername = (scope: TenantScope, username: string) =>
  scope.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

export const findUserByEmail = (scope: TenantScope, email: string) =>
  scope
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(primary_email)`, '=', email.toLowerCase())
    .executeTakeFirst();

export const findUserByPhone = (scope: TenantScope, phone: string) =>
  scope.selectFrom('users').selectAll().where('primary_phone', '=', phone).executeTakeFirst();

export const insertUser = (scope: TenantScope, user: NewUser) =>
  scope.insertInto('users', user).returningAll().executeTakeFirstOrThrow();

export const updateUserById = (
  scope: TenantScope,
  id: string,
  changes: Omit<Updateable<UsersTable>, 'tenant_id' | 'id'>,
) =>
  scope
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/**
 * `updateUserById` only while the user's MFA factors are still `expected` (jsonb equality): a
 * compare-and-set for a read-modify-write of that column without a lock. Undefined when they moved.
 */
export const updateUserWhileFactorsAre = (
  scope: TenantScope,
  id: string,
  expected: unknown,
  changes: Omit<Updateable<UsersTable>, 'tenant_id' | 'id'>,
) =>
  scope
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .where(sql<boolean>`mfa_verifications = ${toJson(expected)}::jsonb`)
    .returningAll()
    .executeTakeFirst();

export const countUsers = async (scope: TenantScope) => {
  const row = await scope
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** The user row, locked until the surrounding transaction ends (read-modify-write of JSON columns). */
export const findUserByIdForUpdate = (scope: TenantScope, id: string) =>
  scope.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const deleteUserById = async (scope: TenantScope, id: string) => {
  const result = await scope.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** The user whose identity for a social target has this provider account id. */
export const findUserByIdentity = (scope: TenantScope, target: string, identityUserId: string) =>
  scope
    .selectFrom('users')
    .selectAll()
    .where(sql`identities -> ${target} ->> 'userId'`, '=', identityUserId)
    .executeTakeFirst();
