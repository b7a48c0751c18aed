import type { MfaVerification } from '@tessera/schemas';
import { toJson } from '../db/json.js';
import type { TenantScope } from '../db/tenant-scope.js';
import { generateUserId } from '../utils/id.js';
import { findUserById, insertUser, updateUserById } from '../modules/users/queries.js';

/** Inserts a user straight into a tenant, for tests of role membership. */
export const insertTestUser = (scope: TenantScope, fields: { username?: string; name?: string; primaryEmail?: string } = {}) =>
  insertUser(scope, {
    id: generateUserId(),
    username: fields.username ?? null,
    name: fields.name ?? null,
    primary_email: fields.primaryEmail ?? null,
    profile: toJson({}),
    identities: toJson({}),
    custom_data: toJson({}),
    mfa_verifications: toJson([]),
  });

/** A stored passkey, as a registration leaves it (the key itself is never checked by these tests). */
export const testPasskey = {
  id: 'passkey-1',
  type: 'WebAuthn' as const,
  credentialId: 'credential-1',
  publicKey: 'public-key',
  counter: 4,
  agent: 'test',
  createdAt: '2024-01-01T00:00:00.000Z',
} satisfies MfaVerification;

/** A user with `testPasskey`, read back as a verify step reads them before the assertion is checked. */
export async function insertTestUserWithPasskey(scope: TenantScope) {
  const user = await insertTestUser(scope);
  await updateUserById(scope, user.id, { mfa_verifications: toJson([testPasskey]) });
  const read = await findUserById(scope, user.id);
  if (!read) {
    throw new Error('The user was not stored.');
  }
  return read;
}
