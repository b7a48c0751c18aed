import type { Resource, Scope } from '@tessera/schemas';
import { isManagementApiIndicator } from './management-api.js';
import type { ResourceRow, ScopeRow } from './queries.js';

// The applications area's tests still name the old types; drop these once they use the schemas'.
/** @deprecated Use `Resource` of `@tessera/schemas`. */
export type ResourceResponse = Resource;
/** @deprecated Use `Scope` of `@tessera/schemas`. */
export type ScopeResponse = Scope;

/** A stored scope in its API shape (`ApiResourceScope`). */
export const toScopeResponse = (row: ScopeRow): Scope => ({
  tenantId: row.tenant_id,
  id: row.id,
  resourceId: row.resource_id,
  name: row.name,
  description: row.description,
  createdAt: row.created_at.getTime(),
});

/** A stored resource in its API shape (`ApiResource`); the Management API is flagged. */
export const toResourceResponse = (row: ResourceRow): Resource => ({
  tenantId: row.tenant_id,
  id: row.id,
  name: row.name,
  indicator: row.indicator,
  isDefault: row.is_default,
  accessTokenTtl: row.access_token_ttl,
  isManagementApi: isManagementApiIndicator(row.tenant_id, row.indicator),
});
