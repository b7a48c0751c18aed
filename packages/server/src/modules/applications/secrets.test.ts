import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { findApplicationSecrets } from './queries.js';
import type { Application as ApplicationResponse, ApplicationSecretInfo as ApplicationSecretResponse } from '@tessera/schemas';
import { createApplication } from './service.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { requestClientCredentialsToken } from '../../testing/management-token.js';
import { createOtherTenant } from '../../testing/other-tenant.js';

type Created = ApplicationResponse & { secret?: string };
type CreatedSecret = ApplicationSecretResponse & { value: string };

describeEachDatabase('Application secrets API', (server) => {
  let api: ApiClient;
  const createApp = async (type: string) => {
    const response = await api.post<Created>('/applications', { name: `Secrets ${type}`, type });
    expect(response.status).toBe(200);
    return response.body;
  };
  const token = (id: string, secret: string) => requestClientCredentialsToken(server(), { id, secret }, {});

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('lists every secret with its value, oldest first, as the reference API lists them', async () => {
    const app = await createApp('Traditional');
    const added = await api.post<CreatedSecret>(`/applications/${app.id}/secrets`, { name: 'Rotation 2' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ tenantId: defaultTenantId, applicationId: app.id, name: 'Rotation 2', expiresAt: null });
    expect(added.body.value).toMatch(/^[\dA-Za-z]{32}$/);
    expect(added.body.value).not.toBe(app.secret);

    const list = await api.get<CreatedSecret[]>(`/applications/${app.id}/secrets`);
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('2');
    expect(list.body.map((secret) => [secret.name, secret.value])).toEqual([
      ['Default secret', app.secret],
      ['Rotation 2', added.body.value],
    ]);
    expect(Object.keys(list.body[0] ?? {}).sort()).toEqual(['applicationId', 'createdAt', 'expiresAt', 'name', 'tenantId', 'value']);

    const page = await api.get<CreatedSecret[]>(`/applications/${app.id}/secrets?page=2&page_size=1`);
    expect(page.body.map((secret) => secret.name)).toEqual(['Rotation 2']);

    const renamed = await api.patch<CreatedSecret>(`/applications/${app.id}/secrets/Rotation%202`, { name: 'Rotation 3' });
    expect(renamed.body).toMatchObject({ name: 'Rotation 3', value: added.body.value });
  });

  it('stores secrets encrypted', async () => {
    const app = await createApp('MachineToMachine');
    const scope = scopeToTenant(server().context.database.db, defaultTenantId);
    const [stored] = await findApplicationSecrets(scope, app.id);
    expect(stored?.value_encrypted).not.toContain(app.secret);
    expect(server().context.vault.decrypt(stored?.value_encrypted ?? '')).toBe(app.secret);
  });

  it('authenticates with a new secret and stops when it is deleted', async () => {
    const app = await createApp('MachineToMachine');
    expect((await token(app.id, app.secret ?? '')).status).toBe(200);

    const added = await api.post<CreatedSecret>(`/applications/${app.id}/secrets`, { name: 'Fresh' });
    expect((await token(app.id, added.body.value)).status).toBe(200);
    // Both secrets work side by side, so a secret can be rotated without downtime.
    expect((await token(app.id, app.secret ?? '')).status).toBe(200);

    expect((await api.delete(`/applications/${app.id}/secrets/Fresh`)).status).toBe(204);
    const revoked = await token(app.id, added.body.value);
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toBe('invalid_client');
    expect((await token(app.id, app.secret ?? '')).status).toBe(200);

    expect((await api.delete(`/applications/${app.id}/secrets/${encodeURIComponent('Default secret')}`)).status).toBe(204);
    const refused = await token(app.id, app.secret ?? '');
    // With no secret left the client cannot authenticate at all.
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('invalid_client');
    expect(refused.body.access_token).toBeUndefined();
  });

  it('accepts a future expiry and refuses a past one', async () => {
    const app = await createApp('Traditional');
    const expiresAt = Date.now() + 86_400_000;
    const added = await api.post<CreatedSecret>(`/applications/${app.id}/secrets`, { name: 'Expiring', expiresAt });
    expect(added.status).toBe(201);
    expect(added.body.expiresAt).toBe(expiresAt);
    expectError(
      await api.post(`/applications/${app.id}/secrets`, { name: 'Past', expiresAt: Date.now() - 1000 }),
      400,
      'guard.invalid_input',
      'expiresAt',
    );
  });

  it('validates names and refuses duplicates', async () => {
    const app = await createApp('Traditional');
    expectError(await api.post(`/applications/${app.id}/secrets`, { name: '' }), 400, 'guard.invalid_input', 'name');
    expectError(await api.post(`/applications/${app.id}/secrets`, { name: 'x'.repeat(257) }), 400, 'guard.invalid_input', 'name');
    expectError(await api.post(`/applications/${app.id}/secrets`, {}), 400, 'guard.invalid_input', 'name');
    const duplicate = expectError(
      await api.post(`/applications/${app.id}/secrets`, { name: 'Default secret' }),
      422,
      'application.secret_name_exists',
    );
    expect(duplicate.data).toEqual({ name: 'Default secret' });
  });

  it('renames a secret, refusing a name in use and unknown secrets', async () => {
    const app = await createApp('Traditional');
    await api.post(`/applications/${app.id}/secrets`, { name: 'Second' });
    const renamed = await api.patch<ApplicationSecretResponse>(`/applications/${app.id}/secrets/Second`, { name: 'Backup' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Backup');
    expectError(await api.patch(`/applications/${app.id}/secrets/Backup`, { name: 'Default secret' }), 422, 'application.secret_name_exists');
    expectError(await api.patch(`/applications/${app.id}/secrets/Second`, { name: 'Third' }), 404, 'application.secret_not_found');
    expectError(await api.patch(`/applications/${app.id}/secrets/Backup`, { name: '' }), 400, 'guard.invalid_input', 'name');
    expectError(await api.delete(`/applications/${app.id}/secrets/Second`), 404, 'application.secret_not_found');
    const names = (await api.get<ApplicationSecretResponse[]>(`/applications/${app.id}/secrets`)).body.map((secret) => secret.name);
    expect(names.sort()).toEqual(['Backup', 'Default secret']);
  });

  it('has no secrets for single-page and native applications', async () => {
    const spa = await createApp('SPA');
    expectError(await api.post(`/applications/${spa.id}/secrets`, { name: 'Nope' }), 422, 'application.invalid_type');
    const list = await api.get<ApplicationSecretResponse[]>(`/applications/${spa.id}/secrets`);
    expect(list.body).toEqual([]);
    expect(list.headers.get('total-number')).toBe('0');
  });

  it('answers 404 for unknown applications and those of another tenant', async () => {
    expectError(await api.get('/applications/nosuchapplication/secrets'), 404, 'entity.not_exists_with_id');
    expectError(await api.post('/applications/nosuchapplication/secrets', { name: 'x' }), 404, 'entity.not_exists_with_id');

    const other = await createOtherTenant(server());
    const { application } = await createApplication(other, server().context.vault, { name: 'Foreign', type: 'Traditional' });
    expectError(await api.get(`/applications/${application.id}/secrets`), 404, 'entity.not_exists_with_id');
    expectError(await api.post(`/applications/${application.id}/secrets`, { name: 'x' }), 404, 'entity.not_exists_with_id');
    expectError(await api.patch(`/applications/${application.id}/secrets/Default%20secret`, { name: 'x' }), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`/applications/${application.id}/secrets/Default%20secret`), 404, 'entity.not_exists_with_id');
    expect(await findApplicationSecrets(other, application.id)).toHaveLength(1);
    expect(await findApplicationSecrets(scopeToTenant(server().context.database.db, defaultTenantId), application.id)).toEqual([]);
  });
});
