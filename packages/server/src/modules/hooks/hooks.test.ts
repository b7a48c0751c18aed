import { createHmac } from 'node:crypto';
import { defaultTenantId, type Hook, type HookLog, type HookResponse, type Role } from '@tessera/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { startHookReceiver, type HookReceiver } from '../../testing/hook-receiver.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { countPendingDeliveries } from './delivery-queries.js';
import { hookSubscriptionsRead } from './outbox.js';
import { createHook } from './service.js';

const hmac = (key: string, body: string) => createHmac('sha256', key).update(body).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase(
  'Webhooks',
  (server) => {
    let api: ApiClient;
    let receiver: HookReceiver;
    let home: TenantScope;
    let roleCount = 0;

    const createHookVia = async (body: Record<string, unknown>) => {
      const response = await api.post<Hook>('/hooks', body);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body;
    };
    const createRole = async () => {
      roleCount++;
      const response = await api.post<Role>('/roles', { name: `Role ${roleCount}`, description: 'x' });
      expect(response.status).toBe(200);
      return response.body;
    };
    /** Until the outbox is empty: every delivery attempted, recorded and settled. */
    const drained = async () => {
      for (let tries = 0; tries < 200; tries++) {
        if ((await countPendingDeliveries(server().context.database.db)) === 0) {
          return;
        }
        await sleep(25);
      }
      throw new Error('The outbox did not drain');
    };

    beforeAll(async () => {
      api = await createManagementApiClient(server());
      home = scopeToTenant(server().context.database.db, defaultTenantId);
    });
    beforeEach(async () => {
      receiver = await startHookReceiver();
      // Hooks of earlier tests must not receive this test's events.
      await home.deleteFrom('hooks').execute();
      server().context.bus.publish({ kind: 'tenant-read', tenantId: defaultTenantId, name: hookSubscriptionsRead });
    });
    afterAll(async () => {
      await receiver.close();
    });

    describe('management', () => {
      it('creates, reads, lists, updates and deletes a hook, keeping its key encrypted', async () => {
        const hook = await createHookVia({ name: 'Sync', events: ['User.Created'], config: { url: receiver.url, retries: 2 } });
        expect(hook).toMatchObject({
          tenantId: defaultTenantId,
          name: 'Sync',
          event: null,
          events: ['User.Created'],
          config: { url: receiver.url, retries: 2 },
          enabled: true,
        });
        expect(hook.signingKey).toMatch(/^[\w-]{32}$/);
        const stored = await home.selectFrom('hooks').select('signing_key').where('id', '=', hook.id).executeTakeFirstOrThrow();
        expect(stored.signing_key).not.toContain(hook.signingKey);

        expect((await api.get<Hook>(`/hooks/${hook.id}`)).body).toEqual(hook);
        const list = await api.get<HookResponse[]>('/hooks?includeExecutionStats=true');
        expect(list.body).toEqual([{ ...hook, executionStats: { requestCount: 0, successCount: 0 } }]);
        expect(list.headers.get('total-number')).toBe('1');

        const updated = await api.patch<Hook>(`/hooks/${hook.id}`, { name: 'Renamed', enabled: false, events: ['Role.Created', 'Role.Deleted'] });
        expect(updated.body).toMatchObject({ name: 'Renamed', enabled: false, events: ['Role.Created', 'Role.Deleted'], config: hook.config });

        const rotated = await api.patch<Hook>(`/hooks/${hook.id}/signing-key`);
        expect(rotated.status).toBe(200);
        expect(rotated.body.signingKey).not.toBe(hook.signingKey);

        expect((await api.delete(`/hooks/${hook.id}`)).status).toBe(204);
        expectError(await api.get(`/hooks/${hook.id}`), 404, 'entity.not_exists_with_id');
        expectError(await api.delete(`/hooks/${hook.id}`), 404, 'entity.not_exists_with_id');
      });

      it.each([
        [{ name: 'x', events: ['Role.Created'], config: { url: 'https://h.example.com', retries: 4 } }, 'retries'],
        [{ name: 'x', events: ['Role.Created'], config: { url: 'https://h.example.com', retries: -1 } }, 'retries'],
        [{ name: 'x', events: ['Role.Exploded'], config: { url: 'https://h.example.com' } }, 'events.0'],
        [{ name: 'x', events: [], config: { url: 'https://h.example.com' } }, 'events'],
        [{ name: 'x', events: ['Role.Created'], config: { url: 'ftp://h.example.com' } }, 'url'],
        [{ name: '', events: ['Role.Created'], config: { url: 'https://h.example.com' } }, 'name'],
      ])('refuses %j with 400 naming %s', async (body, field) => {
        expectError(await api.post('/hooks', body), 400, 'guard.invalid_input', field);
      });

      it("never shows or changes another tenant's hooks", async () => {
        const other = await createOtherTenant(server());
        const foreign = await createHook(other, server().context.vault, {
          name: 'Foreign',
          events: ['Role.Created'],
          config: { url: receiver.url },
        });
        expectError(await api.get(`/hooks/${foreign.id}`), 404, 'entity.not_exists_with_id');
        expectError(await api.patch(`/hooks/${foreign.id}`, { name: 'Mine' }), 404, 'entity.not_exists_with_id');
        expectError(await api.patch(`/hooks/${foreign.id}/signing-key`), 404, 'entity.not_exists_with_id');
        expectError(await api.delete(`/hooks/${foreign.id}`), 404, 'entity.not_exists_with_id');
        expect((await api.get<Hook[]>('/hooks')).body.map((hook) => hook.id)).not.toContain(foreign.id);
        // The default tenant's role events do not reach the other tenant's hook.
        await createRole();
        await drained();
        expect(receiver.requests).toHaveLength(0);
        await other.deleteFrom('hooks').execute();
      });

      it('sends a signed sample payload on test, and reports a failing receiver', async () => {
        const hook = await createHookVia({ name: 'T', events: ['PostSignIn'], config: { url: receiver.url } });
        const ok = await api.post(`/hooks/${hook.id}/test`, { events: ['PostSignIn'], config: { url: receiver.url } });
        expect(ok.status).toBe(200);
        expect(ok.body).toMatchObject({ result: 'Success', response: { statusCode: 200, body: 'answered 200' } });
        const [sent] = receiver.requests;
        expect(sent?.headers['logto-signature-sha-256']).toBe(hmac(hook.signingKey, sent?.body ?? ''));
        expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ hookId: hook.id, event: 'PostSignIn', interactionEvent: 'SignIn' });

        receiver.answer({ status: 503 });
        const failed = expectError(
          await api.post(`/hooks/${hook.id}/test`, { events: ['User.Created'], config: { url: receiver.url } }),
          422,
          'hook.send_test_payload_failed',
        );
        expect(failed.data).toMatchObject({ result: 'Error', response: { statusCode: 503 } });
      });
    });

    describe('delivery', () => {
      it('posts each subscribed event once, signed, with the custom headers, and records it', async () => {
        const hook = await createHookVia({
          name: 'Roles',
          events: ['Role.Created'],
          config: { url: receiver.url, headers: { 'x-tenant-secret': 's3cret', 'user-agent': 'custom-agent' } },
        });
        const role = await createRole();
        await receiver.waitFor(1);
        await drained();
        expect(receiver.requests).toHaveLength(1);
        const [request] = receiver.requests;
        expect(request?.headers['logto-signature-sha-256']).toBe(hmac(hook.signingKey, request?.body ?? ''));
        expect(request?.headers['x-tenant-secret']).toBe('s3cret');
        expect(request?.headers['user-agent']).toBe('custom-agent');
        expect(request?.headers['content-type']).toBe('application/json');
        const body = JSON.parse(request?.body ?? '{}') as Record<string, unknown>;
        expect(body).toMatchObject({ hookId: hook.id, event: 'Role.Created', data: { id: role.id, name: role.name } });
        // The Management API call that caused it, as the reference describes data events.
        expect(body).toMatchObject({ path: '/roles', method: 'POST', status: 200, params: {}, matchedRoute: '/roles' });
        expect(new Date(String(body.createdAt)).getTime()).toBeGreaterThan(Date.now() - 60_000);

        const logs = await api.get<HookLog[]>(`/hooks/${hook.id}/recent-logs`);
        expect(logs.body).toHaveLength(1);
        expect(logs.body[0]).toMatchObject({
          key: 'TriggerHook.Role.Created',
          payload: { result: 'Success', hookId: hook.id, attempt: 1, response: { statusCode: 200 } },
        });
        const stats = await api.get<HookResponse>(`/hooks/${hook.id}?includeExecutionStats=true`);
        expect(stats.body.executionStats).toEqual({ requestCount: 1, successCount: 1 });
        // An event no hook subscribes to writes nothing.
        await api.patch(`/roles/${role.id}`, { description: 'changed' });
        await drained();
        expect(receiver.requests).toHaveLength(1);
      });

      it('retries a failing receiver as many times as configured, then gives up', async () => {
        const hook = await createHookVia({ name: 'Flaky', events: ['Role.Created'], config: { url: receiver.url, retries: 2 } });
        receiver.answer({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
        await createRole();
        await receiver.waitFor(3);
        await drained();
        await sleep(100);
        expect(receiver.requests).toHaveLength(3);
        const logs = (await api.get<HookLog[]>(`/hooks/${hook.id}/recent-logs`)).body;
        expect(logs.map((log) => [log.payload.result, log.payload.attempt])).toEqual([
          ['Error', 3],
          ['Error', 2],
          ['Error', 1],
        ]);
        const stats = await api.get<HookResponse>(`/hooks/${hook.id}?includeExecutionStats=true`);
        expect(stats.body.executionStats).toEqual({ requestCount: 3, successCount: 0 });
      });

      it('counts a timeout as a failed attempt and succeeds on the retry', async () => {
        const hook = await createHookVia({ name: 'Slow', events: ['Role.Created'], config: { url: receiver.url, retries: 1 } });
        receiver.answer({ status: 200, delayMs: 1500 });
        await createRole();
        await receiver.waitFor(2);
        await drained();
        const logs = (await api.get<HookLog[]>(`/hooks/${hook.id}/recent-logs`)).body;
        expect(logs.map((log) => log.payload.result)).toEqual(['Success', 'Error']);
        expect(logs[1]?.payload.error).toMatch(/No answer within 300 ms/);
        expect(logs[1]?.payload.response).toBeUndefined();
      });

      it('delivers nothing for a disabled hook', async () => {
        await createHookVia({ name: 'Off', events: ['Role.Created'], config: { url: receiver.url }, enabled: false });
        await createRole();
        // Longer than several poll intervals.
        await sleep(300);
        await drained();
        expect(receiver.requests).toHaveLength(0);
      });

      it('records a deletion in the transaction of the change, with the call that caused it', async () => {
        const hook = await createHookVia({ name: 'Deletes', events: ['Role.Deleted'], config: { url: receiver.url } });
        const role = await createRole();
        // The receiver holds the delivery, so the row is still in the outbox when DELETE answers.
        receiver.answer({ status: 200, delayMs: 250 });
        expect((await api.delete(`/roles/${role.id}`)).status).toBe(204);
        const pending = await home.selectFrom('hook_deliveries').select(['hook_id', 'event']).execute();
        expect(pending).toEqual([{ hook_id: hook.id, event: 'Role.Deleted' }]);
        await receiver.waitFor(1);
        await drained();
        expect(JSON.parse(receiver.requests[0]?.body ?? '{}')).toEqual({
          hookId: hook.id,
          event: 'Role.Deleted',
          createdAt: expect.any(String),
          path: `/roles/${role.id}`,
          method: 'DELETE',
          status: 204,
          params: { id: role.id },
          matchedRoute: '/roles/:id',
          data: { id: role.id },
        });
      });

      it('refuses a webhook event raised outside a transaction, and records nothing for it', async () => {
        await createHookVia({ name: 'Deletes', events: ['Role.Deleted'], config: { url: receiver.url } });
        const scope = server().context.tenantScope(defaultTenantId);
        // The type refuses this call; a cast stands for a mistake that slipped through.
        const emit = scope.emit as (name: string, data: unknown) => void;
        expect(() => emit('role.deleted', { roleId: 'gone' })).toThrow(/must be raised inside scope\.transaction/);
        // Events nothing records still go out at once.
        expect(() => emit('user.session.ended', { userId: 'u', sessionId: 's' })).not.toThrow();
        expect(await countPendingDeliveries(server().context.database.db)).toBe(0);
      });
    });
  },
  { HOOK_RETRY_BASE_MS: '0', HOOK_TIMEOUT_MS: '300', HOOK_POLL_INTERVAL_MS: '50' },
);
