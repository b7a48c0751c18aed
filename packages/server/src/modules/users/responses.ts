import type { UserInfo } from '@tessera/schemas';
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
