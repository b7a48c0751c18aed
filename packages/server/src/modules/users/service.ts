import type { PwnedRangeFetcher, UserCreate } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { toJson } from '../../db/json.js';
import type { Logger } from '../../logger.js';
import { generateUserId } from '../../utils/id.js';
import { currentPasswordMethod, hashPassword, needsUpgrade } from '../passwords/hash-password.js';
import { verifyPassword } from '../passwords/verify-password.js';
import { assertPasswordAccepted } from '../passwords/password-policy-check.js';
import { findExperienceSettings } from '../experience/experience-settings.js';
import { findDefaultRoles, insertUserRoles } from '../roles/queries.js';
import {
  findUserByEmail,
  findUserByUsername,
  findUserById,
  insertUser,
  updateUserById,
  type UserRow,
} from './queries.js';
import { toUserResponse } from './responses.js';
import { toStoredPassword } from './stored-password.js';
import {
  assertCustomDataSize,
  assertIdentifierFormats,
  assertIdentifiersAvailable,
  toIdentifierConflict,
} from './user-rules.js';
// The users area's events join the catalogue wherever this service is compiled.
import './events.js';

export type CreateUserInput = {
  username?: string;
  primaryEmail?: string;
  primaryPhone?: string;
  name?: string;
  avatar?: string | null;
  /** Plain text, hashed with Argon2id here. */
  password?: string;
  /** An existing hash to import as is (verified and upgraded at the next sign-in). */
  passwordDigest?: string;
  passwordAlgorithm?: string;
  applicationId?: string;
  customData?: Record<string, unknown>;
  profile?: Record<string, unknown>;
};

export type CreateUserOptions = {
  /** Give the tenant's default roles (registration); the Management API may skip them. */
  defaultRoles: boolean;
  /** Further roles to assign, by id. */
  roleIds?: string[];
  /** Marks the user as signed in now (registration signs the user in). */
  signedIn?: boolean;
};

export { assertIdentifiersAvailable, toIdentifierConflict };

/**
 * Creates a user: checks the identifier formats (spec 001 §5), the custom data size, the
 * password or imported digest, and that the identifiers are free; hashes the password; then
 * inserts the user and assigns roles in one transaction (joining the caller's, if any) and
 * raises `user.created`. Password policy checks are the caller's (registration, Management API).
 */
export async function createUser(
  scope: TenantScope,
  input: CreateUserInput,
  options: CreateUserOptions,
): Promise<UserRow> {
  assertIdentifierFormats(input);
  assertCustomDataSize(input.customData ?? {});
  const storePassword = toStoredPassword(input);
  await assertIdentifiersAvailable(scope, input);
  // Hashed before the transaction, so it is not held open for Argon2.
  const password = await storePassword();
  return scope.transaction(async (tx) => {
    let user: UserRow;
    try {
      user = await insertUser(tx, {
        id: generateUserId(),
        username: input.username ?? null,
        primary_email: input.primaryEmail ?? null,
        primary_phone: input.primaryPhone ?? null,
        ...password,
        name: input.name ?? null,
        avatar: input.avatar ?? null,
        application_id: input.applicationId ?? null,
        profile: toJson(input.profile ?? {}),
        identities: toJson({}),
        custom_data: toJson(input.customData ?? {}),
        mfa_verifications: toJson([]),
        last_sign_in_at: options.signedIn ? new Date() : null,
      });
    } catch (error) {
      // Another request took the identifier between the check and the insert.
      throw toIdentifierConflict(error) ?? error;
    }
    const defaultRoleIds = options.defaultRoles ? (await findDefaultRoles(tx)).map((role) => role.id) : [];
    await insertUserRoles(tx, user.id, [...new Set([...defaultRoleIds, ...(options.roleIds ?? [])])]);
    tx.emit('user.created', { user: toUserResponse(user) });
    return user;
  });
}

/** What the password policy check of a new password needs: a breach lookup (optional) and a logger. */
export type PasswordCheckContext = { pwnedRange?: PwnedRangeFetcher; logger: Pick<Logger, 'warn'> };

/** Applies the tenant's password policy to a password of this user (422 `password_rejected.*`). */
export async function assertPasswordPolicy(
  scope: TenantScope,
  password: string,
  user: { username?: string | null; primaryEmail?: string | null; primaryPhone?: string | null; name?: string | null },
  context: PasswordCheckContext,
): Promise<void> {
  const { passwordPolicy } = await findExperienceSettings(scope);
  await assertPasswordAccepted(password, passwordPolicy, {
    userInfo: { username: user.username, email: user.primaryEmail, phone: user.primaryPhone, name: user.name },
    pwnedRange: context.pwnedRange,
    logger: context.logger,
  });
}

/**
 * `POST /api/users`, and each row of an import: a plain password must pass the tenant's password
 * policy (an imported digest is taken as it is), then {@link createUser} with the default roles.
 * Everything is checked before anything is written; the insert joins the caller's transaction.
 */
export async function createUserFromInput(
  scope: TenantScope,
  input: UserCreate,
  context: PasswordCheckContext = { logger: { warn: () => undefined } },
): Promise<UserRow> {
  assertIdentifierFormats(input);
  assertCustomDataSize(input.customData ?? {});
  toStoredPassword(input);
  if (input.password !== undefined) {
    await assertPasswordPolicy(scope, input.password, input, context);
  }
  return createUser(scope, input, { defaultRoles: true });
}

/** Finds a user by email when the identifier contains `@`, otherwise by username. */
export const findUserByIdentifier = (scope: TenantScope, identifier: string) =>
  identifier.includes('@') ? findUserByEmail(scope, identifier) : findUserByUsername(scope, identifier);

/**
 * Checks the user's password. After a successful check of a legacy hash (or Argon2id with weaker
 * parameters) the password is re-hashed with today's Argon2id, so imports upgrade themselves.
 */
export async function verifyUserPassword(
  scope: TenantScope,
  user: UserRow,
  password: string,
  logger?: Pick<Logger, 'warn'>,
): Promise<boolean> {
  if (!user.password_encrypted || !user.password_encryption_method) {
    return false;
  }
  const valid = await verifyPassword(user.password_encrypted, user.password_encryption_method, password, logger);
  if (valid && needsUpgrade(user.password_encryption_method, user.password_encrypted)) {
    // The same password stored anew, not a password change: no `user.password.updated`.
    await updateUserById(scope, user.id, {
      password_encrypted: await hashPassword(password),
      password_encryption_method: currentPasswordMethod,
    });
  }
  return valid;
}

/** Stamps a successful sign-in (not a domain event: nothing subscribes to it yet). */
export const markUserSignedIn = (scope: TenantScope, userId: string) =>
  updateUserById(scope, userId, { last_sign_in_at: new Date() });

/** A user who may still act: exists and is not suspended. */
export const isActiveUser = async (scope: TenantScope, userId: string) => {
  const user = await findUserById(scope, userId);
  return user !== undefined && !user.is_suspended;
};
