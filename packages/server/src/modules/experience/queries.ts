import { sql, type Selectable } from 'kysely';
import type { PasscodesTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type PasscodeRow = Selectable<PasscodesTable>;
export type PasscodeTarget = { email: string; phone?: undefined } | { phone: string; email?: undefined };

/** The codes of one interaction for one target and purpose: the one sent last is the live one. */
/** The codes of an interaction for a target and purpose, except the one with id `keepId`. */
export const deletePasscodes = (
  scope: TenantScope,
  { interactionJti, type, target, keepId }: { interactionJti: string; type: string; target: PasscodeTarget; keepId: string },
) => {
  const query = scope
    .deleteFrom('passcodes')
    .where('interaction_jti', '=', interactionJti)
    .where('type', '=', type)
    .where('id', '!=', keepId);
  return (target.email === undefined ? query.where('phone', '=', target.phone) : query.where('email', '=', target.email)).execute();
};

export const insertPasscode = (
  scope: TenantScope,
  row: { id: string; interactionJti: string; type: string; target: PasscodeTarget; code: string; expiresAt: Date },
) =>
  scope
    .insertInto('passcodes', {
      id: row.id,
      interaction_jti: row.interactionJti,
      type: row.type,
      email: row.target.email ?? null,
      phone: row.target.phone ?? null,
      code: row.code,
      expires_at: row.expiresAt,
    })
    .execute();

/** Locks the row while a guess is checked, so parallel guesses cannot each get a free try. */
export const findPasscodeForUpdate = (scope: TenantScope, { id, interactionJti }: { id: string; interactionJti: string }) =>
  scope
    .selectFrom('passcodes')
    .selectAll()
    .where('id', '=', id)
    .where('interaction_jti', '=', interactionJti)
    .forUpdate()
    .executeTakeFirst();

/** The row of a code as it is now, without a lock: the consuming update below re-checks it. */
export const findPasscode = (scope: TenantScope, { id, interactionJti }: { id: string; interactionJti: string }) =>
  scope
    .selectFrom('passcodes')
    .selectAll()
    .where('id', '=', id)
    .where('interaction_jti', '=', interactionJti)
    .executeTakeFirst();

/**
 * Consumes a code only if nothing happened to it since `seen` was read (not consumed, no try
 * counted): a guess checked against that read is then as good as one checked under a lock.
 * Answers whether it did.
 */
export const consumePasscodeIfUnchanged = async (scope: TenantScope, seen: { id: string; try_count: number }) => {
  const row = await scope
    .updateTable('passcodes')
    .set({ consumed: true })
    .where('id', '=', seen.id)
    .where('consumed', '=', false)
    .where('try_count', '=', seen.try_count)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

export const countPasscodeTry = (scope: TenantScope, id: string) =>
  scope
    .updateTable('passcodes')
    .set((eb) => ({ try_count: eb('try_count', '+', 1) }))
    .where('id', '=', id)
    .execute();

export const consumePasscode = (scope: TenantScope, id: string) =>
  scope.updateTable('passcodes').set({ consumed: true }).where('id', '=', id).execute();

export const deletePasscodeById = (scope: TenantScope, id: string) =>
  scope.deleteFrom('passcodes').where('id', '=', id).execute();

/** Codes sent to a target since a time, by any interaction of the tenant. */
export const countPasscodesSince = async (scope: TenantScope, target: PasscodeTarget, since: Date) => {
  const query = scope.selectFrom('passcodes').select((eb) => eb.fn.countAll<string>().as('count')).where('created_at', '>=', since);
  const row = await (target.email === undefined
    ? query.where('phone', '=', target.phone)
    : query.where(sql`lower(email)`, '=', target.email.toLowerCase())
  ).executeTakeFirstOrThrow();
  return Number(row.count);
};

/**
 * Stamps the sign-in on a user who exists and is not suspended, in the statement that reads the
 * user: the row it answers is the user signed in; none means the caller must say why.
 */
export const markActiveUserSignedIn = (scope: TenantScope, userId: string, now = new Date()) =>
  scope
    .updateTable('users')
    .set({ last_sign_in_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('is_suspended', '=', false)
    .returningAll()
    .executeTakeFirst();
