import { subjectTokenLifetimeSeconds, type CreatedSubjectToken, type SubjectTokenCreate } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { generateId } from '../../utils/id.js';
import { digestOf, generateTokenValue } from '../personal-access-tokens/token-digest.js';
import { requireUser } from '../roles/assignment-service.js';
import { isActiveUser } from '../users/service.js';
import { consumeSubjectTokenById, findUsableSubjectTokenByDigest, insertSubjectToken } from './queries.js';
import './events.js';

/** Recognisable in logs and by secret scanners. */
const tokenPrefix = 'sub_';

/**
 * A one-time token for impersonating the user. Only its digest is stored (see token-digest.ts);
 * `creatorId` is the application that asked, for the audit log.
 */
export async function createSubjectToken(
  scope: TenantScope,
  { userId, context }: SubjectTokenCreate,
  creatorId: string,
  now = new Date(),
): Promise<CreatedSubjectToken> {
  await requireUser(scope, userId);
  const subjectToken = generateTokenValue(tokenPrefix);
  const row = await insertSubjectToken(scope, {
    id: generateId(),
    token_digest: digestOf(subjectToken),
    user_id: userId,
    context: context ?? {},
    creator_id: creatorId,
    expires_at: new Date(now.getTime() + subjectTokenLifetimeSeconds * 1000),
  });
  scope.emit('subject-token.created', { id: row.id, userId, creatorId, at: now });
  return { subjectToken, expiresIn: subjectTokenLifetimeSeconds };
}

/**
 * The token endpoint's two steps. `find` reads a usable token without spending it, so a request
 * refused for another reason (a resource the user holds nothing of) leaves it usable; `consume`
 * spends it atomically right before the access token is issued.
 */
export async function findSubjectToken(scope: TenantScope, value: string, now = new Date()) {
  const row = await findUsableSubjectTokenByDigest(scope, digestOf(value), now);
  if (!row || !(await isActiveUser(scope, row.user_id))) {
    return undefined;
  }
  return { id: row.id, userId: row.user_id, context: row.context };
}

/** True when this call spent the token; false when another exchange (or the clock) got there first. */
export const consumeSubjectToken = async (scope: TenantScope, id: string, now = new Date()) =>
  (await consumeSubjectTokenById(scope, id, now)) !== undefined;
