import type { ApplicationCreateBody, ApplicationPatchBody } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { managementApiAccessRoleName } from '../management-api/seed.js';
import { deleteApplicationRole, findApplicationRoleIds } from '../roles/assignment-queries.js';
import { findRoleByName, insertApplicationRoles } from '../roles/queries.js';
import {
  assertClientAuthentication,
  assertCorsOrigins,
  assertCustomClientMetadataFor,
  assertRedirectUrisFor,
  canBeThirdParty,
  hasSecrets,
  mergeMetadata,
} from './metadata-rules.js';
import { toProtectedAppMetadata } from './protected-app-rules.js';
import {
  deleteApplicationById,
  findApplicationById,
  insertApplication,
  insertApplicationSecret,
  mergeApplicationCustomData,
  updateApplicationById,
  type ApplicationChanges,
  type ApplicationRow,
} from './queries.js';
import { toApplicationResponse } from './responses.js';
import { generateSecretValue } from './secret-value.js';
// The applications area's events (and the roles area's, for `isAdmin`) join the catalogue here.
import './events.js';
import '../roles/events.js';

/** Name of the secret every confidential application starts with. */
export const initialSecretName = 'Default secret';

const invalidType = () => new RequestError('application.invalid_type', 422);

/** SAML applications are written only through `/saml-applications`, which keeps their config beside them. */
const assertNotSaml = (type: string) => {
  if (type === 'SAML') {
    throw new RequestError('saml_application.use_saml_applications_api', 422);
  }
};

/** The application, or 404. */
export async function requireApplication(scope: TenantScope, id: string): Promise<ApplicationRow> {
  const application = await findApplicationById(scope, id);
  if (!application) {
    throw notFound('application', id);
  }
  return application;
}

/** Settings an application is created with that are not the body's. */
export type ApplicationCreateOptions = {
  /** Domain of Protected apps named by `subDomain`; without it only a full `host` is accepted. */
  protectedAppDomain?: string;
};

/**
 * Creates an application; a confidential one (Traditional, machine-to-machine, Protected) gets
 * its initial secret, returned in plain text this once and stored encrypted. The application and
 * its secret are written together or not at all. The checks and their codes follow the
 * reference API: a Protected app without metadata is 400
 * `application.protected_app_metadata_is_required`, a type that cannot be third-party is 400
 * `application.invalid_third_party_application_type`.
 */
export async function createApplication(
  scope: TenantScope,
  vault: SecretVault,
  input: ApplicationCreateBody,
  options: ApplicationCreateOptions = {},
) {
  assertNotSaml(input.type);
  if (input.type === 'Protected' && !input.protectedAppMetadata) {
    throw new RequestError('application.protected_app_metadata_is_required', 400);
  }
  if (input.type !== 'Protected' && input.protectedAppMetadata) {
    throw invalidType();
  }
  if (input.isThirdParty && !canBeThirdParty(input.type)) {
    throw new RequestError('application.invalid_third_party_application_type', 400, { type: input.type });
  }
  assertRedirectUrisFor(input.type, input.oidcClientMetadata?.redirectUris ?? []);
  assertCorsOrigins(input.customClientMetadata?.corsAllowedOrigins);
  const oidcClientMetadata = mergeMetadata({ redirectUris: [], postLogoutRedirectUris: [] }, input.oidcClientMetadata);
  assertClientAuthentication(input.type, oidcClientMetadata);
  assertCustomClientMetadataFor(input.type, input.customClientMetadata ?? {});

  const protectedApp = input.protectedAppMetadata
    ? await toProtectedAppMetadata(scope, input.protectedAppMetadata, options.protectedAppDomain)
    : undefined;
  const secret = hasSecrets(input.type) ? generateSecretValue() : undefined;
  return scope.transaction(async (tx) => {
    const application = await insertApplication(tx, {
      id: generateId(),
      name: input.name,
      description: input.description ?? null,
      type: input.type,
      oidc_client_metadata: toJson(oidcClientMetadata),
      custom_client_metadata: toJson(input.customClientMetadata ?? {}),
      protected_app_metadata: protectedApp ? toJson(protectedApp) : null,
      custom_data: toJson(input.customData ?? {}),
      is_third_party: input.isThirdParty ?? false,
    });
    if (secret !== undefined) {
      await insertApplicationSecret(tx, {
        application_id: application.id,
        name: initialSecretName,
        value_encrypted: vault.encrypt(secret),
        expires_at: null,
      });
    }
    // A lookup of this id before it existed may be cached as "no such client".
    tx.emit('application.created', { application: toApplicationResponse(application) });
    return { application, secret };
  });
}

/** Whether a machine-to-machine application holds the built-in Management API access role. */
export async function isManagementApiAdmin(scope: TenantScope, application: ApplicationRow) {
  if (application.type !== 'MachineToMachine') {
    return false;
  }
  const role = await findRoleByName(scope, managementApiAccessRoleName);
  return role ? (await findApplicationRoleIds(scope, application.id)).includes(role.id) : false;
}

/**
 * Grants or revokes the Management API access role. Unlike the role endpoints, this toggle is
 * idempotent: granting a held role or revoking one not held is no error.
 */
async function setManagementApiAdmin(scope: TenantScope, application: ApplicationRow, isAdmin: boolean) {
  if (application.type !== 'MachineToMachine') {
    throw invalidType();
  }
  const role = await findRoleByName(scope, managementApiAccessRoleName);
  if (!role) {
    throw notFound('role', managementApiAccessRoleName);
  }
  await (isAdmin
    ? insertApplicationRoles(scope, application.id, [role.id])
    : deleteApplicationRole(scope, application.id, role.id));
}

/**
 * The column changes of a patch: metadata objects and custom data merge into what is stored (a
 * metadata key sent as `null` is removed), and the merged metadata must still fit the type.
 */
function toChanges(current: ApplicationRow, patch: ApplicationPatchBody): ApplicationChanges {
  const changes: ApplicationChanges = {};
  if (patch.name !== undefined) {
    changes.name = patch.name;
  }
  if (patch.description !== undefined) {
    changes.description = patch.description;
  }
  if (patch.oidcClientMetadata) {
    const merged = mergeMetadata(current.oidc_client_metadata, patch.oidcClientMetadata);
    assertClientAuthentication(current.type, merged);
    changes.oidc_client_metadata = toJson(merged);
  }
  if (patch.customClientMetadata) {
    const merged = mergeMetadata(current.custom_client_metadata, patch.customClientMetadata);
    assertCustomClientMetadataFor(current.type, merged);
    changes.custom_client_metadata = toJson(merged);
  }
  if (patch.protectedAppMetadata) {
    changes.protected_app_metadata = toJson({ ...current.protected_app_metadata, ...patch.protectedAppMetadata });
  }
  if (patch.customData) {
    changes.custom_data = toJson({ ...current.custom_data, ...patch.customData });
  }
  return changes;
}

/**
 * Applies a partial update. The type never changes; metadata objects and custom data are merged
 * key by key into what is stored (lists inside them are replaced). Protected app metadata on
 * another type is 400 `application.protected_application_only`, as in the reference API; `null`
 * changes nothing. The `isAdmin` toggle and the column changes are written in one transaction.
 */
export async function updateApplication(scope: TenantScope, id: string, patch: ApplicationPatchBody) {
  const current = await requireApplication(scope, id);
  assertNotSaml(current.type);
  if (patch.type !== undefined && patch.type !== current.type) {
    throw invalidType();
  }
  if (patch.protectedAppMetadata && current.type !== 'Protected') {
    throw new RequestError('application.protected_application_only', 400);
  }
  if (patch.oidcClientMetadata?.redirectUris) {
    assertRedirectUrisFor(current.type, patch.oidcClientMetadata.redirectUris);
  }
  assertCorsOrigins(patch.customClientMetadata?.corsAllowedOrigins);

  const changes = toChanges(current, patch);
  return scope.transaction(async (tx) => {
    if (patch.isAdmin !== undefined) {
      await setManagementApiAdmin(tx, current, patch.isAdmin);
      // The resource servers cache the scopes applications hold through their roles.
      tx.emit('application.roles.updated', { applicationId: id });
    }
    if (Object.keys(changes).length === 0) {
      return current;
    }
    const application = await updateApplicationById(tx, id, changes);
    if (!application) {
      throw notFound('application', id);
    }
    tx.emit('application.data.updated', { application: toApplicationResponse(application) });
    return application;
  });
}

/**
 * `PATCH /applications/{applicationId}/custom-data`: the body's keys replace theirs in the
 * stored custom data, other keys stay (a shallow merge, as the reference API does).
 */
export async function updateApplicationCustomData(scope: TenantScope, id: string, customData: Record<string, unknown>) {
  const application = await mergeApplicationCustomData(scope, id, customData);
  if (!application) {
    throw notFound('application', id);
  }
  scope.emit('application.data.updated', { application: toApplicationResponse(application) });
  return application.custom_data;
}

/** Deletes the application; its secrets, roles and consent links go with it (foreign keys). */
export async function deleteApplication(scope: TenantScope, id: string) {
  if ((await deleteApplicationById(scope, id)) === 0) {
    throw notFound('application', id);
  }
  scope.emit('application.deleted', { applicationId: id });
}
