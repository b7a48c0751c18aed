import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Page } from '../../db/page.js';
import type { SsoConnectorsTable } from '../../db/sso-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';

export type SsoConnectorRow = Selectable<SsoConnectorsTable>;

/** Newest first. */
export const findSsoConnectors = (scope: TenantScope, page: Page) =>
  scope
    .selectFrom('sso_connectors')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

/** Every connector of the tenant, oldest first: the order the sign-in app shows them in. */
export const findAllSsoConnectors = (scope: TenantScope) =>
  scope.selectFrom('sso_connectors').selectAll().orderBy('created_at').orderBy('id').execute();

export const countSsoConnectors = async (scope: TenantScope) => {
  const row = await scope
    .selectFrom('sso_connectors')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const findSsoConnectorById = (scope: TenantScope, id: string) =>
  scope.selectFrom('sso_connectors').selectAll().where('id', '=', id).executeTakeFirst();

/** The connectors among `ids` that exist in the tenant. */
export const findSsoConnectorIds = async (scope: TenantScope, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : (await scope.selectFrom('sso_connectors').select('id').where('id', 'in', ids).execute()).map((row) => row.id);

export const findSsoConnectorByName = (scope: TenantScope, connectorName: string) =>
  scope.selectFrom('sso_connectors').selectAll().where('connector_name', '=', connectorName).executeTakeFirst();

/** Connectors whose domains hold `domain` (index-backed containment), oldest first. */
export const findSsoConnectorsByDomain = (scope: TenantScope, domain: string) =>
  scope
    .selectFrom('sso_connectors')
    .selectAll()
    .where(sql<boolean>`domains @> ${JSON.stringify([domain])}::jsonb`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const insertSsoConnector = (scope: TenantScope, row: Omit<Insertable<SsoConnectorsTable>, 'tenant_id'>) =>
  scope.insertInto('sso_connectors', row).returningAll().executeTakeFirstOrThrow();

export const updateSsoConnectorById = (
  scope: TenantScope,
  id: string,
  set: Pick<Updateable<SsoConnectorsTable>, 'connector_name' | 'config_encrypted' | 'domains' | 'branding' | 'sync_profile' | 'enable_token_storage'>,
) => scope.updateTable('sso_connectors').set(set).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteSsoConnectorById = async (scope: TenantScope, id: string) => {
  const result = await scope.deleteFrom('sso_connectors').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
};
