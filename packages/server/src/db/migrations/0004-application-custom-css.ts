import type { Kysely } from 'kysely';

/** CSS the sign-in pages add for one application, beside its branding (reference API field). */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('application_sign_in_experiences').addColumn('custom_css', 'text').execute();
}
