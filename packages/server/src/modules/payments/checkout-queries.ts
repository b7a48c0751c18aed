import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CheckoutSessionsTable } from '../../db/payment-tables.js';
import type { Database } from '../../db/schema.js';

export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>;

export const insertCheckoutSession = (db: Kysely<Database>, row: Insertable<CheckoutSessionsTable>) =>
  db.insertInto('checkout_sessions').values(row).returningAll().executeTakeFirstOrThrow();

/** A checkout of this user: nobody reads another user's checkout. */
export const findUserCheckoutSession = (db: Kysely<Database>, userId: string, id: string) =>
  db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** The checkout an event names, locked until the transaction ends so one completion applies. */
export const lockCheckoutSession = (trx: Kysely<Database>, id: string) =>
  trx.selectFrom('checkout_sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const findCheckoutSessionById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();

export const updateCheckoutSession = (
  db: Kysely<Database>,
  id: string,
  changes: Omit<Updateable<CheckoutSessionsTable>, 'id' | 'created_at'>,
) => db.updateTable('checkout_sessions').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
