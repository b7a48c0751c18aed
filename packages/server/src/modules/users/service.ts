import { isValidEmail, isValidUsername, lengthLimits, passwordEncryptionMethodGuard } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { toJson } from '../../db/json.js';
import type { Logger } from '../../logger.js';
import { generateUserId } from '../../utils/id.js';
import { currentPasswordMethod, hashPassword, needsUpgrade } from '../passwords/hash-password.js';
import { verifyPassword } from '../passwords/verify-password.js';
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
// The users area's events join the catalogue wherever this service is compiled.
import './events.js';

export type CreateUserInput = {
  username?: string;
  primaryEmail?: string;
  primaryPhone?: string;
  name?: string;
  avatar?: string;
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

const uniqueViolation = '23505';

/** Maps a unique-index violation of `users` to the API error of the identifier it concerns. */
export const toIdentifierConflict = (error: unknown): RequestError | undefined => {
  if (typeof error !== 'object' || error === null) {
    return undefined;
  }
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== uniqueViolation) {
    return undefined;
  }
  const where = `${String(constraint ?? '')} ${String(message ?? '')}`;
  if (where.includes('users_username_unique')) {
    return new RequestError('user.username_already_in_use', 422);
  }
  if (where.includes('users_email_unique')) {
    return new RequestError('user.email_already_in_use', 422);
  }
  if (where.includes('users_phone_unique')) {
    return new RequestError('user.phone_already_in_use', 422);
  }
  return undefined;
};

const assertIdentifierFormats = (input: Pick<CreateUserInput, 'username' | 'primaryEmail'>) => {
  if (
    input.username !== undefined &&
    (!isValidUsername(input.username) || input.username.length > lengthLimits.userIdentifier)
  ) {
    throw new RequestError('user.invalid_username', 400);
  }
  if (
    input.primaryEmail !== undefined &&
    (!isValidEmail(input.primaryEmail) || input.primaryEmail.length > lengthLimits.userIdentifier)
  ) {
    throw new RequestError('user.invalid_email', 400);
  }
};

/** Throws 422 `user.*_already_in_use` when the username or email belongs to another user. */
export async function assertIdentifiersAvailable(
  scope: TenantScope,
  identifiers: Pick<CreateUserInput, 'username' | 'primaryEmail'>,
): Promise<void> {
  if (identifiers.username !== undefined && (await findUserByUsername(scope, identifiers.username))) {
    throw new RequestError('user.username_already_in_use', 422);
  }
  if (identifiers.primaryEmail !== undefined && (await findUserByEmail(scope, identifiers.primaryEmail))) {
    throw new RequestError('user.email_already_in_use', 422);
  }
}

const toStoredPassword = async (input: CreateUserInput) => {
  if (input.password !== undefined) {
    return { password_encrypted: await hashPassword(input.password), password_encryption_method: currentPasswordMethod };
  }
  if (input.passwordDigest !== undefined) {
    const method = passwordEncryptionMethodGuard.safeParse(input.passwordAlgorithm);
    if (!method.success) {
      throw new RequestError('guard.invalid_input', 400, { target: 'json' }, 'passwordAlgorithm: invalid');
    }
    return { password_encrypted: input.passwordDigest, password_encryption_method: method.data };
  }
  return { password_encrypted: null, password_encryption_method: null };
};

/**
 * Creates a user: checks the identifier formats (spec 001 §5) and that they are free, hashes the
 * password, then inserts the user and assigns roles in one transaction (joining the caller's, if
 * any) and raises `user.created`.
 */
export async function createUser(
  scope: TenantScope,
  input: CreateUserInput,
  options: CreateUserOptions,
): Promise<UserRow> {
  assertIdentifierFormats(input);
  await assertIdentifiersAvailable(scope, input);
  // Hashed before the transaction, so it is not held open for Argon2.
  const password = await toStoredPassword(input);
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
