import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/api-client.js';
import { AuthorizationFlow, testRedirectUri } from '../../testing/authorization-flow.js';
import { customDomainApi, describeOnCustomDomain, tenantOnDomain } from '../../testing/custom-domain-browser.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../testing/upstream-idp.js';
import { findUserByIdentity } from '../users/queries.js';
import { connectorDataOf, createUpstreamOidcConnector } from './social-test-support.js';

const { tenantId, domain, origin: onDomain } = tenantOnDomain;

describeOnCustomDomain('social sign-in on a custom domain', (server, { clientId }) => {
  let idp: UpstreamIdp;
  let api: ApiClient;
  let connectorId = '';

  beforeAll(async () => {
    idp = await startUpstreamIdp();
    api = await customDomainApi(server(), tenantId, domain);
    // The provider knows the custom domain's callback only: a round trip through the service host would fail there.
    const connector = await createUpstreamOidcConnector(api, idp, { redirectUri: (id) => `${onDomain}/callback/${id}`, target: 'upstream' });
    connectorId = connector.id;
    expect((await api.patch('/sign-in-exp', { socialSignInConnectorTargets: ['upstream'], socialSignIn: {} })).status).toBe(200);
  });
  afterAll(async () => {
    await idp.close();
  });

  it('sends the provider back to the custom domain and signs the user in there', async () => {
    idp.setAccount({ sub: 'acme-1', email: 'ada@acme.test', email_verified: true, name: 'Ada' });
    const browser = await new AuthorizationFlow(onDomain, clientId()).start();
    expect(browser.interactionUrl.startsWith(`${onDomain}/`)).toBe(true);
    expect((await browser.api('PUT', '', { interactionEvent: 'Register' })).status).toBe(204);
    const callbackUri = `${onDomain}/callback/${connectorId}`;
    const started = await browser.api<{ authorizationUri: string; verificationId: string }>(
      'POST',
      `/verification/social/${connectorId}/authorization-uri`,
      { state: 'st-acme-0001', redirectUri: callbackUri },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(new URL(started.body.authorizationUri).searchParams.get('redirect_uri')).toBe(callbackUri);

    const returnedTo = new URL(await idp.completeSignIn(started.body.authorizationUri, 'acme-1'));
    expect(`${returnedTo.origin}${returnedTo.pathname}`).toBe(callbackUri);
    const { verificationId } = started.body;
    const verified = await browser.api('POST', `/verification/social/${connectorId}/verify`, {
      verificationId,
      connectorData: connectorDataOf(returnedTo.href, callbackUri),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);
    const submitted = await browser.api<{ redirectTo: string }>('POST', '/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    // The provider of the domain finishes the authorization request it began.
    expect(submitted.body.redirectTo.startsWith(`${onDomain}/oidc/`)).toBe(true);
    const final = await browser.follow(submitted.body.redirectTo);
    expect(final.href.startsWith(testRedirectUri)).toBe(true);
    expect(final.searchParams.get('code')).toBeTruthy();
    const user = await findUserByIdentity(server().context.tenantScope(tenantId), 'upstream', 'acme-1');
    expect(user?.primary_email).toBe('ada@acme.test');
  });

  it('serves the sign-in app its tenant\'s configuration and the domain\'s OIDC endpoints, sign-out included', async () => {
    const config = await fetch(`${onDomain}/api/.well-known/sign-in-exp`);
    expect(config.status).toBe(200);
    expect(((await config.json()) as { tenantId: string }).tenantId).toBe(tenantId);
    const discovery = (await (await fetch(`${onDomain}/oidc/.well-known/openid-configuration`)).json()) as Record<string, string>;
    expect(discovery.authorization_endpoint).toBe(`${onDomain}/oidc/auth`);
    expect(discovery.end_session_endpoint).toBe(`${onDomain}/oidc/session/end`);
  });

  it('serves the demo provider on the custom domain and returns its code there, never to another origin', async () => {
    const demo = await api.post<{ id: string }>('/connectors', { connectorId: 'demo-google-social' });
    expect(demo.status, JSON.stringify(demo.body)).toBe(200);
    expect((await api.patch('/sign-in-exp', { socialSignInConnectorTargets: ['upstream', 'google'] })).status).toBe(200);
    const browser = await new AuthorizationFlow(onDomain, clientId()).start();
    expect((await browser.api('PUT', '', { interactionEvent: 'SignIn' })).status).toBe(204);
    const callbackUri = `${onDomain}/callback/${demo.body.id}`;
    const started = await browser.api<{ authorizationUri: string; verificationId: string }>(
      'POST',
      `/verification/social/${demo.body.id}/authorization-uri`,
      { state: 'st-demo-0001', redirectUri: callbackUri },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const authorize = new URL(started.body.authorizationUri);
    expect(authorize.origin).toBe(onDomain);

    const page = await fetch(authorize.href);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`action="${onDomain}/api/`);
    const form = new URLSearchParams({ target: 'google', state: 'st-demo-0001', redirect_uri: callbackUri, name: 'Demo Ada', email: 'demo@acme.test' });
    const answered = await fetch(`${authorize.origin}${authorize.pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(answered.status).toBe(303);
    const back = new URL(answered.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(callbackUri);
    const verified = await browser.api('POST', `/verification/social/${demo.body.id}/verify`, {
      verificationId: started.body.verificationId,
      connectorData: connectorDataOf(back.href, callbackUri),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);

    // The service host's demo page does not send a browser on to the custom domain.
    const crossing = await fetch(`${server().url}/t/${tenantId}${authorize.pathname}${authorize.search}`);
    expect(crossing.status).toBe(400);
  });
});
