import { z } from '@hono/zod-openapi';
import { applicationTypes, roleTypes, type ApplicationType } from '@tessera/schemas';
import { resourceResponse, scopeResponse } from '../resources/responses.js';
import type { RoleRow, RoleType } from './queries.js';

export const roleResponse = z
  .object({
    tenantId: z.string(),
    id: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.enum(roleTypes),
    isDefault: z.boolean().openapi({ description: 'Given to every new user (User roles only).' }),
  })
  .openapi('Role');
export type RoleResponse = z.infer<typeof roleResponse>;

export const roleListItemResponse = roleResponse
  .extend({
    usersCount: z.number().int(),
    featuredUsers: z.array(z.object({ id: z.string(), name: z.string().nullable(), avatar: z.string().nullable() })),
    applicationsCount: z.number().int(),
    featuredApplications: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(applicationTypes) })),
  })
  .openapi('RoleListItem');
export type RoleListItemResponse = z.infer<typeof roleListItemResponse>;

/** A scope a role holds, with the API resource it belongs to. */
export const roleScopeResponse = scopeResponse.extend({ resource: resourceResponse }).openapi('RoleScope');

export const toRoleResponse = (row: RoleRow): RoleResponse => ({
  tenantId: row.tenant_id,
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type as RoleType,
  isDefault: row.is_default,
});

export type FeaturedApplication = { id: string; name: string; type: ApplicationType };
