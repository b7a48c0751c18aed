import type { OrganizationCreate, OrganizationPatch } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import {
  deleteOrganizationById,
  findOrganizationById,
  insertOrganization,
  updateOrganizationById,
  type OrganizationRow,
} from './queries.js';
import { toOrganizationResponse } from './responses.js';
// The area's events join the catalogue wherever this service is compiled.
import './events.js';

/** The organization, or 404. */
export async function requireOrganization(
  scope: TenantScope,
  id: string,
): Promise<OrganizationRow> {
  const organization = await findOrganizationById(scope, id);
  if (!organization) {
    throw notFound('organization', id);
  }
  return organization;
}

/** Names need not be unique: two customers may well share a name. */
export async function createOrganization(scope: TenantScope, input: OrganizationCreate) {
  return scope.transaction(async (tx) => {
    const organization = await insertOrganization(tx, {
      id: generateId(),
      name: input.name,
      description: input.description ?? null,
      custom_data: toJson(input.customData ?? {}),
      is_mfa_required: input.isMfaRequired ?? false,
      color: toJson(input.color ?? {}),
      branding: toJson(input.branding ?? {}),
      custom_css: input.customCss ?? null,
    });
    tx.emit('organization.created', { organization: toOrganizationResponse(organization) });
    return organization;
  });
}

/** Given fields replace the stored ones; `customData`, `color` and `branding` are replaced whole. */
export async function updateOrganization(
  scope: TenantScope,
  id: string,
  changes: OrganizationPatch,
) {
  const current = await requireOrganization(scope, id);
  const columns = {
    name: changes.name,
    description: changes.description,
    custom_data: changes.customData && toJson(changes.customData),
    is_mfa_required: changes.isMfaRequired,
    color: changes.color && toJson(changes.color),
    branding: changes.branding && toJson(changes.branding),
    custom_css: changes.customCss,
  };
  if (Object.values(columns).every((value) => value === undefined)) {
    return current;
  }
  return scope.transaction(async (tx) => {
    const updated = await updateOrganizationById(tx, id, columns);
    if (!updated) {
      throw notFound('organization', id);
    }
    tx.emit('organization.data.updated', { organization: toOrganizationResponse(updated) });
    return updated;
  });
}

/** Memberships, roles held in it, applications, JIT settings and invitations cascade with it. */
export async function deleteOrganization(scope: TenantScope, id: string) {
  await scope.transaction(async (tx) => {
    if ((await deleteOrganizationById(tx, id)) === 0) {
      throw notFound('organization', id);
    }
    tx.emit('organization.deleted', { organizationId: id });
  });
}
