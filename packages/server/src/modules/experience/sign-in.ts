import { randomBytes } from 'node:crypto';
import { RequestError } from '../../errors/request-error.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Logger } from '../../logger.js';
import { currentPasswordMethod, hashPassword } from '../passwords/hash-password.js';
import { verifyPassword } from '../passwords/verify-password.js';
import { assertPasswordRetryAllowed } from '../sentinel/password-retry-delay.js';
import { assertIdentifierNotLocked, recordPasswordAttempt } from '../sentinel/sentinel.js';
import type { UserRow } from '../users/queries.js';
import { findUserByIdentifier, verifyUserPassword } from '../users/service.js';

let dummyHash: Promise<string> | undefined;

/**
 * Spends one Argon2id verification when there is no real hash to check, so an unknown
 * identifier takes as long as a wrong password and the timing does not reveal which accounts exist.
 */
const spendDummyVerification = async (password: string) => {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64'));
  await verifyPassword(await dummyHash, currentPasswordMethod, password);
};

export type PasswordSignIn = {
  identifier: string;
  password: string;
  ip: string | undefined;
  /** How the identifier finds its user: by username or email unless told otherwise (a phone). */
  findUser?: (scope: TenantScope, identifier: string) => Promise<UserRow | undefined>;
};

/**
 * Checks an identifier and password under brute-force protection. Unknown identifiers and wrong
 * passwords get the same 422; a locked identifier 403 with the minutes left (even with the right
 * password); an attempt too soon after a run of failures 429 with the seconds to wait, before any
 * password is checked; a suspended user 403 once the password was right. The sign-in itself is
 * stamped only when the interaction is submitted.
 */
export async function checkPassword(
  scope: TenantScope,
  { identifier, password, ip, findUser = findUserByIdentifier }: PasswordSignIn,
  logger: Pick<Logger, 'warn'>,
): Promise<UserRow> {
  await assertIdentifierNotLocked(scope, identifier);
  await assertPasswordRetryAllowed(scope, identifier);
  const user = await findUser(scope, identifier);
  let valid = false;
  if (user?.password_encrypted) {
    valid = await verifyUserPassword(scope, user, password, logger);
  } else {
    await spendDummyVerification(password);
  }
  const blockedMinutes = await recordPasswordAttempt(scope, { identifier, ip, succeeded: valid });
  if (!valid || !user) {
    if (blockedMinutes !== undefined) {
      throw new RequestError('session.identifier_locked', 403, { minutes: blockedMinutes });
    }
    throw new RequestError('session.invalid_credentials', 422);
  }
  if (user.is_suspended) {
    throw new RequestError('user.suspended', 403);
  }
  return user;
}
