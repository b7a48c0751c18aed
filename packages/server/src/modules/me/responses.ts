import type { CurrentUser } from '@tessera/schemas';
import type { UserRow } from '../users/queries.js';

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only each identity's details leave the server; the provider's user id stays inside. */
const toIdentityDetails = (identities: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(identities).map(([target, identity]) => {
      const details = isJsonObject(identity) && isJsonObject(identity.details) ? identity.details : {};
      return [target, { details }];
    }),
  );

/** The console user in the shape of `GET me` (`CurrentUser`). */
export const toCurrentUser = (row: UserRow): CurrentUser => ({
  id: row.id,
  username: row.username,
  name: row.name,
  avatar: row.avatar,
  primaryEmail: row.primary_email,
  primaryPhone: row.primary_phone,
  hasPassword: Boolean(row.password_encrypted),
  identities: toIdentityDetails(row.identities),
  customData: row.custom_data,
});
