import { type SsoConnectorResponse, type WellKnownSignInExperience } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toJson } from '../../../db/json.js';
import { createManagementApiClient, type ApiClient } from '../../../testing/api-client.js';
import { createOtherTenant } from '../../../testing/other-tenant.js';
import { describeEachDatabase } from '../../../testing/test-server.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../../testing/upstream-idp.js';
import { encryptSsoConfig } from '../../sso-connectors/config.js';
import { insertSsoConnector } from '../../sso-connectors/queries.js';

describeEachDatabase("sign-in app's well-known SSO connectors", (server) => {
  let api: ApiClient;
  let upstream: UpstreamIdp;
  const offered = async () => {
    const response = await fetch(`${server().url}/api/.well-known/sign-in-exp`);
    expect(response.status).toBe(200);
    return ((await response.json()) as WellKnownSignInExperience).ssoConnectors;
  };
  const oidcConfig = () => ({ issuer: upstream.issuer, ...upstream.registerClient({ redirectUris: ['https://app.test/cb'] }) });

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    upstream = await startUpstreamIdp();
  });
  afterAll(async () => {
    await upstream.close();
  });

  it('offers the connectors set up with a domain while single sign-on is on, and follows every change', async () => {
    expect((await api.patch('/sign-in-exp', { singleSignOnEnabled: false })).status).toBe(200);
    const created = await api.post<SsoConnectorResponse>('/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Acme OIDC',
      domains: ['acme.test'],
    });
    expect(created.status).toBe(200);
    const { id, providerLogo, providerLogoDark } = created.body;
    expect(await offered()).toEqual([]);

    expect((await api.patch('/sign-in-exp', { singleSignOnEnabled: true })).status).toBe(200);
    // Not set up yet: nobody could sign in through it.
    expect(await offered()).toEqual([]);

    expect((await api.patch(`/sso-connectors/${id}`, { config: oidcConfig() })).status).toBe(200);
    expect(await offered()).toEqual([{ id, connectorName: 'Acme OIDC', logo: providerLogo, darkLogo: providerLogoDark }]);

    const branding = { displayName: 'Acme staff', logo: 'https://acme.test/logo.png', darkLogo: 'https://acme.test/dark.png' };
    expect((await api.patch(`/sso-connectors/${id}`, { branding })).status).toBe(200);
    expect(await offered()).toEqual([{ id, connectorName: 'Acme staff', logo: branding.logo, darkLogo: branding.darkLogo }]);

    // A connector no email domain leads to is not offered.
    const domainless = await api.post<SsoConnectorResponse>('/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'No domain',
      config: oidcConfig(),
    });
    expect(domainless.status).toBe(200);
    const second = await api.post<SsoConnectorResponse>('/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Beta OIDC',
      config: oidcConfig(),
      domains: ['beta.test'],
    });
    expect(second.status).toBe(200);
    expect((await offered()).map((connector) => connector.id)).toEqual([id, second.body.id]);

    expect((await api.patch(`/sso-connectors/${id}`, { domains: [] })).status).toBe(200);
    expect((await offered()).map((connector) => connector.id)).toEqual([second.body.id]);
    expect((await api.delete(`/sso-connectors/${second.body.id}`)).status).toBe(204);
    expect(await offered()).toEqual([]);

    expect((await api.patch(`/sso-connectors/${domainless.body.id}`, { domains: ['gamma.test'] })).status).toBe(200);
    expect((await offered()).map((connector) => connector.id)).toEqual([domainless.body.id]);
    expect((await api.patch('/sign-in-exp', { singleSignOnEnabled: false })).status).toBe(200);
    expect(await offered()).toEqual([]);
    await api.delete(`/sso-connectors/${id}`);
    await api.delete(`/sso-connectors/${domainless.body.id}`);
  });

  it("never offers another tenant's connectors", async () => {
    const other = await createOtherTenant(server());
    await insertSsoConnector(other, {
      id: 'otherwellknownsso01',
      provider_name: 'SAML',
      connector_name: 'Other SAML',
      config_encrypted: encryptSsoConfig(server().context.vault, { entityId: 'https://idp.other.test', signInEndpoint: 'https://idp.other.test/sso' }),
      domains: toJson(['other.test']),
      branding: toJson({}),
    });
    expect((await api.patch('/sign-in-exp', { singleSignOnEnabled: true })).status).toBe(200);
    const mine = await api.post<SsoConnectorResponse>('/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Mine',
      config: oidcConfig(),
      domains: ['mine.test'],
    });
    expect((await offered()).map((connector) => connector.id)).toEqual([mine.body.id]);
  });
});
