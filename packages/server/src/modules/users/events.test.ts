import { adminTenantId, defaultTenantId, type UserInfo } from '@tessera/schemas';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/domain-events.js';
import { createManagementApiClient } from '../../testing/api-client.js';
import { createConsoleUser } from '../../testing/console-user-token.js';
import { callApi } from '../../testing/me-api.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { changePassword } from '../me/password-service.js';
import { createReauthenticationStore } from '../me/reauthentication.js';
import { deleteCurrentUser } from '../me/service.js';
import { createUser } from './service.js';

const userEvents = (events: DomainEvent[]) => events.filter((event) => event.name.startsWith('user.'));

describeEachDatabase('users events', (server) => {
  let delivered: DomainEvent[] = [];
  let unsubscribe = () => {};
  const scope = (tenantId: string) => server().context.tenantScope(tenantId);

  beforeEach(() => {
    delivered = [];
    unsubscribe = server().context.events.subscribe((event) => {
      delivered.push(event);
    });
  });
  afterEach(() => unsubscribe());

  it('announces a created user once, in its API shape, and nothing when creation fails', async () => {
    const user = await createUser(
      scope(defaultTenantId),
      { username: 'nina', password: 'Secret-Pass-1' },
      { defaultRoles: true },
    );
    const [created, ...others] = userEvents(delivered);
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      name: 'user.created',
      tenantId: defaultTenantId,
      data: { user: { id: user.id, username: 'nina', hasPassword: true } },
    });
    expect(JSON.stringify(created)).not.toMatch(/argon2|password_encrypted/i);

    delivered = [];
    await expect(
      createUser(scope(defaultTenantId), { username: 'nina' }, { defaultRoles: false }),
    ).rejects.toMatchObject({ code: 'user.username_already_in_use' });
    expect(userEvents(delivered)).toEqual([]);
  });

  it("announces the console user's profile and custom data changes in the admin tenant", async () => {
    const { user, token } = await createConsoleUser(server(), { username: 'olga' });
    delivered = [];
    expect((await callApi(server(), token, 'PATCH', '/me', { name: 'Olga' })).status).toBe(200);
    expect((await callApi(server(), token, 'PATCH', '/me/custom-data', { theme: 'dark' })).status).toBe(200);
    expect(userEvents(delivered).map(({ name, tenantId, data }) => ({ name, tenantId, data }))).toEqual([
      {
        name: 'user.data.updated',
        tenantId: adminTenantId,
        data: { user: expect.objectContaining({ id: user.id, name: 'Olga' }) },
      },
      {
        name: 'user.data.updated',
        tenantId: adminTenantId,
        data: { user: expect.objectContaining({ id: user.id, customData: { theme: 'dark' } }) },
      },
    ]);
  });

  it('announces a password change without the password, and an account deletion', async () => {
    const { user } = await createConsoleUser(server(), { username: 'pavel' });
    delivered = [];
    const store = createReauthenticationStore();
    await store.record(user.id);
    await changePassword(scope(adminTenantId), user, 'Brand-new-lantern-7', {
      store,
      pwnedRange: async () => '',
      logger: { warn: () => undefined },
    });
    await deleteCurrentUser(scope(adminTenantId), user.id);
    expect(userEvents(delivered)).toEqual([
      { name: 'user.password.updated', tenantId: adminTenantId, data: { userId: user.id } },
      { name: 'user.deleted', tenantId: adminTenantId, data: { userId: user.id } },
    ]);
  });

  it('announces the Management API writes: creation, data changes, suspension and deletion', async () => {
    const api = await createManagementApiClient(server());
    const created = (await api.post<UserInfo>('/users', { username: 'quentin' })).body;
    await api.patch(`/users/${created.id}`, { name: 'Quentin' });
    await api.patch(`/users/${created.id}/custom-data`, { customData: { a: 1 } });
    await api.patch(`/users/${created.id}/profile`, { profile: { nickname: 'Q' } });
    await api.patch(`/users/${created.id}/is-suspended`, { isSuspended: true });
    await api.delete(`/users/${created.id}`);
    expect(userEvents(delivered).map((event) => event.name)).toEqual([
      'user.created',
      'user.data.updated',
      'user.data.updated',
      'user.data.updated',
      'user.suspension.updated',
      'user.deleted',
    ]);
    expect(userEvents(delivered).every((event) => event.tenantId === defaultTenantId)).toBe(true);
  });
});
