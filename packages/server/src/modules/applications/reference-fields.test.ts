import type { Application as ApplicationResponse, Role } from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { describeEachDatabase } from '../../testing/test-server.js';

/** The applications area field by field against the reference Management API's shapes and codes. */
describeEachDatabase('Applications API: reference fields', (server) => {
  let api: ApiClient;
  const create = async (body: Record<string, unknown>) => {
    const response = await api.post<ApplicationResponse>('/applications', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  describe('PATCH /applications/{applicationId}/custom-data', () => {
    it('merges the body into the custom data and answers the result (reference behaviour)', async () => {
      const app = await create({ name: 'Custom', type: 'SPA', customData: { team: 'web', tier: { level: 1 } } });
      const patched = await api.patch<Record<string, unknown>>(`/applications/${app.id}/custom-data`, {
        tier: { plan: 'pro' },
        owner: 'ana',
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toEqual({ team: 'web', tier: { plan: 'pro' }, owner: 'ana' });
      expect((await api.get<ApplicationResponse>(`/applications/${app.id}`)).body.customData).toEqual(patched.body);
    });

    it('answers 404 for an unknown application and 400 for a body that is not an object', async () => {
      expectError(await api.patch('/applications/nope/custom-data', { a: 1 }), 404, 'entity.not_exists_with_id');
      const app = await create({ name: 'Custom list', type: 'SPA' });
      expectError(await api.patch(`/applications/${app.id}/custom-data`, [1, 2]), 400, 'guard.invalid_input');
    });
  });

  describe('customClientMetadata', () => {
    const everyReferenceField = {
      corsAllowedOrigins: ['https://app.example.com'],
      idTokenTtl: 3600,
      refreshTokenTtl: 86_400,
      refreshTokenTtlInDays: 30,
      tenantId: 'default',
      alwaysIssueRefreshToken: true,
      rotateRefreshToken: false,
      allowTokenExchange: true,
      isDeviceFlow: true,
      maxAllowedGrants: 3,
    };

    it('keeps every field of the reference API through create, read and update', async () => {
      const app = await create({ name: 'TV', type: 'Native', customClientMetadata: everyReferenceField });
      expect(app.customClientMetadata).toEqual(everyReferenceField);
      expect((await api.get<ApplicationResponse>(`/applications/${app.id}`)).body.customClientMetadata).toEqual(everyReferenceField);
      const patched = await api.patch<ApplicationResponse>(`/applications/${app.id}`, {
        customClientMetadata: { maxAllowedGrants: 5, allowTokenExchange: false },
      });
      expect(patched.body.customClientMetadata).toEqual({ ...everyReferenceField, maxAllowedGrants: 5, allowTokenExchange: false });
    });

    it('allows the device flow (RFC 8628) for Native applications only', async () => {
      expectError(
        await api.post('/applications', { name: 'Web', type: 'SPA', customClientMetadata: { isDeviceFlow: true } }),
        422,
        'application.device_flow_native_only',
      );
      const spa = await create({ name: 'Web later', type: 'SPA' });
      expectError(
        await api.patch(`/applications/${spa.id}`, { customClientMetadata: { isDeviceFlow: true } }),
        422,
        'application.device_flow_native_only',
      );
      expect((await api.patch(`/applications/${spa.id}`, { customClientMetadata: { isDeviceFlow: false } })).status).toBe(200);
    });

    it('takes maxAllowedGrants as a positive integer only', async () => {
      for (const maxAllowedGrants of [0, -1, 1.5]) {
        expectError(
          await api.post('/applications', { name: 'Bad', type: 'Native', customClientMetadata: { maxAllowedGrants } }),
          400,
          'guard.invalid_input',
          'customClientMetadata.maxAllowedGrants',
        );
      }
    });
  });

  describe('oidcClientMetadata protocol settings', () => {
    const jwks = { keys: [{ kty: 'EC', crv: 'P-256', x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU', y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0' }] };

    it('stores and answers the signing, authentication, PAR and DPoP settings', async () => {
      const settings = {
        idTokenSignedResponseAlg: 'RS256',
        tokenEndpointAuthMethod: 'private_key_jwt',
        jwksUri: 'https://keys.example.com/jwks.json',
        requirePushedAuthorizationRequests: true,
        dpopBoundAccessTokens: true,
      };
      const app = await create({ name: 'FAPI', type: 'Traditional', oidcClientMetadata: settings });
      expect(app.oidcClientMetadata).toEqual({ redirectUris: [], postLogoutRedirectUris: [], ...settings });
      const fetched = await api.get<ApplicationResponse>(`/applications/${app.id}`);
      expect(fetched.body.oidcClientMetadata).toMatchObject(settings);
    });

    it('lets only confidential applications choose a client authentication method (RFC 7591 §2)', async () => {
      for (const type of ['SPA', 'Native']) {
        expectError(
          await api.post('/applications', { name: 'Public', type, oidcClientMetadata: { tokenEndpointAuthMethod: 'client_secret_post' } }),
          422,
          'application.invalid_token_endpoint_auth_method',
        );
      }
      const bot = await create({ name: 'Bot', type: 'MachineToMachine', oidcClientMetadata: { tokenEndpointAuthMethod: 'client_secret_post' } });
      expect(bot.oidcClientMetadata.tokenEndpointAuthMethod).toBe('client_secret_post');
    });

    it('needs the client keys for private_key_jwt (RFC 7523 §2.2), by URI or inline but not both', async () => {
      expectError(
        await api.post('/applications', { name: 'Keyless', type: 'MachineToMachine', oidcClientMetadata: { tokenEndpointAuthMethod: 'private_key_jwt' } }),
        422,
        'application.private_key_jwt_requires_keys',
      );
      expectError(
        await api.post('/applications', {
          name: 'Both',
          type: 'MachineToMachine',
          oidcClientMetadata: { tokenEndpointAuthMethod: 'private_key_jwt', jwks, jwksUri: 'https://keys.example.com/jwks.json' },
        }),
        422,
        'application.jwks_and_jwks_uri_exclusive',
      );
      expectError(
        await api.post('/applications', { name: 'Plain', type: 'MachineToMachine', oidcClientMetadata: { jwksUri: 'http://keys.example.com/jwks.json' } }),
        400,
        'guard.invalid_input',
        'oidcClientMetadata.jwksUri',
      );

      const app = await create({ name: 'Keys', type: 'MachineToMachine', oidcClientMetadata: { tokenEndpointAuthMethod: 'private_key_jwt', jwks } });
      // The rules hold on the merged result: dropping the keys while private_key_jwt stays is refused.
      expectError(
        await api.patch(`/applications/${app.id}`, { oidcClientMetadata: { jwks: null } }),
        422,
        'application.private_key_jwt_requires_keys',
      );
      const switched = await api.patch<ApplicationResponse>(`/applications/${app.id}`, {
        oidcClientMetadata: { jwks: null, jwksUri: 'https://keys.example.com/jwks.json' },
      });
      expect(switched.status).toBe(200);
      expect(switched.body.oidcClientMetadata.jwks).toBeUndefined();
      expect(switched.body.oidcClientMetadata.jwksUri).toBe('https://keys.example.com/jwks.json');
    });

    it('refuses an ID token algorithm the provider does not sign with', async () => {
      expectError(
        await api.post('/applications', { name: 'HS', type: 'SPA', oidcClientMetadata: { idTokenSignedResponseAlg: 'HS256' } }),
        400,
        'guard.invalid_input',
        'oidcClientMetadata.idTokenSignedResponseAlg',
      );
    });
  });

  describe('error codes of the reference API', () => {
    it('answers invalid_third_party_application_type for a type that cannot be third-party', async () => {
      expectError(
        await api.post('/applications', { name: 'M2M partner', type: 'MachineToMachine', isThirdParty: true }),
        400,
        'application.invalid_third_party_application_type',
      );
    });

    it('answers invalid_type and invalid_role_type on the roles of an application', async () => {
      const role = await api.post<Role>('/roles', { name: 'Viewer', description: 'Views', type: 'User' });
      const bot = await create({ name: 'Role bot', type: 'MachineToMachine' });
      const spa = await create({ name: 'Role spa', type: 'SPA' });
      expectError(await api.post(`/applications/${bot.id}/roles`, { roleIds: [role.body.id] }), 422, 'application.invalid_role_type');
      expectError(await api.put(`/applications/${bot.id}/roles`, { roleIds: [role.body.id] }), 422, 'application.invalid_role_type');
      expectError(await api.get(`/applications/${spa.id}/roles`), 422, 'application.invalid_type');
      expectError(await api.patch(`/applications/${spa.id}`, { isAdmin: true }), 422, 'application.invalid_type');
    });

    it('answers third_party_application_only for consent scopes of a first-party application', async () => {
      const app = await create({ name: 'First party', type: 'Traditional' });
      expectError(await api.get(`/applications/${app.id}/user-consent-scopes`), 422, 'application.third_party_application_only');
    });
  });

  describe('application sign-in experience', () => {
    it('keeps customCss (reference field) and clears it with null', async () => {
      const app = await create({ name: 'Styled', type: 'Traditional', isThirdParty: true });
      const path = `/applications/${app.id}/sign-in-experience`;
      const created = await api.put<{ customCss: string | null }>(path, { customCss: '.brand { color: #123; }', termsOfUseUrl: null, privacyPolicyUrl: null });
      expect(created.status).toBe(201);
      expect(created.body.customCss).toBe('.brand { color: #123; }');
      await api.put(path, { displayName: 'Styled' });
      expect((await api.get<{ customCss: string | null }>(path)).body.customCss).toBe('.brand { color: #123; }');
      await api.put(path, { customCss: null });
      expect((await api.get<{ customCss: string | null }>(path)).body.customCss).toBeNull();
    });
  });
});
