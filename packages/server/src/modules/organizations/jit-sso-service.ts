import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findSsoConnectorIds } from '../sso-connectors/queries.js';
import {
  deleteOrganizationJitSsoConnector,
  deleteOrganizationJitSsoConnectorsExcept,
  insertOrganizationJitSsoConnectors,
} from './jit-sso-queries.js';
import { requireOrganization } from './service.js';

/** The tenant's connectors among `ids`, or 422 `single_sign_on.connector_not_found` naming one that is not. */
async function assertSsoConnectors(scope: TenantScope, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const found = new Set(await findSsoConnectorIds(scope, unique));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw new RequestError('single_sign_on.connector_not_found', 422, { id: missing });
  }
  return unique;
}

export async function addOrganizationJitSsoConnectors(scope: TenantScope, organizationId: string, ids: readonly string[]) {
  await requireOrganization(scope, organizationId);
  await insertOrganizationJitSsoConnectors(scope, organizationId, await assertSsoConnectors(scope, ids));
}

/** Exactly these connectors, in one transaction. */
export async function replaceOrganizationJitSsoConnectors(scope: TenantScope, organizationId: string, ids: readonly string[]) {
  await requireOrganization(scope, organizationId);
  const connectors = await assertSsoConnectors(scope, ids);
  await scope.transaction(async (tx) => {
    await deleteOrganizationJitSsoConnectorsExcept(tx, organizationId, connectors);
    await insertOrganizationJitSsoConnectors(tx, organizationId, connectors);
  });
}

export async function removeOrganizationJitSsoConnector(scope: TenantScope, organizationId: string, connectorId: string) {
  await requireOrganization(scope, organizationId);
  if ((await deleteOrganizationJitSsoConnector(scope, organizationId, connectorId)) === 0) {
    throw new RequestError('single_sign_on.connector_not_found', 422, { id: connectorId });
  }
}
