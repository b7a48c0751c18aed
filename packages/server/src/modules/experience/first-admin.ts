import { adminTenantId, defaultTenantId, type ExperienceFirstAdmin, type PwnedRangeFetcher } from '@tessera/schemas';
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

const assertNoUserYet = async (scope: TenantScope) => {
  if ((await countUsers(scope)) > 0) {
    throw new RequestError('session.first_admin_exists', 403);
  }
};

/**
 * Creates the first console user: a user of the admin tenant holding the role that manages the
 * `default` tenant, with the admin tenant's password policy applied. Only while the admin tenant
 * has no user: concurrent calls are serialised by a lock and the check repeated inside it, so
 * exactly one succeeds and the others get 403 `session.first_admin_exists`.
 */
export async function createFirstAdmin(
  adminScope: TenantScope,
  input: FirstAdminInput,
  options: FirstAdminOptions = {},
): Promise<UserRow> {
  // Cheap refusal first, so a closed endpoint spends neither Argon2 nor a breach lookup.
  if (adminScope.tenantId !== adminTenantId) {
    throw new Error('Console administrators belong to the admin tenant');
  }
  await assertNoUserYet(adminScope);
  const settings = await findExperienceSettings(adminScope);
  await assertPasswordAccepted(input.password, settings.passwordPolicy, {
    userInfo: { username: input.username, email: input.email },
    pwnedRange: options.pwnedRange ?? fetchPwnedRange,
    logger: options.logger ?? createLogger('warn'),
  });
  // Hashed before the transaction, so the lock is held for milliseconds, not for Argon2.
  const passwordDigest = await hashPassword(input.password);

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
        username: input.username,
        primaryEmail: input.email,
        passwordDigest,
        passwordAlgorithm: currentPasswordMethod,
        applicationId: options.applicationId,
      },
      { defaultRoles: true, roleIds: [adminRole.id], signedIn: options.signedIn },
    );
  });
}
