import {
  adminTenantId,
  defaultTenantId,
  type ExperienceFirstAdmin,
  type PwnedRangeFetcher,
} from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { createLogger, type Logger } from '../../logger.js';
import { consoleAdminRoleName } from '../management-api/seed.js';
import { currentPasswordMethod, hashPassword } from '../passwords/hash-password.js';
import { assertPasswordAccepted } from '../passwords/password-policy-check.js';
import { fetchPwnedRange } from '../passwords/pwned-range.js';
import { findRoleByName } from '../roles/queries.js';
import { countUsers, type UserRow } from '../users/queries.js';
import { createUser } from '../users/service.js';
import { findExperienceSettings } from './experience-settings.js';

export type FirstAdminInput = ExperienceFirstAdmin;

export type FirstAdminOptions = {
  pwnedRange?: PwnedRangeFetcher;
  logger?: Pick<Logger, 'warn'>;
  /** The client the administrator registered through, when it happened in a sign-in flow. */
  applicationId?: string;
  /** Whether the administrator is signed in right away (registration in a sign-in flow). */
  signedIn?: boolean;
};

export const assertNoUserYet = async (scope: TenantScope) => {
  if ((await countUsers(scope)) > 0) {
    throw new RequestError('session.first_admin_exists', 403);
  }
};

/** What the first administrator is created with; the password is already checked and hashed. */
export type FirstAdminProfile = { username: string; primaryEmail?: string; passwordDigest: string };

/**
 * Inserts the first console user: a user of the admin tenant holding the role that manages the
 * `default` tenant. Only while the admin tenant has no user: concurrent calls are serialised by a
 * lock and the check repeated inside it, so exactly one succeeds and the others get 403
 * `session.first_admin_exists`.
 */
export async function insertFirstAdmin(
  adminScope: TenantScope,
  profile: FirstAdminProfile,
  options: Pick<FirstAdminOptions, 'applicationId' | 'signedIn'> = {},
): Promise<UserRow> {
  if (adminScope.tenantId !== adminTenantId) {
    throw new Error('Console administrators belong to the admin tenant');
  }
  return adminScope.transaction(async (scope) => {
    await scope.lockForTransaction('first-admin');
    await assertNoUserYet(scope);
    const adminRole = await findRoleByName(scope, consoleAdminRoleName(defaultTenantId));
    if (!adminRole) {
      throw new Error('The console administrator role is missing; run the seed first.');
    }
    return createUser(
      scope,
      {
        username: profile.username,
        primaryEmail: profile.primaryEmail,
        passwordDigest: profile.passwordDigest,
        passwordAlgorithm: currentPasswordMethod,
        applicationId: options.applicationId,
      },
      { defaultRoles: true, roleIds: [adminRole.id], signedIn: options.signedIn },
    );
  });
}

/**
 * Creates the first administrator outside a sign-in (set-up scripts and tests): the admin tenant's
 * password policy applies as in the Experience API's Register flow, which is how the sign-in app
 * creates it (see `flow/submit.ts`).
 */
export async function createFirstAdmin(
  adminScope: TenantScope,
  input: FirstAdminInput,
  options: FirstAdminOptions = {},
): Promise<UserRow> {
  // Cheap refusal first, so a closed set-up spends neither Argon2 nor a breach lookup.
  await assertNoUserYet(adminScope);
  const settings = await findExperienceSettings(adminScope);
  await assertPasswordAccepted(input.password, settings.passwordPolicy, {
    userInfo: { username: input.username, email: input.email },
    pwnedRange: options.pwnedRange ?? fetchPwnedRange,
    logger: options.logger ?? createLogger('warn'),
  });
  // Hashed before the transaction, so the lock is held for milliseconds, not for Argon2.
  const passwordDigest = await hashPassword(input.password);
  return insertFirstAdmin(
    adminScope,
    { username: input.username, primaryEmail: input.email, passwordDigest },
    options,
  );
}
