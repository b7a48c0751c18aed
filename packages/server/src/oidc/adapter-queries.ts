import { sql } from 'kysely';
import { toJson } from '../db/json.js';
import type { Database } from '../db/schema.js';
import type { Kysely } from 'kysely';
import type { TenantScope } from '../db/tenant-scope.js';

export type ModelPayload = Record<string, unknown>;

const live = sql<boolean>`expires_at > now()`;

export const upsertModelInstance = (
  scope: TenantScope,
  modelName: string,
  id: string,
  payload: ModelPayload,
  expiresInSeconds: number,
) => {
  const expiresAt = new Date(Date.now() + expiresInSeconds * 1000);
  return scope
    .insertInto('oidc_model_instances', {
      model_name: modelName,
      id,
      payload: toJson(payload),
      expires_at: expiresAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'model_name', 'id'])
        .doUpdateSet({ payload: toJson(payload), expires_at: expiresAt }),
    )
    .execute();
};

const selectLive = (scope: TenantScope, modelName: string) =>
  scope
    .selectFrom('oidc_model_instances')
    .select(['payload', 'consumed_at'])
    .where('model_name', '=', modelName)
    .where(live);

export const findModelInstanceById = (scope: TenantScope, modelName: string, id: string) =>
  selectLive(scope, modelName).where('id', '=', id).executeTakeFirst();

export const findModelInstanceByPayloadField = (
  scope: TenantScope,
  modelName: string,
  field: 'uid' | 'userCode',
  value: string,
) =>
  selectLive(scope, modelName)
    .where(sql`payload->>${field}`, '=', value)
    .executeTakeFirst();

export const consumeModelInstance = (scope: TenantScope, modelName: string, id: string) =>
  scope
    .updateTable('oidc_model_instances')
    .set({ consumed_at: new Date() })
    .where('model_name', '=', modelName)
    .where('id', '=', id)
    .execute();

export const deleteModelInstanceById = (scope: TenantScope, modelName: string, id: string) =>
  scope
    .deleteFrom('oidc_model_instances')
    .where('model_name', '=', modelName)
    .where('id', '=', id)
    .execute();

export const deleteModelInstancesByGrantId = (scope: TenantScope, grantId: string) =>
  scope
    .deleteFrom('oidc_model_instances')
    .where(sql`payload->>'grantId'`, '=', grantId)
    .execute();

/**
 * Everything the provider keeps for one account: sessions, grants, and the codes and tokens
 * issued under them (each carries its `accountId`).
 */
export const deleteModelInstancesByAccountId = (scope: TenantScope, accountId: string) =>
  scope
    .deleteFrom('oidc_model_instances')
    .where(sql`payload->>'accountId'`, '=', accountId)
    .execute();

/** Clean-up across tenants: expired instances are never read again. */
export const deleteExpiredModelInstances = (db: Kysely<Database>) =>
  db.deleteFrom('oidc_model_instances').where('expires_at', '<=', sql<Date>`now()`).execute();
