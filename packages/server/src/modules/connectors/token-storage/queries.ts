import type { Insertable, Selectable } from 'kysely';
import type { UserFederatedTokenSetsTable } from '../../../db/federated-token-tables.js';
import type { TenantScope } from '../../../db/tenant-scope.js';

export type TokenSetRow = Selectable<UserFederatedTokenSetsTable>;
export type TokenSetKind = UserFederatedTokenSetsTable['kind'];
/** Which identity of which user: the social target, or the SSO connector id. */
export type TokenSetKey = { userId: string; kind: TokenSetKind; target: string };

type TokenSetValues = Omit<Insertable<UserFederatedTokenSetsTable>, 'tenant_id' | 'created_at' | 'updated_at'>;

/** One row per user and identity: a newer sign-in replaces the tokens of the last one. */
export const upsertTokenSet = (scope: TenantScope, values: TokenSetValues) => {
  const { id: _id, user_id: _user, kind: _kind, target: _target, ...changed } = values;
  return scope
    .insertInto('user_federated_token_sets', values)
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'user_id', 'kind', 'target']).doUpdateSet({ ...changed, updated_at: new Date() }),
    )
    .execute();
};

export const findTokenSet = (scope: TenantScope, key: TokenSetKey) =>
  scope
    .selectFrom('user_federated_token_sets')
    .selectAll()
    .where('user_id', '=', key.userId)
    .where('kind', '=', key.kind)
    .where('target', '=', key.target)
    .executeTakeFirst();

export const deleteTokenSet = async (scope: TenantScope, key: TokenSetKey) => {
  const result = await scope
    .deleteFrom('user_federated_token_sets')
    .where('user_id', '=', key.userId)
    .where('kind', '=', key.kind)
    .where('target', '=', key.target)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
};
