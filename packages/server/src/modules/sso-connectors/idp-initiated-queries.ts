import type { Insertable, Selectable } from 'kysely';
import type { SsoConnectorIdpInitiatedAuthConfigsTable } from '../../db/sso-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type IdpInitiatedAuthConfigRow = Selectable<SsoConnectorIdpInitiatedAuthConfigsTable>;
type IdpInitiatedAuthConfigValues = Omit<Insertable<SsoConnectorIdpInitiatedAuthConfigsTable>, 'tenant_id' | 'created_at'>;

export const findIdpInitiatedAuthConfig = (scope: TenantScope, connectorId: string) =>
  scope
    .selectFrom('sso_connector_idp_initiated_auth_configs')
    .selectAll()
    .where('connector_id', '=', connectorId)
    .executeTakeFirst();

/** Writes the connector's settings whole; a second write keeps the first `created_at`. */
export const upsertIdpInitiatedAuthConfig = (scope: TenantScope, values: IdpInitiatedAuthConfigValues) => {
  const { connector_id: _key, ...set } = values;
  return scope
    .insertInto('sso_connector_idp_initiated_auth_configs', values)
    .onConflict((conflict) => conflict.columns(['tenant_id', 'connector_id']).doUpdateSet(set))
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const deleteIdpInitiatedAuthConfig = async (scope: TenantScope, connectorId: string) => {
  const result = await scope
    .deleteFrom('sso_connector_idp_initiated_auth_configs')
    .where('connector_id', '=', connectorId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
};
