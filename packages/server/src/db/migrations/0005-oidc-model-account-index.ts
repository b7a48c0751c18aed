import { sql, type Kysely } from 'kysely';

/** Finds an account's sessions, grants and tokens, which end when its password changes or it is deleted. */
export async function up(db: Kysely<unknown>) {
  await sql`create index if not exists oidc_model_instances_account on oidc_model_instances (tenant_id, (payload->>'accountId'))`.execute(
    db,
  );
}
