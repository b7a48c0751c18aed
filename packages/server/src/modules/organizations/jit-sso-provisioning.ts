import type { TenantScope } from '../../db/tenant-scope.js';
import { findJitOrganizationsForSsoConnector } from './jit-sso-queries.js';
import { joinJitOrganizations } from './jit-provisioning.js';

/**
 * Just-in-time membership by enterprise SSO: the user joins every organization linked to the
 * connector they signed in through, with that organization's just-in-time roles, in one
 * transaction. Organizations the user already belongs to are left alone, as with email domains.
 *
 * @returns the ids of the organizations joined.
 */
export async function provisionOrganizationsBySsoConnector(scope: TenantScope, userId: string, connectorId: string): Promise<string[]> {
  return scope.transaction(async (tx) => {
    return joinJitOrganizations(tx, userId, await findJitOrganizationsForSsoConnector(tx, connectorId, userId));
  });
}
