import type { AdapterPayload } from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import { toJson } from '../db/json.js';
import { describeEachDatabase } from '../testing/test-server.js';
import { organizationsScope } from '@tessera/schemas';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { createManagementApiClient } from '../testing/api-client.js';
import { createAdapterClass } from './adapter.js';
import { createFindAccount, readAccountAhead } from './find-account.js';
import { keepReadsOf, readKept, readKey, takeStartedRead } from './started-reads.js';

describeEachDatabase('reads kept and started within a request', (server) => {
  let current: object | undefined;
  const adapterOf = (modelName: string) => {
    const scope = server().context.tenantScope('default');
    const Adapter = createAdapterClass(scope, async () => undefined, undefined, () => current);
    return new Adapter(modelName);
  };
  /** Changes the stored payload behind the adapter's back: a read from the database sees it. */
  const rewrite = (id: string, payload: AdapterPayload) =>
    server()
      .context.database.db.updateTable('oidc_model_instances')
      .set({ payload: toJson(payload) })
      .where('tenant_id', '=', 'default')
      .where('model_name', '=', 'RefreshToken')
      .where('id', '=', id)
      .execute();

  it('serves the next read of the same token in the same request once, then reads the database', async () => {
    const tokens = adapterOf('RefreshToken');
    await tokens.upsert('kept-1', { accountId: 'first' }, 60);
    const request = {};
    current = request;
    keepReadsOf(request, 'RefreshToken');
    expect(await tokens.find('kept-1')).toMatchObject({ accountId: 'first' });
    await rewrite('kept-1', { accountId: 'second' });
    // The request's second read takes what its first read found.
    expect(await tokens.find('kept-1')).toMatchObject({ accountId: 'first' });
    // A third read asks the database again.
    expect(await tokens.find('kept-1')).toMatchObject({ accountId: 'second' });
  });

  it('keeps nothing for other requests, other models, or after a write of the token', async () => {
    const tokens = adapterOf('RefreshToken');
    const grants = adapterOf('Grant');
    await tokens.upsert('kept-2', { accountId: 'first' }, 60);
    await grants.upsert('kept-2', { accountId: 'grant' }, 60);
    const request = {};
    current = request;
    keepReadsOf(request, 'RefreshToken');
    await tokens.find('kept-2');
    await grants.find('kept-2');

    // Another request reads the database.
    await rewrite('kept-2', { accountId: 'second' });
    current = {};
    expect(await tokens.find('kept-2')).toMatchObject({ accountId: 'second' });

    // The same request, after consuming the token, reads the database too.
    current = request;
    await tokens.consume('kept-2');
    const consumed = await tokens.find('kept-2');
    expect(consumed).toMatchObject({ accountId: 'second' });
    expect(consumed?.consumed).toEqual(expect.any(Number));

    // Grants were not asked to be kept: read from the database each time.
    await server()
      .context.database.db.updateTable('oidc_model_instances')
      .set({ payload: toJson({ accountId: 'grant changed' }) })
      .where('tenant_id', '=', 'default')
      .where('model_name', '=', 'Grant')
      .where('id', '=', 'kept-2')
      .execute();
    expect(await grants.find('kept-2')).toMatchObject({ accountId: 'grant changed' });
  });

  it('keeps the reads of every model the request names, each once', async () => {
    const tokens = adapterOf('RefreshToken');
    const grants = adapterOf('Grant');
    await tokens.upsert('kept-3', { accountId: 'first' }, 60);
    await grants.upsert('kept-3', { accountId: 'grant' }, 60);
    const request = {};
    current = request;
    keepReadsOf(request, 'RefreshToken', 'Grant');
    await grants.find('kept-3');
    await server()
      .context.database.db.updateTable('oidc_model_instances')
      .set({ payload: toJson({ accountId: 'grant changed' }) })
      .where('tenant_id', '=', 'default')
      .where('model_name', '=', 'Grant')
      .where('id', '=', 'kept-3')
      .execute();
    expect(await grants.find('kept-3')).toMatchObject({ accountId: 'grant' });
    expect(await grants.find('kept-3')).toMatchObject({ accountId: 'grant changed' });
  });

  it('serves the account reads a request started ahead once, to that request and account only', async () => {
    const scope = server().context.tenantScope('default');
    const api = await createManagementApiClient(server());
    const created = await api.post<{ id: string }>('/users', { username: 'read_ahead', name: 'Before' });
    expect(created.status).toBe(200);
    const userId = created.body.id;
    const organization = await api.post<{ id: string }>('/organizations', { name: 'Ahead inc' });
    const findAccount = createFindAccount(scope);
    const nameOf = async (request: object, accountId = userId) => {
      const account = await findAccount(request as KoaContextWithOIDC, accountId);
      const claims = await account?.claims('id_token', `openid profile ${organizationsScope}`, {}, []);
      return claims && { name: claims.name, organizations: claims.organizations };
    };
    const request = {};
    await readAccountAhead(request, scope, userId, new Set(['openid', organizationsScope]));
    await server()
      .context.database.db.updateTable('users')
      .set({ name: 'After' })
      .where('tenant_id', '=', 'default')
      .where('id', '=', userId)
      .execute();
    await api.post(`/organizations/${organization.body.id}/users`, { userIds: [userId] });

    // Another request, and another account in the same request, read the database.
    expect(await nameOf({})).toEqual({ name: 'After', organizations: [organization.body.id] });
    expect(await nameOf(request, 'no-such-user')).toBeUndefined();
    // The request itself takes what it read ahead, once.
    expect(await nameOf(request)).toEqual({ name: 'Before', organizations: [] });
    expect(await nameOf(request)).toEqual({ name: 'After', organizations: [organization.body.id] });
  });
});

describe('reads kept for the next read of the instance', () => {
  /** A database read that counts its trips, failing the first `failures` of them. */
  const countedRead = (failures = 0) => {
    const read = async () => {
      read.trips += 1;
      if (read.trips <= failures) {
        throw new Error('the database is away');
      }
      return { trip: read.trips };
    };
    read.trips = 0;
    return read;
  };

  it('serves a read still on its way to the next read of the instance in that request, once', async () => {
    const read = countedRead();
    const request = {};
    keepReadsOf(request, 'Grant');
    const first = readKept(request, 'Grant', 'g-1', read);
    expect(takeStartedRead({}, readKey('Grant', 'g-1'))).toBeUndefined();
    expect(takeStartedRead(request, readKey('Grant', 'g-2'))).toBeUndefined();
    const second = takeStartedRead(request, readKey('Grant', 'g-1'));
    expect(await second).toEqual(await first);
    expect(takeStartedRead(request, readKey('Grant', 'g-1'))).toBeUndefined();
    expect(read.trips).toBe(1);
  });

  it('keeps nothing of a failed read, nor of a model the request did not name', async () => {
    const read = countedRead(1);
    const request = {};
    keepReadsOf(request, 'Grant');
    await expect(readKept(request, 'Grant', 'g-3', read)).rejects.toThrow('the database is away');
    expect(takeStartedRead(request, readKey('Grant', 'g-3'))).toBeUndefined();
    expect(await readKept(request, 'RefreshToken', 'g-3', read)).toEqual({ trip: 2 });
    expect(takeStartedRead(request, readKey('RefreshToken', 'g-3'))).toBeUndefined();
  });
});
