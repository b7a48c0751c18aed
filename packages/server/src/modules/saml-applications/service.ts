import type {
  samlApplicationCreateBodyGuard,
  samlApplicationPatchBodyGuard,
} from '@tessera/schemas';
import type { z } from 'zod';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import {
  deleteApplicationById,
  findApplicationById,
  insertApplication,
  updateApplicationById,
  type ApplicationChanges,
  type ApplicationRow,
} from '../applications/queries.js';
import { toApplicationResponse } from '../applications/responses.js';
import { createSigningKeyPair } from './certificates.js';
import {
  deleteSamlSecretById,
  findSamlConfigById,
  findSamlSecretById,
  insertSamlConfig,
  insertSamlSecret,
  updateSamlConfigById,
  updateSamlSecretActive,
  type SamlConfigRow,
} from './queries.js';
import { toConfigChanges } from './settings-rules.js';
// The applications area's events join the catalogue with this module's.
import '../applications/events.js';
import './events.js';

/** Lifetime of the certificate a new SAML application starts with. */
export const initialCertificateYears = 3;

export type SamlApplicationRecord = { application: ApplicationRow; config: SamlConfigRow };

/** The SAML application with its settings, or 404 (an application of another type is none). */
export async function requireSamlApplication(
  scope: TenantScope,
  id: string,
): Promise<SamlApplicationRecord> {
  const application = await findApplicationById(scope, id);
  const config = application?.type === 'SAML' ? await findSamlConfigById(scope, id) : undefined;
  if (!application || !config) {
    throw notFound('saml_application', id);
  }
  return { application, config };
}

const newSigningSecret = (
  vault: SecretVault,
  applicationId: string,
  years: number,
  active: boolean,
) => {
  const pair = createSigningKeyPair(`Tessera SAML ${applicationId}`, years);
  return {
    id: generateId(),
    application_id: applicationId,
    private_key_encrypted: vault.encrypt(pair.privateKeyPem),
    certificate: pair.certificatePem,
    active,
    expires_at: pair.expiresAt,
  };
};

/**
 * Creates the application row (type SAML), its settings and an active signing certificate, in
 * one transaction.
 */
export async function createSamlApplication(
  scope: TenantScope,
  vault: SecretVault,
  input: z.output<typeof samlApplicationCreateBodyGuard>,
) {
  const changes = toConfigChanges(input);
  const id = generateId();
  const secret = newSigningSecret(vault, id, initialCertificateYears, true);
  return scope.transaction(async (tx) => {
    const application = await insertApplication(tx, {
      id,
      name: input.name,
      description: input.description ?? null,
      type: 'SAML',
      oidc_client_metadata: toJson({}),
      custom_client_metadata: toJson({}),
      custom_data: toJson(input.customData ?? {}),
      is_third_party: false,
    });
    const config = await insertSamlConfig(tx, {
      application_id: id,
      name_id_format: input.nameIdFormat,
      attribute_mapping: changes.attribute_mapping ?? toJson({}),
      entity_id: changes.entity_id ?? null,
      acs_url: changes.acs_url ?? null,
      encryption: changes.encryption ?? null,
      sp_certificate: changes.sp_certificate ?? null,
    });
    await insertSamlSecret(tx, secret);
    tx.emit('application.created', { application: toApplicationResponse(application) });
    return { application, config };
  });
}

export async function updateSamlApplication(
  scope: TenantScope,
  id: string,
  patch: z.output<typeof samlApplicationPatchBodyGuard>,
) {
  await requireSamlApplication(scope, id);
  const { name, description, customData, ...settings } = patch;
  const configChanges = toConfigChanges(settings);
  const applicationChanges: ApplicationChanges = {
    ...(name !== undefined && { name }),
    ...(description !== undefined && { description }),
    ...(customData !== undefined && { custom_data: toJson(customData) }),
  };
  return scope.transaction(async (tx) => {
    const application =
      Object.keys(applicationChanges).length > 0
        ? await updateApplicationById(tx, id, applicationChanges)
        : await findApplicationById(tx, id);
    const config =
      Object.keys(configChanges).length > 0
        ? await updateSamlConfigById(tx, id, configChanges)
        : await findSamlConfigById(tx, id);
    if (!application || !config) {
      throw notFound('saml_application', id);
    }
    tx.emit('application.data.updated', { application: toApplicationResponse(application) });
    return { application, config };
  });
}

export async function deleteSamlApplication(scope: TenantScope, id: string) {
  await requireSamlApplication(scope, id);
  if ((await deleteApplicationById(scope, id)) === 0) {
    throw notFound('saml_application', id);
  }
  scope.emit('application.deleted', { applicationId: id });
}

/** A new certificate, inactive: responses keep their signer until an administrator switches. */
export async function createSamlSecret(
  scope: TenantScope,
  vault: SecretVault,
  id: string,
  years: number,
) {
  await requireSamlApplication(scope, id);
  const secret = await insertSamlSecret(scope, newSigningSecret(vault, id, years, false));
  scope.emit('saml_application.secrets.updated', { applicationId: id });
  return secret;
}

async function requireSecret(scope: TenantScope, id: string, secretId: string) {
  const secret = await findSamlSecretById(scope, id, secretId);
  if (!secret) {
    throw notFound('saml_application_secret', secretId);
  }
  return secret;
}

/** Activating one certificate deactivates the others in the same transaction. */
export async function setSamlSecretActive(
  scope: TenantScope,
  id: string,
  secretId: string,
  active: boolean,
) {
  await requireSamlApplication(scope, id);
  await requireSecret(scope, id, secretId);
  return scope.transaction(async (tx) => {
    await tx.lockForTransaction(`saml-secrets:${id}`);
    const secret = await updateSamlSecretActive(tx, id, secretId, active);
    tx.emit('saml_application.secrets.updated', { applicationId: id });
    return secret;
  });
}

export async function deleteSamlSecret(scope: TenantScope, id: string, secretId: string) {
  await requireSamlApplication(scope, id);
  const secret = await requireSecret(scope, id, secretId);
  if (secret.active) {
    throw new RequestError('saml_application.cannot_delete_active_secret', 400);
  }
  await deleteSamlSecretById(scope, id, secretId);
  scope.emit('saml_application.secrets.updated', { applicationId: id });
}
