import { cloudApiIndicator, operatorRoleName } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { generateId } from '../../utils/id.js';
import { findResourceByIndicator, findScopeByName } from '../resources/queries.js';
import { findRoleByName, insertRole, insertRoleScopes } from '../roles/queries.js';

/**
 * The admin tenant's `operator` role (cloud edition): grants the cloud API's `suspend:tenant`.
 * Nobody holds it by default; `npm run cli -- tenant operator <userId>` assigns it. Runs after
 * the cloud API is seeded, in the same transaction.
 */
export async function ensureOperatorRole(admin: TenantScope) {
  const resource = await findResourceByIndicator(admin, cloudApiIndicator);
  const scope = resource ? await findScopeByName(admin, resource.id, 'suspend:tenant') : undefined;
  if (!scope) {
    throw new Error('The cloud API is not seeded in the admin tenant.');
  }
  const role =
    (await findRoleByName(admin, operatorRoleName)) ??
    (await insertRole(admin, {
      id: generateId(),
      name: operatorRoleName,
      description: 'Operator of the cloud edition: suspends and unsuspends tenants.',
      type: 'User',
      is_default: false,
    }));
  await insertRoleScopes(admin, role.id, [scope.id]);
  return role;
}
