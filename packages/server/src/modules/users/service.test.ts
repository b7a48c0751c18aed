import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { generateId, generateUserId } from '../../utils/id.js';
import { insertRole } from '../roles/queries.js';
import { findUserById, insertUser } from './queries.js';
import { toUserResponse } from './responses.js';
import {
  createUser,
  findUserByIdentifier,
  toIdentifierConflict,
  verifyUserPassword,
} from './service.js';

const errorOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
};

describeEachDatabase('users service', (server) => {
  const scope = (tenantId = 'default') => scopeToTenant(server().context.database.db, tenantId);

  it('creates a user with a hashed password, default roles and an API shape without the hash', async () => {
    const role = await insertRole(scope(), { id: generateId(), name: 'reader', description: 'Reads', is_default: true });
    await insertRole(scope(), { id: generateId(), name: 'other', description: 'Not default' });
    const user = await createUser(
      scope(),
      { username: 'grace', primaryEmail: 'Grace@Example.com', name: 'Grace', password: 'Secret-Pass-1' },
      { defaultRoles: true },
    );
    expect(user.password_encryption_method).toBe('Argon2id');
    expect(user.password_encrypted).not.toContain('Secret-Pass-1');
    const roles = await scope().selectFrom('users_roles').select('role_id').where('user_id', '=', user.id).execute();
    expect(roles.map((row) => row.role_id)).toEqual([role.id]);

    const response = toUserResponse(user);
    expect(response).toMatchObject({
      id: user.id,
      username: 'grace',
      primaryEmail: 'Grace@Example.com',
      name: 'Grace',
      hasPassword: true,
      isSuspended: false,
      lastSignInAt: null,
      customData: {},
      identities: {},
      profile: {},
    });
    expect(typeof response.createdAt).toBe('number');
    expect(JSON.stringify(response)).not.toMatch(/argon2|password_encrypted|passwordEncrypted/i);
  });

  it('finds users by username, or by email in any case when the identifier has an @', async () => {
    expect((await findUserByIdentifier(scope(), 'grace'))?.username).toBe('grace');
    expect((await findUserByIdentifier(scope(), 'grace@EXAMPLE.com'))?.username).toBe('grace');
    expect(await findUserByIdentifier(scope(), 'Grace')).toBeUndefined();
    expect(await findUserByIdentifier(scope('admin'), 'grace')).toBeUndefined();
  });

  it('refuses malformed and taken identifiers', async () => {
    expect((await errorOf(createUser(scope(), { username: '9lives' }, { defaultRoles: false }))).code).toBe(
      'user.invalid_username',
    );
    expect((await errorOf(createUser(scope(), { primaryEmail: 'a@b' }, { defaultRoles: false }))).code).toBe(
      'user.invalid_email',
    );
    const taken = await errorOf(createUser(scope(), { username: 'grace' }, { defaultRoles: false }));
    expect([taken.code, taken.status]).toEqual(['user.username_already_in_use', 422]);
    const email = await errorOf(createUser(scope(), { primaryEmail: 'GRACE@example.com' }, { defaultRoles: false }));
    expect(email.code).toBe('user.email_already_in_use');
    // Other tenants have their own namespace.
    expect((await createUser(scope('admin'), { username: 'grace' }, { defaultRoles: false })).username).toBe('grace');
  });

  it('maps a unique-index violation that slipped past the check to the identifier in use', async () => {
    const duplicate = (values: { username?: string; primary_email?: string }) =>
      insertUser(scope(), {
        id: generateUserId(),
        profile: toJson({}),
        identities: toJson({}),
        custom_data: toJson({}),
        mfa_verifications: toJson([]),
        ...values,
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(toIdentifierConflict(await duplicate({ username: 'grace' }))?.code).toBe('user.username_already_in_use');
    expect(toIdentifierConflict(await duplicate({ primary_email: 'grace@example.COM' }))?.code).toBe(
      'user.email_already_in_use',
    );
    expect(toIdentifierConflict(new Error('other'))).toBeUndefined();
  });

  it('imports a legacy digest and upgrades it after the first successful check', async () => {
    const digest = createHash('md5').update('legacy-Pass-9').digest('hex');
    const user = await createUser(
      scope(),
      { username: 'legacy', passwordDigest: digest, passwordAlgorithm: 'MD5' },
      { defaultRoles: false },
    );
    expect(await verifyUserPassword(scope(), user, 'wrong')).toBe(false);
    expect((await findUserById(scope(), user.id))?.password_encryption_method).toBe('MD5');
    expect(await verifyUserPassword(scope(), user, 'legacy-Pass-9')).toBe(true);
    const upgraded = await findUserById(scope(), user.id);
    expect(upgraded?.password_encryption_method).toBe('Argon2id');
    expect(upgraded && (await verifyUserPassword(scope(), upgraded, 'legacy-Pass-9'))).toBe(true);

    const unknownAlgorithm = await errorOf(
      createUser(scope(), { username: 'bad_import', passwordDigest: 'x', passwordAlgorithm: 'ROT13' }, { defaultRoles: false }),
    );
    expect(unknownAlgorithm.status).toBe(400);
  });

  it('answers false for a user without a password', async () => {
    const user = await createUser(scope(), { username: 'social_only' }, { defaultRoles: false });
    expect(toUserResponse(user).hasPassword).toBe(false);
    expect(await verifyUserPassword(scope(), user, 'anything')).toBe(false);
  });
});
