import type { Role, RoleType } from '@tessera/schemas';
import type { RoleRow } from './queries.js';

/** A stored role in its API shape (`Role` of the roles contract). */
export const toRoleResponse = (row: RoleRow): Role => ({
  tenantId: row.tenant_id,
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type as RoleType,
  isDefault: row.is_default,
});
