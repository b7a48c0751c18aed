import type { Application as ApplicationResponse } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { describeEachDatabase } from '../../testing/test-server.js';

const origin = 'https://intranet.example.com';

describeEachDatabase(
  'Protected apps with a protected-app domain',
  (server) => {
    let api: ApiClient;
    beforeAll(async () => {
      api = await createManagementApiClient(server());
    });

    it('creates a Protected app from the reference create shape (subDomain, origin)', async () => {
      const created = await api.post<ApplicationResponse>('/applications', {
        name: 'Intranet',
        type: 'Protected',
        protectedAppMetadata: { subDomain: 'intranet', origin },
      });
      expect(created.status).toBe(200);
      expect(created.body.protectedAppMetadata).toEqual({
        host: 'intranet.apps.example.com',
        origin,
        sessionDuration: 14 * 86_400,
        pageRules: [],
      });
    });

    it('answers protected_application_subdomain_exists for a taken subdomain (reference code)', async () => {
      const body = { name: 'Wiki', type: 'Protected', protectedAppMetadata: { subDomain: 'wiki', origin } };
      expect((await api.post('/applications', body)).status).toBe(200);
      expectError(await api.post('/applications', body), 422, 'application.protected_application_subdomain_exists');
      expectError(
        await api.post('/applications', { ...body, protectedAppMetadata: { host: 'wiki.apps.example.com', origin } }),
        422,
        'application.protected_application_subdomain_exists',
      );
    });

    it('refuses a subdomain that is not a DNS label', async () => {
      expectError(
        await api.post('/applications', { name: 'Bad', type: 'Protected', protectedAppMetadata: { subDomain: 'Not_A_Label', origin } }),
        400,
        'guard.invalid_input',
        'protectedAppMetadata.subDomain',
      );
    });
  },
  { PROTECTED_APP_DOMAIN: 'apps.example.com' },
);

describeEachDatabase('Protected apps without a protected-app domain', (server) => {
  let api: ApiClient;
  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('answers 501 protected_app_not_configured for a subdomain, as the reference API does without a provider', async () => {
    expectError(
      await api.post('/applications', { name: 'Intranet', type: 'Protected', protectedAppMetadata: { subDomain: 'intranet', origin } }),
      501,
      'application.protected_app_not_configured',
    );
  });

  it('takes the full host instead', async () => {
    const created = await api.post<ApplicationResponse>('/applications', {
      name: 'Intranet',
      type: 'Protected',
      protectedAppMetadata: { host: 'intranet.example.net', origin },
    });
    expect(created.status).toBe(200);
    expect(created.body.protectedAppMetadata?.host).toBe('intranet.example.net');
  });
});
