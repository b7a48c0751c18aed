import { defaultTenantId } from '@tessera/schemas';
import type { Application as ApplicationResponse } from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { findApplicationById } from './queries.js';
import { createApplication } from './service.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';

type Created = ApplicationResponse & { secret?: string };
type Details = ApplicationResponse & { isAdmin: boolean; secret?: string };

describeEachDatabase('Applications API: update, delete, tenants', (server) => {
  let api: ApiClient;
  const create = async (body: Record<string, unknown>) => {
    const response = await api.post<Created>('/applications', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  describe('update', () => {
    it('merges metadata and custom data key by key and replaces lists', async () => {
      const created = await create({
        name: 'Merge',
        type: 'Traditional',
        oidcClientMetadata: {
          redirectUris: ['https://merge.example.com/a'],
          postLogoutRedirectUris: ['https://merge.example.com/bye'],
        },
        customClientMetadata: { idTokenTtl: 600, alwaysIssueRefreshToken: true },
        customData: { a: 1, b: 2 },
      });
      const patched = await api.patch<ApplicationResponse>(`/applications/${created.id}`, {
        name: 'Merged',
        description: 'now described',
        oidcClientMetadata: { redirectUris: ['https://merge.example.com/b'] },
        customClientMetadata: { refreshTokenTtlInDays: 30 },
        customData: { b: 3, c: 4 },
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({
        name: 'Merged',
        description: 'now described',
        type: 'Traditional',
        oidcClientMetadata: {
          redirectUris: ['https://merge.example.com/b'],
          postLogoutRedirectUris: ['https://merge.example.com/bye'],
        },
        customClientMetadata: { idTokenTtl: 600, alwaysIssueRefreshToken: true, refreshTokenTtlInDays: 30 },
        customData: { a: 1, b: 3, c: 4 },
      });
      expect((await api.get<Details>(`/applications/${created.id}`)).body.name).toBe('Merged');
    });

    it('keeps the type fixed and checks redirect URIs against it', async () => {
      const spa = await create({ name: 'Fixed', type: 'SPA' });
      expectError(await api.patch(`/applications/${spa.id}`, { type: 'Native' }), 422, 'application.invalid_type');
      expect((await api.patch(`/applications/${spa.id}`, { type: 'SPA' })).status).toBe(200);
      expectError(
        await api.patch(`/applications/${spa.id}`, { oidcClientMetadata: { redirectUris: ['io.tessera.app://cb'] } }),
        400,
        'guard.invalid_input',
        'oidcClientMetadata.redirectUris.0',
      );
      expectError(
        await api.patch(`/applications/${spa.id}`, { customClientMetadata: { corsAllowedOrigins: ['https://x.example.com/'] } }),
        422,
        'application.invalid_cors_origin',
      );
      expectError(await api.patch(`/applications/${spa.id}`, { customClientMetadata: { refreshTokenTtlInDays: 91 } }), 400, 'guard.invalid_input', 'customClientMetadata.refreshTokenTtlInDays');
      expectError(await api.patch(`/applications/${spa.id}`, { name: '' }), 400, 'guard.invalid_input', 'name');
      expectError(await api.patch(`/applications/${spa.id}`, { protectedAppMetadata: { sessionDuration: 60 } }), 400, 'application.protected_application_only');

      const native = await create({ name: 'Native fixed', type: 'Native' });
      const patched = await api.patch<ApplicationResponse>(`/applications/${native.id}`, {
        oidcClientMetadata: { redirectUris: ['io.tessera.native://cb'] },
      });
      expect(patched.body.oidcClientMetadata.redirectUris).toEqual(['io.tessera.native://cb']);
    });

    it('merges protected app metadata of Protected apps', async () => {
      const created = await create({
        name: 'Guarded',
        type: 'Protected',
        protectedAppMetadata: { host: 'guarded.apps.example.com', origin: 'https://guarded.example.com' },
      });
      const patched = await api.patch<ApplicationResponse>(`/applications/${created.id}`, {
        protectedAppMetadata: { sessionDuration: 3600, pageRules: [{ path: '^/admin' }] },
      });
      expect(patched.body.protectedAppMetadata).toEqual({
        host: 'guarded.apps.example.com',
        origin: 'https://guarded.example.com',
        sessionDuration: 3600,
        pageRules: [{ path: '^/admin' }],
      });
    });

    it('toggles Management API access of machine-to-machine apps with isAdmin', async () => {
      const m2m = await create({ name: 'Admin bot', type: 'MachineToMachine' });
      expect((await api.patch(`/applications/${m2m.id}`, { isAdmin: true })).status).toBe(200);
      expect((await api.get<Details>(`/applications/${m2m.id}`)).body.isAdmin).toBe(true);
      expect((await api.patch(`/applications/${m2m.id}`, { isAdmin: false })).status).toBe(200);
      expect((await api.get<Details>(`/applications/${m2m.id}`)).body.isAdmin).toBe(false);

      const spa = await create({ name: 'Not a bot', type: 'SPA' });
      expectError(await api.patch(`/applications/${spa.id}`, { isAdmin: true }), 422, 'application.invalid_type');
    });
  });

  describe('delete and unknown ids', () => {
    it('deletes an application and answers 404 afterwards', async () => {
      const created = await create({ name: 'Doomed', type: 'MachineToMachine' });
      expect((await api.delete(`/applications/${created.id}`)).status).toBe(204);
      const error = expectError(await api.get(`/applications/${created.id}`), 404, 'entity.not_exists_with_id');
      expect(error.data).toEqual({ name: 'application', id: created.id });
      expectError(await api.delete(`/applications/${created.id}`), 404, 'entity.not_exists_with_id');
      expectError(await api.patch(`/applications/${created.id}`, { name: 'x' }), 404, 'entity.not_exists_with_id');
    });

    it('requires a Management API token', async () => {
      const response = await fetch(`${server().url}/api/applications`);
      expect(response.status).toBe(401);
    });
  });

  describe('tenants', () => {
    it('keeps applications of another tenant out of reach', async () => {
      const other = await createOtherTenant(server());
      const { vault, database } = server().context;
      const { application: foreign } = await createApplication(other, vault, { name: 'Foreign', type: 'SPA' });

      expectError(await api.get(`/applications/${foreign.id}`), 404, 'entity.not_exists_with_id');
      expectError(await api.patch(`/applications/${foreign.id}`, { name: 'Stolen' }), 404, 'entity.not_exists_with_id');
      expectError(await api.delete(`/applications/${foreign.id}`), 404, 'entity.not_exists_with_id');
      const listed = await api.get<ApplicationResponse[]>(`/applications?search=${foreign.id}`);
      expect(listed.body).toEqual([]);

      const home = scopeToTenant(database.db, defaultTenantId);
      expect(await findApplicationById(home, foreign.id)).toBeUndefined();
      expect((await findApplicationById(other, foreign.id))?.name).toBe('Foreign');

      const ownApp = await create({ name: 'Home', type: 'SPA' });
      expect(await findApplicationById(other, ownApp.id)).toBeUndefined();
    });

    it('does not serve another tenant in the open-source edition', async () => {
      await createOtherTenant(server());
      const response = await api.request('GET', '/applications');
      expect(response.status).toBe(200);
      const otherTenant = await fetch(`${server().url}/t/other/api/applications`, {
        headers: { Authorization: 'Bearer whatever' },
      });
      expect(otherTenant.status).toBe(404);
      expect(((await otherTenant.json()) as { code: string }).code).toBe('tenant.not_found');
    });
  });
});
