import { defaultTenantId, type SsoConnectorIdpInitiatedAuthConfig } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { deleteApplicationById, insertApplication } from '../applications/queries.js';
import { encryptSsoConfig } from './config.js';
import { findIdpInitiatedAuthConfig, upsertIdpInitiatedAuthConfig } from './idp-initiated-queries.js';
import { insertSsoConnector } from './queries.js';

const redirectUri = 'https://portal.acme.test/callback';

describeEachDatabase('SSO connectors: IdP-initiated sign-in settings', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  let sequence = 0;
  const nextId = (prefix: string) => {
    sequence += 1;
    return `${prefix}${sequence}`;
  };
  const connector = async (scope: TenantScope, providerName: 'SAML' | 'OIDC' = 'SAML') => {
    const id = nextId(`idpinit${providerName.toLowerCase()}`);
    await insertSsoConnector(scope, {
      id,
      provider_name: providerName,
      connector_name: id,
      config_encrypted: encryptSsoConfig(server().context.vault, {}),
      domains: toJson([]),
      branding: toJson({}),
    });
    return id;
  };
  const application = async (scope: TenantScope, type: string, isThirdParty = false) =>
    (
      await insertApplication(scope, {
        id: nextId('idpinitapp'),
        name: `${type} app`,
        type,
        is_third_party: isThirdParty,
        oidc_client_metadata: toJson({ redirectUris: [redirectUri, 'https://portal.acme.test/other'], postLogoutRedirectUris: [] }),
        custom_client_metadata: toJson({}),
        custom_data: toJson({}),
      })
    ).id;
  const path = (connectorId: string) => `/sso-connectors/${connectorId}/idp-initiated-auth-config`;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = server().context.tenantScope(defaultTenantId);
  });

  it('stores, replaces, reads and removes the settings of a SAML connector', async () => {
    const id = await connector(home);
    const appId = await application(home, 'Traditional');
    expectError(await api.get(path(id)), 404, 'single_sign_on.idp_initiated_auth_config_not_found');

    const put = await api.put<SsoConnectorIdpInitiatedAuthConfig>(path(id), {
      defaultApplicationId: appId,
      redirectUri,
      authParameters: { scope: 'openid profile email', prompt: 'login' },
      autoSendAuthorizationRequest: true,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({
      tenantId: defaultTenantId,
      connectorId: id,
      defaultApplicationId: appId,
      redirectUri,
      authParameters: { scope: 'openid profile email', prompt: 'login' },
      autoSendAuthorizationRequest: true,
      createdAt: expect.any(Number) as number,
    });
    expect((await api.get(path(id))).body).toEqual(put.body);

    // PUT replaces the whole settings; left-out fields fall back to their defaults.
    const spa = await application(home, 'SPA');
    const replaced = await api.put<SsoConnectorIdpInitiatedAuthConfig>(path(id), { defaultApplicationId: spa });
    expect(replaced.body).toEqual({ ...put.body, defaultApplicationId: spa, redirectUri: null, authParameters: {}, autoSendAuthorizationRequest: false });

    expect((await api.delete(path(id))).status).toBe(204);
    expectError(await api.get(path(id)), 404, 'single_sign_on.idp_initiated_auth_config_not_found');
    expectError(await api.delete(path(id)), 404, 'single_sign_on.idp_initiated_auth_config_not_found');
  });

  it('refuses non-SAML connectors, unsuitable applications and unregistered redirect URIs with clear codes', async () => {
    const id = await connector(home);
    expectError(await api.put(path(await connector(home, 'OIDC')), { defaultApplicationId: await application(home, 'Traditional') }), 400, 'single_sign_on.idp_initiated_authentication_not_supported');
    for (const [type, thirdParty] of [['Native', false], ['MachineToMachine', false], ['Traditional', true]] as const) {
      const appId = await application(home, type, thirdParty);
      const refused = expectError(await api.put(path(id), { defaultApplicationId: appId }), 400, 'single_sign_on.idp_initiated_authentication_invalid_application');
      expect(refused.data).toEqual({ applicationId: appId });
    }
    expectError(await api.put(path(id), { defaultApplicationId: 'nosuchapplication' }), 400, 'single_sign_on.idp_initiated_authentication_invalid_application');
    const appId = await application(home, 'Traditional');
    const unregistered = expectError(
      await api.put(path(id), { defaultApplicationId: appId, redirectUri: 'https://evil.test/callback' }),
      400,
      'single_sign_on.idp_initiated_authentication_redirect_uri_not_registered',
    );
    expect(unregistered.data).toEqual({ redirectUri: 'https://evil.test/callback' });
    expect((await api.put(path(id), { defaultApplicationId: appId, redirectUri: 'not a url' })).status).toBe(400);
    expect((await api.put(path(id), { redirectUri })).status).toBe(400);
    expect(await findIdpInitiatedAuthConfig(home, id)).toBeUndefined();
    for (const method of ['get', 'delete'] as const) {
      expectError(await api[method](path('nosuchconnector')), 404, 'entity.not_exists_with_id');
    }
    expectError(await api.put(path('nosuchconnector'), { defaultApplicationId: appId }), 404, 'entity.not_exists_with_id');
  });

  it('goes with its application', async () => {
    const id = await connector(home);
    const appId = await application(home, 'Traditional');
    expect((await api.put(path(id), { defaultApplicationId: appId })).status).toBe(200);
    await deleteApplicationById(home, appId);
    expectError(await api.get(path(id)), 404, 'single_sign_on.idp_initiated_auth_config_not_found');
  });

  it("never reads, writes or removes another tenant's settings, nor points at another tenant's application", async () => {
    const other = await createOtherTenant(server());
    const foreignConnector = await connector(other);
    const foreignApp = await application(other, 'Traditional');
    await upsertIdpInitiatedAuthConfig(other, {
      connector_id: foreignConnector,
      default_application_id: foreignApp,
      redirect_uri: redirectUri,
      auth_parameters: toJson({}),
      auto_send_authorization_request: false,
    });
    expectError(await api.get(path(foreignConnector)), 404, 'entity.not_exists_with_id');
    expectError(await api.put(path(foreignConnector), { defaultApplicationId: await application(home, 'SPA') }), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(path(foreignConnector)), 404, 'entity.not_exists_with_id');
    expect((await findIdpInitiatedAuthConfig(other, foreignConnector))?.default_application_id).toBe(foreignApp);

    const mine = await connector(home);
    expectError(await api.put(path(mine), { defaultApplicationId: foreignApp }), 400, 'single_sign_on.idp_initiated_authentication_invalid_application');
  });
});
