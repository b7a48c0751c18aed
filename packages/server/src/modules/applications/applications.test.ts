import { defaultTenantId } from '@tessera/schemas';
import type { Application as ApplicationResponse } from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';

type Created = ApplicationResponse & { secret?: string };
type Details = ApplicationResponse & { isAdmin: boolean; secret?: string };

describeEachDatabase('Applications API: create and list', (server) => {
  let api: ApiClient;
  const create = async (body: Record<string, unknown>) => {
    const response = await api.post<Created>('/applications', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  describe('create', () => {
    it('creates a confidential application with an initial secret shown once', async () => {
      const created = await create({
        name: 'Billing portal',
        type: 'Traditional',
        description: 'Invoices',
        oidcClientMetadata: { redirectUris: ['https://billing.example.com/callback'] },
        customData: { team: 'finance' },
      });
      expect(created).toMatchObject({
        tenantId: defaultTenantId,
        name: 'Billing portal',
        type: 'Traditional',
        description: 'Invoices',
        oidcClientMetadata: { redirectUris: ['https://billing.example.com/callback'], postLogoutRedirectUris: [] },
        customClientMetadata: {},
        protectedAppMetadata: null,
        customData: { team: 'finance' },
        isThirdParty: false,
      });
      expect(created.id).toMatch(/^[\da-z]{21}$/);
      expect(created.secret).toMatch(/^[\dA-Za-z]{32}$/);
      expect(typeof created.createdAt).toBe('number');

      const fetched = await api.get<Details>(`/applications/${created.id}`);
      expect(fetched.status).toBe(200);
      expect(fetched.body.secret).toBeUndefined();
      expect(fetched.body.isAdmin).toBe(false);
      expect(fetched.body.name).toBe('Billing portal');
    });

    it('gives machine-to-machine apps a secret but single-page and native apps none', async () => {
      expect((await create({ name: 'Cron', type: 'MachineToMachine' })).secret).toMatch(/^[\dA-Za-z]{32}$/);
      expect((await create({ name: 'Web', type: 'SPA' })).secret).toBeUndefined();
      const native = await create({
        name: 'Phone',
        type: 'Native',
        oidcClientMetadata: { redirectUris: ['io.tessera.phone://callback', 'http://localhost:8080/cb'] },
      });
      expect(native.secret).toBeUndefined();
      expect(native.oidcClientMetadata.redirectUris).toHaveLength(2);
    });

    it('stores protected app metadata with defaults and requires it for Protected apps', async () => {
      const created = await create({
        name: 'Intranet',
        type: 'Protected',
        protectedAppMetadata: { host: 'intranet.apps.example.com', origin: 'https://intranet.example.com' },
      });
      expect(created.protectedAppMetadata).toEqual({
        host: 'intranet.apps.example.com',
        origin: 'https://intranet.example.com',
        sessionDuration: 14 * 86_400,
        pageRules: [],
      });
      expectError(await api.post('/applications', { name: 'P', type: 'Protected' }), 400, 'application.protected_app_metadata_is_required');
      expectError(
        await api.post('/applications', {
          name: 'P',
          type: 'Protected',
          protectedAppMetadata: { host: 'example', origin: 'https://intranet.example.com' },
        }),
        400,
        'guard.invalid_input',
        'protectedAppMetadata.host',
      );
      expectError(
        await api.post('/applications', {
          name: 'S',
          type: 'SPA',
          protectedAppMetadata: { host: 'a.apps.example.com', origin: 'https://a.example.com' },
        }),
        422,
        'application.invalid_type',
      );
    });

    it.each([
      [{ name: '', type: 'SPA' }, 'name'],
      [{ name: 'x'.repeat(257), type: 'SPA' }, 'name'],
      [{ name: 'App', type: 'Desktop' }, 'type'],
      [{ name: 'App', type: 'SPA', oidcClientMetadata: { redirectUris: ['io.tessera.app://callback'] } }, 'oidcClientMetadata.redirectUris.0'],
      [{ name: 'App', type: 'Traditional', oidcClientMetadata: { redirectUris: ['https://ok.example.com', 'ftp://x.example.com'] } }, 'oidcClientMetadata.redirectUris.1'],
      [{ name: 'App', type: 'Native', oidcClientMetadata: { redirectUris: ['myapp://callback'] } }, 'oidcClientMetadata.redirectUris.0'],
      [{ name: 'App', type: 'SPA', oidcClientMetadata: { postLogoutRedirectUris: ['not a url'] } }, 'oidcClientMetadata.postLogoutRedirectUris.0'],
      [{ name: 'App', type: 'SPA', oidcClientMetadata: { backchannelLogoutUri: 'nope' } }, 'oidcClientMetadata.backchannelLogoutUri'],
      [{ name: 'App', type: 'SPA', oidcClientMetadata: { backchannelLogoutSessionRequired: 'yes' } }, 'oidcClientMetadata.backchannelLogoutSessionRequired'],
      [{ name: 'App', type: 'SPA', customClientMetadata: { refreshTokenTtlInDays: 0 } }, 'customClientMetadata.refreshTokenTtlInDays'],
      [{ name: 'App', type: 'SPA', customClientMetadata: { refreshTokenTtlInDays: 91 } }, 'customClientMetadata.refreshTokenTtlInDays'],
      [{ name: 'App', type: 'SPA', customClientMetadata: { idTokenTtl: 0 } }, 'customClientMetadata.idTokenTtl'],
      [{ name: 'App', type: 'SPA', customClientMetadata: { idTokenTtl: 1.5 } }, 'customClientMetadata.idTokenTtl'],
      [{ name: 'App', type: 'SPA', customData: ['not', 'an', 'object'] }, 'customData'],
    ])('refuses %j with 400 naming %s', async (body, field) => {
      expectError(await api.post('/applications', body), 400, 'guard.invalid_input', field);
    });

    it('accepts the limits of the refresh token lifetime and backchannel logout settings', async () => {
      const created = await create({
        name: 'Limits',
        type: 'Traditional',
        oidcClientMetadata: {
          backchannelLogoutUri: 'https://limits.example.com/logout',
          backchannelLogoutSessionRequired: true,
        },
        customClientMetadata: { refreshTokenTtlInDays: 90, idTokenTtl: 600, corsAllowedOrigins: ['https://limits.example.com'] },
      });
      expect(created.customClientMetadata).toEqual({
        refreshTokenTtlInDays: 90,
        idTokenTtl: 600,
        corsAllowedOrigins: ['https://limits.example.com'],
      });
      expect(created.oidcClientMetadata.backchannelLogoutSessionRequired).toBe(true);
      expect((await api.post('/applications', { name: 'One', type: 'SPA', customClientMetadata: { refreshTokenTtlInDays: 1 } })).status).toBe(200);
    });

    it('refuses CORS origins that are not in normalized form', async () => {
      for (const origin of ['https://a.example.com/', 'https://a.example.com/path', 'a.example.com', 'HTTPS://A.example.com']) {
        const error = expectError(
          await api.post('/applications', { name: 'Cors', type: 'SPA', customClientMetadata: { corsAllowedOrigins: [origin] } }),
          422,
          'application.invalid_cors_origin',
        );
        expect(error.data).toEqual({ origin });
      }
    });

    it('allows third-party applications only for types that sign users in', async () => {
      expect((await create({ name: 'Partner', type: 'Traditional', isThirdParty: true })).isThirdParty).toBe(true);
      expectError(await api.post('/applications', { name: 'M', type: 'MachineToMachine', isThirdParty: true }), 400, 'application.invalid_third_party_application_type');
    });
  });

  describe('list', () => {
    let ids: string[] = [];
    beforeAll(async () => {
      ids = [];
      for (const [index, type] of ['SPA', 'Native', 'MachineToMachine'].entries()) {
        const created = await create({ name: `Listed Zeta ${index}`, type, description: index === 2 ? 'nightly SYNC job' : null });
        ids.push(created.id);
      }
    });

    it('pages newest first and sends Total-Number', async () => {
      const all = await api.get<ApplicationResponse[]>('/applications?search=%25listed%20zeta%25');
      expect(all.status).toBe(200);
      expect(all.headers.get('total-number')).toBe('3');
      expect(all.body.map((item) => item.id)).toEqual([...ids].reverse());

      const second = await api.get<ApplicationResponse[]>('/applications?search=%25listed%20zeta%25&page=2&page_size=2');
      expect(second.headers.get('total-number')).toBe('3');
      expect(second.body.map((item) => item.id)).toEqual([ids[0]]);

      // Without page and page_size the reference answers every row.
      const unpaged = await api.get<ApplicationResponse[]>('/applications');
      expect(Number(unpaged.headers.get('total-number'))).toBeGreaterThan(3);
      expect(unpaged.body).toHaveLength(Number(unpaged.headers.get('total-number')));
      expectError(await api.get('/applications?page_size=101'), 400, 'guard.invalid_pagination');
    });

    it('searches a substring of the name, id or description, ignoring case', async () => {
      const byDescription = await api.get<ApplicationResponse[]>('/applications?search=%25sync%20JOB%25');
      expect(byDescription.body.map((item) => item.id)).toEqual([ids[2]]);
      const byId = await api.get<ApplicationResponse[]>(`/applications?search=%25${ids[1]?.slice(3, 15)}%25`);
      expect(byId.body.map((item) => item.id)).toEqual([ids[1]]);
      const literal = await api.get<ApplicationResponse[]>('/applications?search=%25%5C%25%25');
      expect(literal.body).toEqual([]);
    });

    it('filters by types, repeated or comma-separated, and by third-party flag', async () => {
      const repeated = await api.get<ApplicationResponse[]>('/applications?search=%25listed%25&types=SPA&types=Native');
      expect(repeated.body.map((item) => item.type).sort()).toEqual(['Native', 'SPA']);
      const comma = await api.get<ApplicationResponse[]>('/applications?search=%25listed%25&types=MachineToMachine,Native');
      expect(comma.body.map((item) => item.type).sort()).toEqual(['MachineToMachine', 'Native']);
      expectError(await api.get('/applications?types=Desktop'), 400, 'guard.invalid_input', 'types');

      const thirdParty = await api.get<ApplicationResponse[]>('/applications?isThirdParty=true');
      expect(thirdParty.body.length).toBeGreaterThan(0);
      expect(thirdParty.body.every((item) => item.isThirdParty)).toBe(true);
      const firstParty = await api.get<ApplicationResponse[]>('/applications?isThirdParty=false&search=%25listed%25');
      expect(firstParty.body).toHaveLength(3);
      expectError(await api.get('/applications?isThirdParty=maybe'), 400, 'guard.invalid_input', 'isThirdParty');
    });
  });
});
