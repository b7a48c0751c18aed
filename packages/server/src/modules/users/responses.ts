import { passwordEncryptionMethodGuard, type UserDetails, type UserInfo } from '@tessera/schemas';
import type { UserRow } from './queries.js';

/** The API shape of a user (camelCase, epoch-millisecond timestamps); never the password hash. */
export const toUserResponse = (row: UserRow): UserInfo => ({
  id: row.id,
  username: row.username,
  primaryEmail: row.primary_email,
  primaryPhone: row.primary_phone,
  name: row.name,
  avatar: row.avatar,
  customData: row.custom_data,
  // JSON columns hold what the API wrote, in the shape it validated.
  identities: row.identities as UserInfo['identities'],
  profile: row.profile as UserInfo['profile'],
  applicationId: row.application_id,
  isSuspended: row.is_suspended,
  lastSignInAt: row.last_sign_in_at?.getTime() ?? null,
  createdAt: row.created_at.getTime(),
  updatedAt: row.updated_at.getTime(),
  hasPassword: Boolean(row.password_encrypted),
});

/** The user with the stored password hash, for `includePasswordHash` (exporting users elsewhere). */
export const toUserWithPasswordHash = (row: UserRow): UserDetails => ({
  ...toUserResponse(row),
  passwordDigest: row.password_encrypted,
  // The column holds what the password service wrote; anything else is reported as unknown.
  passwordAlgorithm: passwordEncryptionMethodGuard.nullable().catch(null).parse(row.password_encryption_method),
});
