import { checkPassword, type PasswordCheck, type PasswordCheckResult, type PwnedRangeFetcher } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound } from '../../errors/request-error.js';
import type { Logger } from '../../logger.js';
import { failOpen } from '../passwords/pwned-range.js';
import { findUserById } from '../users/queries.js';
import { findSignInExperience } from './service.js';

export type PasswordCheckOptions = { pwnedRange: PwnedRangeFetcher; logger: Pick<Logger, 'warn'> };

/** The profile fields a password must not contain, read from the user's profile JSON. */
const profileName = (profile: Record<string, unknown>, key: string) =>
  typeof profile[key] === 'string' ? profile[key] : undefined;

/**
 * `POST /sign-in-exp/default/check-password`: the tenant's password policy applied to a password,
 * with the user's own details when `userId` names one (404 otherwise). Every failed rule is an
 * issue; an unreachable breach service lets the password through, as at registration.
 */
export async function checkPasswordAgainstPolicy(
  scope: TenantScope,
  { password, userId }: PasswordCheck,
  options: PasswordCheckOptions,
): Promise<PasswordCheckResult> {
  const { passwordPolicy } = await findSignInExperience(scope);
  const user = userId === undefined ? undefined : await findUserById(scope, userId);
  if (userId !== undefined && !user) {
    throw notFound('user', userId);
  }
  const issues = await checkPassword(password, passwordPolicy, {
    userInfo: user && {
      username: user.username,
      email: user.primary_email,
      phone: user.primary_phone,
      name: user.name,
      givenName: profileName(user.profile, 'givenName'),
      familyName: profileName(user.profile, 'familyName'),
    },
    pwnedCheck: failOpen(options.pwnedRange, options.logger),
  });
  return { result: issues.length === 0, issues };
}
