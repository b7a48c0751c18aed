import type { SsoConnectorResponse } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/api-client.js';
import { AuthorizationFlow, testRedirectUri } from '../../testing/authorization-flow.js';
import { customDomainApi, describeOnCustomDomain, serviceHostApi, tenantOnDomain } from '../../testing/custom-domain-browser.js';
import { readPostedForm, startSamlIdp, type SamlIdp } from '../../testing/saml-idp.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../testing/upstream-idp.js';
import { findUserByEmail } from '../users/queries.js';

const { tenantId, domain, origin: onDomain } = tenantOnDomain;

describeOnCustomDomain('enterprise SSO on a custom domain', (server, { clientId }) => {
  let upstream: UpstreamIdp;
  let samlIdp: SamlIdp;
  let api: ApiClient;
  let serviceApi: ApiClient;
  const scope = () => server().context.tenantScope(tenantId);

  beforeAll(async () => {
    [upstream, samlIdp] = await Promise.all([startUpstreamIdp(), startSamlIdp()]);
    api = await customDomainApi(server(), tenantId, domain);
    serviceApi = await serviceHostApi(server(), tenantId);
    expect((await api.patch('/sign-in-exp', { singleSignOnEnabled: true })).status).toBe(200);
  });
  afterAll(async () => {
    await Promise.all([upstream.close(), samlIdp.stop()]);
  });

  /** A new sign-in on the domain, SSO started with the connector's callback page on the domain. */
  const startOnDomain = async (connectorId: string) => {
    const flow = await new AuthorizationFlow(onDomain, clientId()).start();
    expect((await flow.api('PUT', '', { interactionEvent: 'SignIn' })).status).toBe(204);
    const callbackUri = `${onDomain}/callback/${connectorId}`;
    const started = await flow.api<{ verificationId: string; authorizationUri: string }>(
      'POST',
      `/verification/sso/${connectorId}/authorization-uri`,
      { state: 'app-state-1', redirectUri: callbackUri },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return { flow, callbackUri, ...started.body };
  };

  /** Verifies the callback's answer, signs the user in and follows the provider back to the client. */
  const finish = async (flow: AuthorizationFlow, connectorId: string, verificationId: string, connectorData: Record<string, string>) => {
    const verified = await flow.api('POST', `/verification/sso/${connectorId}/verify`, { verificationId, connectorData });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await flow.api('POST', '/identification', { verificationId })).status).toBe(204);
    const submitted = await flow.api<{ redirectTo: string }>('POST', '/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.redirectTo.startsWith(`${onDomain}/oidc/`)).toBe(true);
    const back = await flow.follow(submitted.body.redirectTo);
    expect(`${back.origin}${back.pathname}`).toBe(testRedirectUri);
    expect(back.searchParams.get('code')).toBeTruthy();
  };

  it('OIDC: shows the callback of the host asked, and signs in through the domain\'s callback', async () => {
    const created = await serviceApi.post<SsoConnectorResponse>('/sso-connectors', { providerName: 'OIDC', connectorName: 'Globex OIDC', domains: ['globex.test'] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body;
    // The default endpoint keeps working: its callback is still the service host's.
    expect(created.body.providerConfig?.callbackUri).toBe(`${server().url}/t/${tenantId}/callback/${id}`);
    const client = upstream.registerClient({ redirectUris: [`${onDomain}/callback/${id}`] });
    const configured = await api.patch<SsoConnectorResponse>(`/sso-connectors/${id}`, { config: { issuer: upstream.issuer, ...client } });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);
    expect(configured.body.providerConfig?.callbackUri).toBe(`${onDomain}/callback/${id}`);

    upstream.setAccount({ sub: 'globex-1', email: 'gina@globex.test', email_verified: true, name: 'Gina' });
    const { flow, callbackUri, verificationId, authorizationUri } = await startOnDomain(id);
    expect(new URL(authorizationUri).searchParams.get('redirect_uri')).toBe(callbackUri);
    const callback = new URL(await upstream.completeSignIn(authorizationUri, 'globex-1'));
    expect(`${callback.origin}${callback.pathname}`).toBe(callbackUri);
    await finish(flow, id, verificationId, Object.fromEntries(callback.searchParams));
    expect(await findUserByEmail(scope(), 'gina@globex.test')).toMatchObject({ name: 'Gina' });
  });

  it('SAML: the service provider, its metadata and the ACS are on the domain, and the sign-in completes there', async () => {
    const created = await api.post<SsoConnectorResponse>('/sso-connectors', {
      providerName: 'SAML',
      connectorName: 'Initech SAML',
      config: { metadataUrl: samlIdp.metadataUrl },
      domains: ['initech.test'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body;
    const entityId = `${onDomain}/enterprise-sso/${id}`;
    const acsUrl = `${onDomain}/api/authn/single-sign-on/saml/${id}`;
    expect(created.body.providerConfig?.serviceProvider).toMatchObject({ entityId, assertionConsumerServiceUrl: acsUrl, metadataUrl: `${acsUrl}/metadata` });
    const metadata = await fetch(`${acsUrl}/metadata`);
    expect(metadata.status).toBe(200);
    const xml = await metadata.text();
    expect(xml).toContain(`entityID="${entityId}"`);
    expect(xml).toContain(`Location="${acsUrl}"`);
    // On the service host the same connector is the service host's service provider.
    const serviceSide = await serviceApi.get<SsoConnectorResponse>(`/sso-connectors/${id}`);
    expect(serviceSide.body.providerConfig?.serviceProvider?.entityId).toBe(`${server().url}/t/${tenantId}/enterprise-sso/${id}`);

    samlIdp.signInAs({ nameId: 'ivy-1', email: 'ivy@initech.test', name: 'Ivy' });
    const { flow, callbackUri, verificationId, authorizationUri } = await startOnDomain(id);
    expect(authorizationUri.startsWith(samlIdp.signInEndpoint)).toBe(true);
    const page = await fetch(authorizationUri);
    expect(page.status).toBe(200);
    const form = readPostedForm(await page.text());
    expect(form.action).toBe(acsUrl);
    const acs = await fetch(form.action ?? '', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: form.samlResponse ?? '', RelayState: form.relayState ?? '' }).toString(),
    });
    expect(acs.status, await acs.clone().text()).toBe(302);
    const back = new URL(acs.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(callbackUri);
    expect(back.searchParams.get('error')).toBeNull();
    await finish(flow, id, verificationId, Object.fromEntries(back.searchParams));
    expect(await findUserByEmail(scope(), 'ivy@initech.test')).toBeDefined();

    // A callback page on another host is refused: the ACS would hand the identity over there.
    const flowElsewhere = await new AuthorizationFlow(onDomain, clientId()).start();
    expect((await flowElsewhere.api('PUT', '', { interactionEvent: 'SignIn' })).status).toBe(204);
    const elsewhere = await flowElsewhere.api<{ code: string }>('POST', `/verification/sso/${id}/authorization-uri`, {
      state: 'app-state-2',
      redirectUri: `${server().url}/t/${tenantId}/callback/${id}`,
    });
    expect({ status: elsewhere.status, code: elsewhere.body.code }).toEqual({ status: 400, code: 'connector.invalid_request_parameters' });
  });
});
