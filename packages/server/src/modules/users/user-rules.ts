import { customDataMaxBytes, isValidEmail, isValidPhone, isValidUsername, lengthLimits } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findUserByEmail, findUserByPhone, findUserByUsername } from './queries.js';

/**
 * The identifiers of a user, as a write names them; `null` clears one (never checked), a missing
 * one stays as it is.
 */
export type UserIdentifiers = {
  username?: string | null;
  primaryEmail?: string | null;
  primaryPhone?: string | null;
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

const isFormatted = (value: string, test: (value: string) => boolean) =>
  test(value) && value.length <= lengthLimits.userIdentifier;

/**
 * Spec 001 §5: a username starts with a letter or underscore, then word characters; an email is
 * text@text.text without spaces; an API phone is digits only. 400 `user.invalid_*` otherwise.
 */
export function assertIdentifierFormats(identifiers: UserIdentifiers): void {
  const { username, primaryEmail, primaryPhone } = identifiers;
  if (typeof username === 'string' && !isFormatted(username, isValidUsername)) {
    throw new RequestError('user.invalid_username', 400);
  }
  if (typeof primaryEmail === 'string' && !isFormatted(primaryEmail, isValidEmail)) {
    throw new RequestError('user.invalid_email', 400);
  }
  if (typeof primaryPhone === 'string' && !isFormatted(primaryPhone, isValidPhone)) {
    throw new RequestError('user.invalid_phone', 400);
  }
}

/**
 * Throws 422 `user.*_already_in_use` when another user of the tenant holds an identifier: the
 * same username (case counts), the same email ignoring case, the same phone digits. `userId` is
 * the user being updated, who may keep their own.
 */
export async function assertIdentifiersAvailable(
  scope: TenantScope,
  identifiers: UserIdentifiers,
  userId?: string,
): Promise<void> {
  const heldByOther = (holder: { id: string } | undefined) => holder !== undefined && holder.id !== userId;
  const { username, primaryEmail, primaryPhone } = identifiers;
  if (typeof username === 'string' && heldByOther(await findUserByUsername(scope, username))) {
    throw new RequestError('user.username_already_in_use', 422);
  }
  if (typeof primaryEmail === 'string' && heldByOther(await findUserByEmail(scope, primaryEmail))) {
    throw new RequestError('user.email_already_in_use', 422);
  }
  if (typeof primaryPhone === 'string' && heldByOther(await findUserByPhone(scope, primaryPhone))) {
    throw new RequestError('user.phone_already_in_use', 422);
  }
}

/** 400 `user.custom_data_too_large` beyond {@link customDataMaxBytes} of UTF-8 JSON. */
export function assertCustomDataSize(customData: Record<string, unknown>): void {
  if (Buffer.byteLength(JSON.stringify(customData), 'utf8') > customDataMaxBytes) {
    throw new RequestError('user.custom_data_too_large', 400, { max: customDataMaxBytes });
  }
}
