import type { SsoConnectorProvider, SsoConnectorResponse } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createSigningKey, startSamlIdp, type SamlIdp } from '../../testing/saml-idp.js';
import { compareToShape, type ReferenceShape } from '../../testing/reference-shapes.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../testing/upstream-idp.js';
import { decryptSsoConfig } from './config.js';
import { findSsoConnectorById } from './queries.js';

/** The reference API's answer keys (its published types), as the conformance test writes them. */
const connectorKeys = ['tenantId', 'id', 'providerName', 'connectorName', 'config', 'domains', 'branding', 'syncProfile', 'enableTokenStorage', 'createdAt'];
const ssoConnectorShape: ReferenceShape = {
  required: [...connectorKeys, 'name', 'providerType', 'providerLogo', 'providerLogoDark'],
  optional: ['providerConfig'],
};
const ssoProviderShape: ReferenceShape = { required: ['providerName', 'providerType', 'logo', 'logoDark', 'description', 'name'] };
const noDifference = { missing: [], unexpected: [] };

describeEachDatabase('SSO connectors API', (server) => {
  let api: ApiClient;
  let upstream: UpstreamIdp;
  let samlIdp: SamlIdp;
  const oidcConfig = () => ({ issuer: upstream.issuer, clientId: 'tessera', clientSecret: 'a-long-client-secret-value' });

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    upstream = await startUpstreamIdp();
    samlIdp = await startSamlIdp();
  });
  afterAll(async () => {
    await upstream.close();
    await samlIdp.stop();
  });

  it('lists every provider with its protocol and logos', async () => {
    const { status, body } = await api.get<SsoConnectorProvider[]>('/sso-connector-providers');
    expect(status).toBe(200);
    expect(body.map((provider) => `${provider.providerName}:${provider.providerType}`).sort()).toEqual(
      ['AzureAD:saml', 'AzureAdOidc:oidc', 'GoogleWorkspace:oidc', 'OIDC:oidc', 'Okta:oidc', 'SAML:saml'],
    );
    expect(body.every((provider) => provider.logo.startsWith('data:image/svg+xml') && provider.name)).toBe(true);
    expect(body.map((provider) => compareToShape(provider, ssoProviderShape))).toEqual(body.map(() => noDifference));
  });

  it('creates, reads, updates and deletes an OIDC connector, its secret never answered in full', async () => {
    const created = await api.post<SsoConnectorResponse>('/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Acme OIDC',
      config: oidcConfig(),
      domains: ['Acme.test'],
      branding: { displayName: 'Acme' },
    });
    expect(created.status).toBe(200);
    const { id } = created.body;
    expect(created.body).toMatchObject({
      providerName: 'OIDC',
      providerType: 'oidc',
      connectorName: 'Acme OIDC',
      domains: ['acme.test'],
      syncProfile: false,
      enableTokenStorage: false,
      providerConfig: { callbackUri: `${server().url}/callback/${id}` },
    });
    expect(created.body.config.clientSecret).not.toBe('a-long-client-secret-value');
    expect(String(created.body.config.clientSecret)).toMatch(/alue$/);
    const row = await findSsoConnectorById(server().context.tenantScope('default'), id);
    expect(row?.config_encrypted).not.toContain('a-long-client-secret-value');

    expect(compareToShape(created.body, ssoConnectorShape)).toEqual(noDifference);
    const detail = await api.get<SsoConnectorResponse>(`/sso-connectors/${id}`);
    expect(compareToShape(detail.body, ssoConnectorShape)).toEqual(noDifference);
    expect((await fetch(`${server().url}/api/authn/single-sign-on/saml/${id}/metadata`)).status).toBe(404);
    expect(detail.body.providerConfig?.discovery).toMatchObject({ issuer: upstream.issuer, tokenEndpoint: upstream.tokenEndpoint });

    // The masked secret sent back keeps the stored one; the rest of the patch applies.
    const patched = await api.patch<SsoConnectorResponse>(`/sso-connectors/${id}`, {
      connectorName: 'Acme SSO',
      config: { ...created.body.config, clientId: 'tessera-2' },
      syncProfile: true,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ connectorName: 'Acme SSO', syncProfile: true, domains: ['acme.test'] });
    const stored = await findSsoConnectorById(server().context.tenantScope('default'), id);
    expect(decryptSsoConfig(server().context.vault, stored?.config_encrypted ?? '')).toMatchObject({
      clientId: 'tessera-2',
      clientSecret: 'a-long-client-secret-value',
    });

    const list = await api.get<SsoConnectorResponse[]>('/sso-connectors?page=1&page_size=10');
    expect(list.headers.get('total-number')).toBe(String(list.body.length));
    expect(list.body.some((connector) => connector.id === id)).toBe(true);

    expect((await api.delete(`/sso-connectors/${id}`)).status).toBe(204);
    expectError(await api.get(`/sso-connectors/${id}`), 404, 'entity.not_exists_with_id');
    expectError(await api.patch(`/sso-connectors/${id}`, { syncProfile: false }), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`/sso-connectors/${id}`), 404, 'entity.not_exists_with_id');
  });

  it('creates a SAML connector from metadata and answers what to register at the IdP', async () => {
    const created = await api.post<SsoConnectorResponse>('/sso-connectors', {
      providerName: 'SAML',
      connectorName: 'Acme SAML',
      config: { metadataUrl: samlIdp.metadataUrl },
    });
    expect(created.status).toBe(200);
    const { id } = created.body;
    const detail = (await api.get<SsoConnectorResponse>(`/sso-connectors/${id}`)).body;
    expect(detail.providerConfig?.serviceProvider).toMatchObject({
      entityId: `${server().url}/enterprise-sso/${id}`,
      assertionConsumerServiceUrl: `${server().url}/api/authn/single-sign-on/saml/${id}`,
    });
    expect(detail.providerConfig?.serviceProvider?.metadata).toContain('WantAssertionsSigned="true"');
    // The IdP can fetch the same SP metadata itself, without a token.
    const metadataUrl = detail.providerConfig?.serviceProvider?.metadataUrl ?? '';
    expect(metadataUrl).toBe(`${server().url}/api/authn/single-sign-on/saml/${id}/metadata`);
    const fetched = await fetch(metadataUrl);
    expect(fetched.headers.get('content-type')).toContain('application/samlmetadata+xml');
    expect(await fetched.text()).toBe(detail.providerConfig?.serviceProvider?.metadata);
    expect(detail.providerConfig?.identityProvider).toMatchObject({
      entityId: samlIdp.entityId,
      signInEndpoint: samlIdp.signInEndpoint,
    });
    // By hand: entity id, sign-in URL and the certificate.
    const manual = await api.patch<SsoConnectorResponse>(`/sso-connectors/${id}`, {
      config: { entityId: samlIdp.entityId, signInEndpoint: samlIdp.signInEndpoint, x509Certificate: samlIdp.key.certificatePem },
    });
    expect(manual.status).toBe(200);
    expect((await api.delete(`/sso-connectors/${id}`)).status).toBe(204);
  });

  it('refuses bad domains, taken names and configs the IdP does not confirm, each with its code', async () => {
    const base = { providerName: 'OIDC', connectorName: 'Checks' };
    expect(expectError(await api.post('/sso-connectors', { ...base, domains: ['acme.test', 'ACME.test'] }), 400, 'single_sign_on.duplicated_domains').data).toEqual({ domains: 'acme.test' });
    expectError(await api.post('/sso-connectors', { ...base, domains: ['gmail.com'] }), 400, 'single_sign_on.forbidden_domains');
    expectError(await api.post('/sso-connectors', { ...base, domains: ['not a domain'] }), 400, 'single_sign_on.invalid_domain_format');
    expectError(await api.post('/sso-connectors', { ...base, providerName: 'Auth0' }), 400, 'guard.invalid_input', 'providerName');
    expectError(await api.post('/sso-connectors', { ...base, config: { issuer: upstream.issuer } }), 400, 'connector.invalid_config_guard', 'clientId');
    expectError(
      await api.post('/sso-connectors', { ...base, config: { ...oidcConfig(), issuer: `${samlIdp.signInEndpoint}/nothing` } }),
      400,
      'connector.invalid_config',
    );

    const saml = { providerName: 'SAML', connectorName: 'Saml checks' };
    expectError(await api.post('/sso-connectors', { ...saml, config: { metadata: '<html/>' } }), 400, 'connector.invalid_metadata');
    expectError(
      await api.post('/sso-connectors', { ...saml, config: { metadata: `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${samlIdp.metadataXml.replace('<?xml version="1.0"?>', '')}` } }),
      400,
      'single_sign_on.saml_dtd_refused',
    );
    expectError(await api.post('/sso-connectors', { ...saml, config: { entityId: 'x' } }), 400, 'connector.invalid_config');
    const expired = createSigningKey('Expired', { notBefore: new Date(Date.now() - 2e9), notAfter: new Date(Date.now() - 1e9) });
    expectError(
      await api.post('/sso-connectors', { ...saml, config: { entityId: 'x', signInEndpoint: samlIdp.signInEndpoint, x509Certificate: expired.certificatePem } }),
      400,
      'connector.invalid_certificate',
    );
    expectError(
      await api.post('/sso-connectors', { ...saml, config: { entityId: 'x', signInEndpoint: samlIdp.signInEndpoint, x509Certificate: 'bm90IGEgY2VydA==' } }),
      400,
      'connector.invalid_certificate',
    );

    const first = await api.post<SsoConnectorResponse>('/sso-connectors', { ...base, connectorName: 'Taken' });
    expect(first.status).toBe(200);
    expectError(await api.post('/sso-connectors', { ...base, connectorName: 'Taken' }), 409, 'single_sign_on.duplicate_connector_name');
    const second = await api.post<SsoConnectorResponse>('/sso-connectors', { ...base, connectorName: 'Other name' });
    expectError(await api.patch(`/sso-connectors/${second.body.id}`, { connectorName: 'Taken' }), 409, 'single_sign_on.duplicate_connector_name');
    expectError(await api.patch(`/sso-connectors/${second.body.id}`, { domains: ['outlook.com'] }), 400, 'single_sign_on.forbidden_domains');
    await api.delete(`/sso-connectors/${first.body.id}`);
    await api.delete(`/sso-connectors/${second.body.id}`);
  });
});
