import { createHash } from 'node:crypto';
import { defaultTenantId, type UserDetails, type UserImportResult } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../../db/tenant-scope.js';
import { createManagementToken } from '../../../testing/management-token.js';
import { createOtherTenant } from '../../../testing/other-tenant.js';
import { describeEachDatabase } from '../../../testing/test-server.js';
import { findUserById } from '../queries.js';
import { verifyUserPassword } from '../service.js';
import { exportUsers } from './export-service.js';
import { importUsers } from './import-service.js';
import { readImport } from './import-source.js';

async function* once(text: string) {
  yield text;
}

const exportText = async (scope: TenantScope, format: 'json' | 'csv') => {
  let text = '';
  for await (const chunk of exportUsers(scope, format)) {
    text += chunk;
  }
  return text;
};

/** The users of an export, by id. */
const rowsOf = async (format: 'json' | 'csv', text: string) => {
  const rows: unknown[] = [];
  for await (const item of readImport(format, once(text))) {
    rows.push(item.body);
  }
  return rows.sort((a, b) => String((a as { id: string }).id).localeCompare(String((b as { id: string }).id)));
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describeEachDatabase('Users import and export', (server) => {
  let token: string;
  let home: TenantScope;
  const post = async (body: string, contentType: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server().url}/api/users/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...headers },
      body,
    });
    return { status: response.status, body: (await response.json()) as UserImportResult & { code?: string } };
  };
  const getUser = async (id: string) => {
    const response = await fetch(`${server().url}/api/users/${id}?includePasswordHash=true`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as UserDetails;
  };

  beforeAll(async () => {
    token = await createManagementToken(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
  });

  it('imports a JSON array, keeps digests with their algorithm and reports rejected rows by position', async () => {
    const rows = [
      {
        id: 'keptid000001',
        username: 'imp_ann',
        primaryEmail: 'Ann@Example.com',
        name: 'Ann',
        profile: { givenName: 'Ann' },
        customData: { plan: 'pro' },
        passwordDigest: sha256('correct horse'),
        passwordAlgorithm: 'SHA256',
      },
      { username: 'imp_bob', primaryPhone: '15550001111', password: 'plain-Passw0rd!' },
      { username: 'imp_bad', primaryEmail: 'not-an-email' },
      { username: 'imp_dup', primaryEmail: 'ann@example.com' },
      { username: 'imp_alg', passwordDigest: 'abc', passwordAlgorithm: 'ROT13' },
      { username: 'imp_extra', isAdmin: true },
      { username: '1starts_with_digit' },
      { username: 'imp_bob' },
      { username: 'imp_phone', primaryPhone: '+1 555' },
    ];
    const { status, body } = await post(JSON.stringify(rows), 'application/json');
    expect(status).toBe(200);
    expect(body.imported).toBe(2);
    expect(body.rejectedCount).toBe(7);
    expect(body.rejected.map((row) => [row.index, row.code])).toEqual([
      [2, 'user.invalid_email'],
      [3, 'user.email_already_in_use'],
      [4, 'user.unsupported_password_algorithm'],
      [5, 'guard.invalid_input'],
      [6, 'user.invalid_username'],
      [7, 'user.username_already_in_use'],
      [8, 'user.invalid_phone'],
    ]);
    expect(body.rejected[0]?.message).toBe('The email address is not valid.');

    const ann = await getUser('keptid000001');
    expect(ann).toMatchObject({
      username: 'imp_ann',
      primaryEmail: 'Ann@Example.com',
      profile: { givenName: 'Ann' },
      customData: { plan: 'pro' },
      passwordAlgorithm: 'SHA256',
      passwordDigest: sha256('correct horse'),
    });
    const stored = await findUserById(home, 'keptid000001');
    expect(await verifyUserPassword(home, stored!, 'correct horse')).toBe(true);

    const bob = await home.selectFrom('users').selectAll().where('username', '=', 'imp_bob').executeTakeFirstOrThrow();
    expect(bob.password_encryption_method).toBe('Argon2id');
    expect(await verifyUserPassword(home, bob, 'plain-Passw0rd!')).toBe(true);
  });

  it('imports CSV with quoted commas, quotes, line breaks and JSON cells, rejecting rows by line', async () => {
    const csv = [
      'username,name,customData,profile',
      'csv_one,"Doe, Jane\nof Accounts","{""note"":""line\\nbreak""}","{""nickname"":""JJ""}"',
      'csv_two,"say ""hi""",,',
      'csv_three,Broken,{not json},',
      'csv four,Spaced,,',
      '',
    ].join('\r\n');
    const { status, body } = await post(csv, 'text/csv; charset=utf-8');
    expect(status).toBe(200);
    expect(body.imported).toBe(2);
    expect(body.rejected).toEqual([
      expect.objectContaining({ index: 2, line: 5, code: 'guard.invalid_input' }),
      expect.objectContaining({ index: 3, line: 6, code: 'user.invalid_username' }),
    ]);
    const one = await home.selectFrom('users').selectAll().where('username', '=', 'csv_one').executeTakeFirstOrThrow();
    expect(one.name).toBe('Doe, Jane\nof Accounts');
    expect(one.custom_data).toEqual({ note: 'line\nbreak' });
    expect(one.profile).toEqual({ nickname: 'JJ' });
    const two = await home.selectFrom('users').selectAll().where('username', '=', 'csv_two').executeTakeFirstOrThrow();
    expect(two.name).toBe('say "hi"');
  });

  it('refuses bodies that are no import: not an array, unknown columns, other types, no token', async () => {
    expect((await post('{"username":"x"}', 'application/json')).body.code).toBe('guard.invalid_input');
    const unknownColumn = await post('username,role\nx,admin\n', 'text/csv');
    expect([unknownColumn.status, unknownColumn.body.code]).toEqual([400, 'guard.invalid_input']);
    const plain = await post('[]', 'text/plain');
    expect([plain.status, plain.body.code]).toEqual([415, 'request.unsupported_media_type']);
    const anonymous = await fetch(`${server().url}/api/users/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[]',
    });
    expect(anonymous.status).toBe(401);
  });

  it('round-trips: export, import into an empty tenant, the same users with the same ids and hashes', async () => {
    const other = await createOtherTenant(server());
    await other.deleteFrom('users').execute();
    // Another tenant holding an identifier of the home tenant does not stop that tenant's import.
    const before = await importUsers(other, readImport('json', once(JSON.stringify([{ username: 'imp_ann' }]))));
    expect(before.imported).toBe(1);
    await other.deleteFrom('users').execute();

    for (const format of ['json', 'csv'] as const) {
      const exported = await exportText(home, format);
      const result = await importUsers(other, readImport(format, once(exported)));
      expect(result.rejected).toEqual([]);
      expect(result.imported).toBeGreaterThanOrEqual(4);
      // Creation times are the import's own, so the order may differ; the users do not.
      expect(await rowsOf(format, await exportText(other, format))).toEqual(await rowsOf(format, exported));
      // The ids are kept, so importing the same file again rejects every row as taken.
      const again = await importUsers(other, readImport(format, once(exported)));
      expect(again.imported).toBe(0);
      expect(again.rejected.every((row) => row.code === 'entity.unique_integrity_violation')).toBe(true);
      await other.deleteFrom('users').execute();
    }
    // Nothing reached the home tenant from the other one.
    expect(await findUserById(home, 'keptid000001')).toMatchObject({ username: 'imp_ann' });
  });

  it('exports page after page in a stable order when many users share one creation time', async () => {
    const other = await createOtherTenant(server());
    await other.deleteFrom('users').execute();
    const rows = Array.from({ length: 2503 }, (_, index) => ({ username: `bulk_${index}` }));
    const result = await importUsers(other, readImport('json', once(JSON.stringify(rows))));
    expect(result.imported).toBe(2503);
    const exported = JSON.parse(await exportText(other, 'json')) as Array<{ username: string }>;
    expect(exported).toHaveLength(2503);
    expect(new Set(exported.map((row) => row.username)).size).toBe(2503);
    await other.deleteFrom('users').execute();
  });
});
