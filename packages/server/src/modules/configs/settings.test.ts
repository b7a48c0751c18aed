import { oidcSessionTtlSeconds } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';
import { createUser } from '../users/service.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { findAdminConsoleData, findOidcSessionConfig, findStoredIdTokenConfig } from './settings-service.js';

describeEachDatabase('tenant settings API', (server) => {
  let api: ApiClient;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('answers the default session lifetime until one is set (reference GetOidcSessionConfig)', async () => {
    const response = await api.get('/configs/oidc/session');
    expect(response).toMatchObject({ status: 200, body: { ttl: oidcSessionTtlSeconds.default } });
  });

  it('updates the session lifetime and rebuilds the provider so new sessions get it (reference UpdateOidcSessionConfig)', async () => {
    const { providers } = server().context;
    const before = await providers.get('default');
    const updated = await api.patch('/configs/oidc/session', { ttl: 3600 });
    expect(updated).toMatchObject({ status: 200, body: { ttl: 3600 } });
    expect((await api.get('/configs/oidc/session')).body).toEqual({ ttl: 3600 });
    expect(await providers.get('default')).not.toBe(before);
    // An empty partial update changes nothing.
    expect((await api.patch('/configs/oidc/session', {})).body).toEqual({ ttl: 3600 });
  });

  it('gives sessions signed in after a change the new lifetime (reference OidcSessionConfig.ttl)', async () => {
    const { db } = server().context.database;
    await createUser(scopeToTenant(db, 'default'), { username: 'ttl_tess', password: 'Gl4cier-Tundra' }, { defaultRoles: false });
    const clientId = await insertTestClient(db);
    expect((await api.patch('/configs/oidc/session', { ttl: 7200 })).status).toBe(200);

    const browser = await new AuthorizationFlow(server().url, clientId).start();
    const sessionCookies: string[] = [];
    const store = browser.jar.store.bind(browser.jar);
    browser.jar.store = (response: Response) => {
      sessionCookies.push(...response.headers.getSetCookie().filter((cookie) => cookie.startsWith('_session_default=')));
      store(response);
    };
    const answer = await browser.api<{ redirectTo: string }>('POST', '/sign-in', { identifier: 'ttl_tess', password: 'Gl4cier-Tundra' });
    expect(answer.status).toBe(200);
    await browser.follow(answer.body.redirectTo);

    const expires = /expires=([^;]+)/i.exec(sessionCookies.at(-1) ?? '')?.[1];
    const lifetime = (Date.parse(expires ?? '') - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(7000);
    expect(lifetime).toBeLessThanOrEqual(7200);
  });

  it('refuses a session lifetime that is not a whole number of seconds within its limits', async () => {
    for (const ttl of [0, 59, 1.5, oidcSessionTtlSeconds.max + 1, '3600']) {
      expectError(await api.patch('/configs/oidc/session', { ttl }), 400, 'guard.invalid_input', 'ttl');
    }
  });

  it('answers 404 for the ID token config until it is set, then stores it with PUT and PATCH (reference UpsertIdTokenConfig)', async () => {
    expectError(await api.get('/configs/id-token'), 404, 'entity.not_found');
    const put = await api.put('/configs/id-token', { enabledExtendedClaims: ['roles', 'organizations'] });
    expect(put).toMatchObject({ status: 200, body: { enabledExtendedClaims: ['roles', 'organizations'] } });
    expect((await api.get('/configs/id-token')).body).toEqual({ enabledExtendedClaims: ['roles', 'organizations'] });
    const patched = await api.patch('/configs/id-token', { enabledExtendedClaims: [] });
    expect(patched).toMatchObject({ status: 200, body: { enabledExtendedClaims: [] } });
  });

  it('refuses unknown or repeated extended claims', async () => {
    expectError(await api.put('/configs/id-token', { enabledExtendedClaims: ['password'] }), 400, 'guard.invalid_input', 'enabledExtendedClaims.0');
    expectError(await api.put('/configs/id-token', { enabledExtendedClaims: ['roles', 'roles'] }), 400, 'guard.invalid_input', 'enabledExtendedClaims');
  });

  it('keeps the admin console config with partial updates (reference UpdateAdminConsoleConfig, spec 001 §7)', async () => {
    expect((await api.get('/configs/admin-console')).body).toEqual({
      signInExperienceCustomized: false,
      organizationCreated: false,
    });
    const notice = { isPaidTenant: false, tag: 'development', readAt: Date.UTC(2026, 0, 1) };
    const read = await api.patch('/configs/admin-console', { developmentTenantMigrationNotification: notice });
    expect(read).toMatchObject({
      status: 200,
      body: { signInExperienceCustomized: false, organizationCreated: false, developmentTenantMigrationNotification: notice },
    });
    const customized = await api.patch('/configs/admin-console', { signInExperienceCustomized: true });
    expect(customized.body).toEqual({
      signInExperienceCustomized: true,
      organizationCreated: false,
      developmentTenantMigrationNotification: notice,
    });
    expectError(await api.patch('/configs/admin-console', { organizationCreated: 'yes' }), 400, 'guard.invalid_input', 'organizationCreated');
  });

  it('keeps each tenant’s settings to itself', async () => {
    const other = await createOtherTenant(server());
    await api.patch('/configs/oidc/session', { ttl: 7200 });
    await api.put('/configs/id-token', { enabledExtendedClaims: ['custom_data'] });
    expect(await findOidcSessionConfig(other)).toEqual({ ttl: oidcSessionTtlSeconds.default });
    expect(await findStoredIdTokenConfig(other)).toBeUndefined();
    expect((await findAdminConsoleData(other)).signInExperienceCustomized).toBe(false);
  });
});
