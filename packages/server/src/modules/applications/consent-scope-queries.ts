import type { TenantScope } from '../../db/tenant-scope.js';

/** Tables holding the API resource scopes an application asks consent for, by scope type. */
export type ResourceScopeLinkTable =
  | 'application_user_consent_resource_scopes'
  | 'application_user_consent_organization_resource_scopes';

export const findConsentUserScopes = async (scope: TenantScope, applicationId: string) => {
  const rows = await scope
    .selectFrom('application_user_consent_user_scopes')
    .select('user_scope')
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('user_scope')
    .execute();
  return rows.map((row) => row.user_scope);
};

export const insertConsentUserScopes = async (
  scope: TenantScope,
  applicationId: string,
  userScopes: readonly string[],
) => {
  if (userScopes.length > 0) {
    await scope
      .insertInto(
        'application_user_consent_user_scopes',
        userScopes.map((userScope) => ({ application_id: applicationId, user_scope: userScope })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
};

export const deleteConsentUserScope = async (scope: TenantScope, applicationId: string, userScope: string) => {
  const result = await scope
    .deleteFrom('application_user_consent_user_scopes')
    .where('application_id', '=', applicationId)
    .where('user_scope', '=', userScope)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

export type ConsentResourceScopeRow = Awaited<ReturnType<typeof findConsentResourceScopes>>[number];

/** Linked resource scopes with their resource, ordered by resource then scope name. */
export const findConsentResourceScopes = (scope: TenantScope, table: ResourceScopeLinkTable, applicationId: string) =>
  scope
    .selectFrom(table)
    .innerJoin('scopes', (join) =>
      join.onRef('scopes.id', '=', `${table}.scope_id`).onRef('scopes.tenant_id', '=', `${table}.tenant_id`),
    )
    .innerJoin('resources', (join) =>
      join.onRef('resources.id', '=', 'scopes.resource_id').onRef('resources.tenant_id', '=', 'scopes.tenant_id'),
    )
    .select([
      'scopes.id as scopeId',
      'scopes.name as scopeName',
      'scopes.description as scopeDescription',
      'resources.id as resourceId',
      'resources.name as resourceName',
      'resources.indicator as resourceIndicator',
    ])
    .where(`${table}.application_id`, '=', applicationId)
    .orderBy('resources.name')
    .orderBy('scopes.name')
    .execute();

export const insertConsentResourceScopes = async (
  scope: TenantScope,
  table: ResourceScopeLinkTable,
  applicationId: string,
  scopeIds: readonly string[],
) => {
  if (scopeIds.length > 0) {
    await scope
      .insertInto(table, scopeIds.map((scopeId) => ({ application_id: applicationId, scope_id: scopeId })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
};

export const deleteConsentResourceScope = async (
  scope: TenantScope,
  table: ResourceScopeLinkTable,
  applicationId: string,
  scopeId: string,
) => {
  const result = await scope
    .deleteFrom(table)
    .where('application_id', '=', applicationId)
    .where('scope_id', '=', scopeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
