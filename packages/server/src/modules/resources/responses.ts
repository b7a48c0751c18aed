import { z } from '@hono/zod-openapi';
import { isManagementApiIndicator } from './management-api.js';
import type { ResourceRow, ScopeRow } from './queries.js';

export const scopeResponse = z
  .object({
    tenantId: z.string(),
    id: z.string(),
    resourceId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    createdAt: z.number().openapi({ description: 'Creation time, epoch milliseconds.' }),
  })
  .openapi('ApiResourceScope');
export type ScopeResponse = z.infer<typeof scopeResponse>;

export const resourceResponse = z
  .object({
    tenantId: z.string(),
    id: z.string(),
    name: z.string(),
    indicator: z.string(),
    isDefault: z.boolean(),
    accessTokenTtl: z.number().int().openapi({ description: 'Access token lifetime in seconds.' }),
    isManagementApi: z
      .boolean()
      .openapi({ description: 'The built-in Management API resource, which cannot be changed.' }),
  })
  .openapi('ApiResource');
export type ResourceResponse = z.infer<typeof resourceResponse>;

export const resourceWithScopesResponse = resourceResponse
  .extend({ scopes: z.array(scopeResponse).optional() })
  .openapi('ApiResourceWithScopes');

export const toScopeResponse = (row: ScopeRow): ScopeResponse => ({
  tenantId: row.tenant_id,
  id: row.id,
  resourceId: row.resource_id,
  name: row.name,
  description: row.description,
  createdAt: row.created_at.getTime(),
});

export const toResourceResponse = (row: ResourceRow): ResourceResponse => ({
  tenantId: row.tenant_id,
  id: row.id,
  name: row.name,
  indicator: row.indicator,
  isDefault: row.is_default,
  accessTokenTtl: row.access_token_ttl,
  isManagementApi: isManagementApiIndicator(row.tenant_id, row.indicator),
});
