import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ConnectorsTable } from '../../db/schema.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type ConnectorRow = Selectable<ConnectorsTable>;
export type ConnectorKind = ConnectorsTable['type'];

/** Which kinds of connector (Email, Sms, Social) the tenant has at least one of. */
export const findConnectorTypes = async (scope: TenantScope): Promise<Set<ConnectorKind>> => {
  const rows = await scope.selectFrom('connectors').select('type').distinct().execute();
  return new Set(rows.map((row) => row.type));
};

/** Newest first. */
export const findConnectors = (scope: TenantScope) =>
  scope.selectFrom('connectors').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

export const findConnectorById = (scope: TenantScope, id: string) =>
  scope.selectFrom('connectors').selectAll().where('id', '=', id).executeTakeFirst();

/** The tenant's connector made from a factory, if any. */
export const findConnectorByFactoryId = (scope: TenantScope, factoryId: string) =>
  scope.selectFrom('connectors').selectAll().where('connector_id', '=', factoryId).executeTakeFirst();

/** The tenant's connector of a passwordless kind; there is at most one of each. */
export const findConnectorByType = (scope: TenantScope, type: 'Email' | 'Sms') =>
  scope.selectFrom('connectors').selectAll().where('type', '=', type).executeTakeFirst();

export const insertConnector = (scope: TenantScope, row: Omit<Insertable<ConnectorsTable>, 'tenant_id'>) =>
  scope.insertInto('connectors', row).returningAll().executeTakeFirstOrThrow();

export const updateConnectorById = (
  scope: TenantScope,
  id: string,
  set: Pick<Updateable<ConnectorsTable>, 'config_encrypted' | 'metadata' | 'sync_profile' | 'enable_token_storage'>,
) => scope.updateTable('connectors').set(set).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteConnectorById = async (scope: TenantScope, id: string) => {
  const result = await scope.deleteFrom('connectors').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
};

/** The tenant's connectors of one kind, newest first. */
export const findConnectorsByType = (scope: TenantScope, type: ConnectorKind) =>
  scope.selectFrom('connectors').selectAll().where('type', '=', type).orderBy('created_at', 'desc').execute();
