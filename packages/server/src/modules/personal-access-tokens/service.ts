import type { CreatedPersonalAccessToken, PersonalAccessTokenCreate } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { RequestError } from '../../errors/request-error.js';
import { requireUser } from '../roles/assignment-service.js';
import { isActiveUser } from '../users/service.js';
import {
  deletePersonalAccessTokenByName,
  findPersonalAccessTokenByDigest,
  findPersonalAccessTokens,
  insertPersonalAccessToken,
  updatePersonalAccessTokenName,
} from './queries.js';
import { toPersonalAccessTokenResponse } from './responses.js';
import { digestOf, generateTokenValue } from './token-digest.js';

/** Recognisable in logs and by secret scanners. */
const valuePrefix = 'pat_';

const nameInUse = (name: string) => new RequestError('personal_access_token.name_in_use', 422, { name });
const notFound = (name: string) => new RequestError('personal_access_token.not_found', 404, { name });

/** The unique key decides when two requests race for one name. */
const nameRace = (name: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? nameInUse(name) : error;
};

export async function listPersonalAccessTokens(scope: TenantScope, userId: string) {
  await requireUser(scope, userId);
  return (await findPersonalAccessTokens(scope, userId)).map(toPersonalAccessTokenResponse);
}

/** Creates a token; its value is in this answer only, the database keeps its digest. */
export async function createPersonalAccessToken(
  scope: TenantScope,
  userId: string,
  { name, expiresAt }: PersonalAccessTokenCreate,
  now = new Date(),
): Promise<CreatedPersonalAccessToken> {
  await requireUser(scope, userId);
  if (typeof expiresAt === 'number' && expiresAt <= now.getTime()) {
    throw new RequestError('personal_access_token.expires_at_in_past', 400);
  }
  const value = generateTokenValue(valuePrefix);
  const row = await insertPersonalAccessToken(scope, {
    user_id: userId,
    name,
    value_digest: digestOf(value),
    expires_at: typeof expiresAt === 'number' ? new Date(expiresAt) : null,
  }).catch(nameRace(name));
  return { ...toPersonalAccessTokenResponse(row), value };
}

export async function renamePersonalAccessToken(scope: TenantScope, userId: string, name: string, newName: string) {
  await requireUser(scope, userId);
  const row = await updatePersonalAccessTokenName(scope, userId, name, newName).catch(nameRace(newName));
  if (!row) {
    throw notFound(name);
  }
  return toPersonalAccessTokenResponse(row);
}

export async function deletePersonalAccessToken(scope: TenantScope, userId: string, name: string) {
  await requireUser(scope, userId);
  if (!(await deletePersonalAccessTokenByName(scope, userId, name))) {
    throw notFound(name);
  }
}

/**
 * The user a token value stands for, at the token endpoint: undefined when the value is unknown,
 * the token expired, or its user is suspended.
 */
export async function redeemPersonalAccessToken(scope: TenantScope, value: string, now = new Date()) {
  const row = await findPersonalAccessTokenByDigest(scope, digestOf(value));
  if (!row || (row.expires_at && row.expires_at.getTime() <= now.getTime())) {
    return undefined;
  }
  return (await isActiveUser(scope, row.user_id)) ? { userId: row.user_id } : undefined;
}
