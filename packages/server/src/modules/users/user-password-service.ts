import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { Logger } from '../../logger.js';
import { currentPasswordMethod, hashPassword } from '../passwords/hash-password.js';
import { requireUser } from '../roles/assignment-service.js';
import { updateUserById, type UserRow } from './queries.js';
import { assertPasswordPolicy, verifyUserPassword, type PasswordCheckContext } from './service.js';
import './events.js';

/**
 * `PATCH …/password`: the tenant's password policy applies (422 `password_rejected.*`), the
 * password is stored with Argon2id, `user.password.updated` is raised, and whoever held the old
 * password, or a token obtained with it, must sign in again: the user's sessions, grants and
 * tokens end before the answer (`app/session-revocation.ts` settles on the event).
 */
export async function setUserPassword(
  scope: TenantScope,
  userId: string,
  password: string,
  context: PasswordCheckContext,
): Promise<UserRow> {
  const user = await requireUser(scope, userId);
  await assertPasswordPolicy(
    scope,
    password,
    { username: user.username, primaryEmail: user.primary_email, primaryPhone: user.primary_phone, name: user.name },
    context,
  );
  const updated = await updateUserById(scope, userId, {
    password_encrypted: await hashPassword(password),
    password_encryption_method: currentPasswordMethod,
  });
  if (!updated) {
    // Deleted while the password was hashed.
    return requireUser(scope, userId);
  }
  scope.emit('user.password.updated', { userId });
  return updated;
}

/**
 * `POST …/password/verify`: 422 `user.password_mismatch` unless the password matches (a user
 * without a password matches none). A legacy hash that matches is upgraded to Argon2id, as at
 * sign-in.
 */
export async function assertUserPassword(
  scope: TenantScope,
  userId: string,
  password: string,
  logger: Pick<Logger, 'warn'>,
): Promise<void> {
  const user = await requireUser(scope, userId);
  if (!(await verifyUserPassword(scope, user, password, logger))) {
    throw new RequestError('user.password_mismatch', 422);
  }
}
