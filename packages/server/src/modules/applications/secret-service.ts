import type { ApplicationSecretCreate } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { hasSecrets } from './metadata-rules.js';
import {
  deleteApplicationSecretByName,
  findApplicationSecretByName,
  insertApplicationSecret,
  updateApplicationSecretName,
} from './queries.js';
import { generateSecretValue } from './secret-value.js';
import { requireApplication } from './service.js';
import './events.js';

const nameExists = (name: string) => new RequestError('application.secret_name_exists', 422, { name });
const secretNotFound = (name: string) => new RequestError('application.secret_not_found', 404, { name });

/**
 * Adds a named secret to a confidential application. The plain value is returned this once;
 * only its encrypted form is stored. `expiresAt` (epoch ms) must lie in the future.
 */
export async function createApplicationSecret(
  scope: TenantScope,
  vault: SecretVault,
  applicationId: string,
  input: ApplicationSecretCreate,
) {
  const application = await requireApplication(scope, applicationId);
  if (!hasSecrets(application.type)) {
    throw new RequestError('application.invalid_type', 422);
  }
  if (input.expiresAt !== undefined && input.expiresAt !== null && input.expiresAt <= Date.now()) {
    throw new RequestError('guard.invalid_input', 400, { target: 'json' }, 'expiresAt: must be in the future');
  }
  if (await findApplicationSecretByName(scope, applicationId, input.name)) {
    throw nameExists(input.name);
  }
  const value = generateSecretValue();
  try {
    const row = await insertApplicationSecret(scope, {
      application_id: applicationId,
      name: input.name,
      value_encrypted: vault.encrypt(value),
      expires_at: input.expiresAt ? new Date(input.expiresAt) : null,
    });
    scope.emit('application.secrets.updated', { applicationId });
    return { row, value };
  } catch (error) {
    throw isUniqueViolation(error) ? nameExists(input.name) : error;
  }
}

export async function renameApplicationSecret(
  scope: TenantScope,
  applicationId: string,
  name: string,
  newName: string,
) {
  await requireApplication(scope, applicationId);
  const current = await findApplicationSecretByName(scope, applicationId, name);
  if (!current) {
    throw secretNotFound(name);
  }
  if (newName === name) {
    return current;
  }
  if (await findApplicationSecretByName(scope, applicationId, newName)) {
    throw nameExists(newName);
  }
  try {
    const renamed = await updateApplicationSecretName(scope, applicationId, name, newName);
    if (!renamed) {
      throw secretNotFound(name);
    }
    scope.emit('application.secrets.updated', { applicationId });
    return renamed;
  } catch (error) {
    throw isUniqueViolation(error) ? nameExists(newName) : error;
  }
}

export async function deleteApplicationSecret(scope: TenantScope, applicationId: string, name: string) {
  await requireApplication(scope, applicationId);
  if ((await deleteApplicationSecretByName(scope, applicationId, name)) === 0) {
    throw secretNotFound(name);
  }
  scope.emit('application.secrets.updated', { applicationId });
}
