import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import type { Application as ApplicationResponse } from '@tessera/schemas';
import { createApplication } from './service.js';
import { findApplicationSignInExperience } from './sign-in-experience-queries.js';
import { upsertSignInExperience } from './sign-in-experience-service.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';

type SignInExperience = {
  tenantId: string;
  applicationId: string;
  color: Record<string, unknown>;
  branding: Record<string, unknown>;
  customCss: string | null;
  termsOfUseUrl: string | null;
  privacyPolicyUrl: string | null;
  displayName: string | null;
};

describeEachDatabase('Application sign-in experience API', (server) => {
  let api: ApiClient;
  const createApp = async (isThirdParty = true) =>
    (await api.post<ApplicationResponse>('/applications', { name: 'Branded', type: 'Traditional', isThirdParty })).body.id;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('answers 404 until set, then creates and updates it', async () => {
    const app = await createApp();
    const missing = expectError(await api.get(`/applications/${app}/sign-in-experience`), 404, 'entity.not_exists_with_id');
    expect(missing.data).toEqual({ name: 'application sign-in experience', id: app });

    const created = await api.put<SignInExperience>(`/applications/${app}/sign-in-experience`, {
      displayName: 'Partner Portal',
      color: { primaryColor: '#112233', isDarkModeEnabled: true, darkPrimaryColor: '#445566' },
      branding: { logoUrl: 'https://cdn.example.com/logo.png' },
      termsOfUseUrl: 'https://partner.example.com/terms',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      tenantId: defaultTenantId,
      applicationId: app,
      displayName: 'Partner Portal',
      color: { primaryColor: '#112233', isDarkModeEnabled: true, darkPrimaryColor: '#445566' },
      branding: { logoUrl: 'https://cdn.example.com/logo.png' },
      customCss: null,
      termsOfUseUrl: 'https://partner.example.com/terms',
      privacyPolicyUrl: null,
    });

    const updated = await api.put<SignInExperience>(`/applications/${app}/sign-in-experience`, {
      privacyPolicyUrl: 'https://partner.example.com/privacy',
      termsOfUseUrl: '',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      displayName: 'Partner Portal',
      branding: { logoUrl: 'https://cdn.example.com/logo.png' },
      termsOfUseUrl: null,
      privacyPolicyUrl: 'https://partner.example.com/privacy',
    });
    expect((await api.get<SignInExperience>(`/applications/${app}/sign-in-experience`)).body).toEqual(updated.body);
  });

  it('takes concurrent first writes: one creates, the others update', async () => {
    const scope = scopeToTenant(server().context.database.db, defaultTenantId);
    for (let round = 0; round < 5; round += 1) {
      const app = await createApp();
      const writes = await Promise.all(
        ['One', 'Two', 'Three', 'Four'].map((displayName) => upsertSignInExperience(scope, app, { displayName })),
      );
      expect(writes.filter((write) => write.created)).toHaveLength(1);
      expect((await findApplicationSignInExperience(scope, app))?.display_name).toMatch(/^(One|Two|Three|Four)$/);
    }
  });

  it('is available to first-party applications too', async () => {
    const app = await createApp(false);
    expect((await api.put(`/applications/${app}/sign-in-experience`, { displayName: 'Own' })).status).toBe(201);
  });

  it.each([
    [{ termsOfUseUrl: 'not a url' }, 'termsOfUseUrl'],
    [{ privacyPolicyUrl: `https://example.com/${'a'.repeat(2048)}` }, 'privacyPolicyUrl'],
    [{ displayName: 'x'.repeat(257) }, 'displayName'],
    [{ color: { primaryColor: 'blue' } }, 'color.primaryColor'],
    [{ branding: { logoUrl: 'ftp://cdn.example.com/logo.png' } }, 'branding.logoUrl'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const app = await createApp();
    expectError(await api.put(`/applications/${app}/sign-in-experience`, body), 400, 'guard.invalid_input', field);
  });

  it('answers 404 for unknown applications and those of another tenant', async () => {
    expectError(await api.get('/applications/nosuchapp/sign-in-experience'), 404, 'entity.not_exists_with_id');
    expectError(await api.put('/applications/nosuchapp/sign-in-experience', { displayName: 'x' }), 404, 'entity.not_exists_with_id');

    const other = await createOtherTenant(server());
    const { application } = await createApplication(other, server().context.vault, { name: 'Foreign', type: 'SPA' });
    await upsertSignInExperience(other, application.id, { displayName: 'Foreign brand' });
    expectError(await api.get(`/applications/${application.id}/sign-in-experience`), 404, 'entity.not_exists_with_id');
    expectError(await api.put(`/applications/${application.id}/sign-in-experience`, { displayName: 'Mine' }), 404, 'entity.not_exists_with_id');
    const home = scopeToTenant(server().context.database.db, defaultTenantId);
    expect(await findApplicationSignInExperience(home, application.id)).toBeUndefined();
    expect((await findApplicationSignInExperience(other, application.id))?.display_name).toBe('Foreign brand');
  });
});
