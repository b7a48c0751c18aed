import { toJson } from '../../db/json.js';
import { RequestError } from '../../errors/request-error.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { generateId } from '../../utils/id.js';
import {
  countSentinelActivities,
  findLatestSentinelBlock,
  insertSentinelActivities,
  updateSentinelActivityById,
} from './queries.js';
import { findSentinelPolicy } from './sentinel-policy.js';
import { hashSentinelTarget, passwordTargetOf, sentinelTargetTypes } from './target-hash.js';
import './events.js';

const minuteMs = 60_000;

/** Minutes left of the identifier's active block, or undefined when it is not blocked. */
export async function findIdentifierLockMinutes(
  scope: TenantScope,
  identifier: string,
  now = new Date(),
): Promise<number | undefined> {
  const block = await findLatestSentinelBlock(scope, passwordTargetOf(scope, identifier));
  const remainingMs = block ? block.decision_expires_at.getTime() - now.getTime() : 0;
  return remainingMs > 0 ? Math.ceil(remainingMs / minuteMs) : undefined;
}

/** Throws 403 `session.identifier_locked` with the minutes left while the identifier is blocked. */
export async function assertIdentifierNotLocked(scope: TenantScope, identifier: string, now = new Date()) {
  const minutes = await findIdentifierLockMinutes(scope, identifier, now);
  if (minutes !== undefined) {
    throw new RequestError('session.identifier_locked', 403, { minutes });
  }
}

export type PasswordAttempt = { identifier: string; ip: string | undefined; succeeded: boolean };

/**
 * Records a password attempt against the identifier and the caller's IP. When the failures on the
 * identifier within the policy's window reach its threshold, the failing record carries the
 * block (decision Blocked until now + lockout). Failures before an earlier block ended do not
 * count again, so an expired block needs a fresh series of failures.
 *
 * @returns the minutes of a block this attempt started, if any.
 */
export async function recordPasswordAttempt(
  scope: TenantScope,
  attempt: PasswordAttempt,
  now = new Date(),
): Promise<number | undefined> {
  const target = passwordTargetOf(scope, attempt.identifier);
  const result = attempt.succeeded ? 'Success' : 'Failed';
  const id = generateId();
  await insertSentinelActivities(scope, [
    {
      id,
      target_type: target.type,
      target_hash: target.hash,
      action: target.action,
      action_result: result,
      payload: toJson({}),
    },
    ...(attempt.ip
      ? [
          {
            id: generateId(),
            target_type: sentinelTargetTypes.ip,
            target_hash: hashSentinelTarget(scope.tenantId, attempt.ip),
            action: target.action,
            action_result: result,
            payload: toJson({}),
          },
        ]
      : []),
  ]);
  if (attempt.succeeded) {
    return undefined;
  }

  const policy = await findSentinelPolicy(scope);
  const windowStart = now.getTime() - policy.lockoutDurationMinutes * minuteMs;
  const lastBlock = await findLatestSentinelBlock(scope, target);
  const since = Math.max(windowStart, lastBlock?.decision_expires_at.getTime() ?? 0);
  const failures = await countSentinelActivities(scope, { ...target, result, since: new Date(since) });
  if (failures < policy.maxAttempts) {
    return undefined;
  }
  await updateSentinelActivityById(scope, id, {
    decision: 'Blocked',
    decision_expires_at: new Date(now.getTime() + policy.lockoutDurationMinutes * minuteMs),
  });
  scope.emit('identifier.locked', { action: target.action, minutes: policy.lockoutDurationMinutes });
  return policy.lockoutDurationMinutes;
}
