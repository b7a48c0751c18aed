import type { PwnedRangeFetcher } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { Logger } from '../../logger.js';
import { findExperienceSettings } from '../experience/experience-settings.js';
import { currentPasswordMethod, hashPassword } from '../passwords/hash-password.js';
import { assertPasswordAccepted } from '../passwords/password-policy-check.js';
import { verifyPassword } from '../passwords/verify-password.js';
import { assertPasswordRetryAllowed } from '../sentinel/password-retry-delay.js';
import { assertIdentifierNotLocked, recordPasswordAttempt } from '../sentinel/sentinel.js';
import { updateUserById, type UserRow } from '../users/queries.js';
import { verifyUserPassword } from '../users/service.js';
import type { ReauthenticationStore } from './reauthentication.js';
import '../users/events.js';

/**
 * Failures count against the identifier the user signs in with, so guessing the password through
 * a stolen console token runs into the same lockout as guessing it on the sign-in page.
 */
const lockoutIdentifierOf = (user: UserRow) => user.username ?? user.primary_email ?? user.id;

/**
 * Checks the console user's current password under the sign-in lockout. Right: the verification
 * is recorded for a following change. Wrong: 422 `user.wrong_password`, or 403
 * `session.identifier_locked` once the failures reach the lockout threshold; 429
 * `session.attempt_too_soon` when it comes too soon after a run of failures.
 */
export async function verifyCurrentPassword(
  scope: TenantScope,
  user: UserRow,
  attempt: { password: string; ip: string | undefined },
  context: { store: ReauthenticationStore; logger: Pick<Logger, 'warn'> },
): Promise<void> {
  const identifier = lockoutIdentifierOf(user);
  await assertIdentifierNotLocked(scope, identifier);
  await assertPasswordRetryAllowed(scope, identifier);
  const valid = await verifyUserPassword(scope, user, attempt.password, context.logger);
  const blockedMinutes = await recordPasswordAttempt(scope, { identifier, ip: attempt.ip, succeeded: valid });
  if (!valid) {
    if (blockedMinutes !== undefined) {
      throw new RequestError('session.identifier_locked', 403, { minutes: blockedMinutes });
    }
    throw new RequestError('user.wrong_password', 422);
  }
  await context.store.record(user.id);
}

/** A change to the password the user already has changes nothing: 422 `user.same_password`. */
async function assertPasswordChanges(user: UserRow, password: string, logger: Pick<Logger, 'warn'>) {
  const { password_encrypted: encrypted, password_encryption_method: method } = user;
  if (encrypted && method && (await verifyPassword(encrypted, method, password, logger))) {
    throw new RequestError('user.same_password', 422);
  }
}

/**
 * Sets a new password after a recent verification (403 `auth.require_re_authentication`
 * otherwise), different from the current one (422 `user.same_password`) and under the admin
 * tenant's password policy (422 `password_rejected.*`). A verification allows one change; a
 * rejected password leaves it in place for another try.
 */
export async function changePassword(
  scope: TenantScope,
  user: UserRow,
  password: string,
  context: { store: ReauthenticationStore; pwnedRange: PwnedRangeFetcher; logger: Pick<Logger, 'warn'> },
): Promise<void> {
  if (!(await context.store.isRecent(user.id))) {
    throw new RequestError('auth.require_re_authentication', 403);
  }
  await assertPasswordChanges(user, password, context.logger);
  const { passwordPolicy } = await findExperienceSettings(scope);
  await assertPasswordAccepted(password, passwordPolicy, {
    userInfo: { username: user.username, email: user.primary_email, phone: user.primary_phone, name: user.name },
    pwnedRange: context.pwnedRange,
    logger: context.logger,
  });
  const updated = await updateUserById(scope, user.id, {
    password_encrypted: await hashPassword(password),
    password_encryption_method: currentPasswordMethod,
  });
  await context.store.forget(user.id);
  if (updated) {
    scope.emit('user.password.updated', { userId: user.id });
  }
}
