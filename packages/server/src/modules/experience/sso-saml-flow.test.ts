import type { SsoConnectorResponse, UserAllIdentities } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { AuthorizationFlow, insertTestClient, testRedirectUri } from '../../testing/authorization-flow.js';
import { createSigningKey, readPostedForm, startSamlIdp, type AnswerShape, type SamlIdp } from '../../testing/saml-idp.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { findUserByEmail } from '../users/queries.js';
import { createUser } from '../users/service.js';

type ErrorBody = { code: string; details?: string };

describeEachDatabase('Experience API: SAML single sign-on', (server) => {
  let api: ApiClient;
  let idp: SamlIdp;
  let clientId = '';
  let connector: SsoConnectorResponse;
  const scope = () => scopeToTenant(server().context.database.db, 'default');
  const callbackUri = () => `${server().url}/callback/${connector.id}`;

  /** Starts SSO in a new sign-in and lets the IdP answer; the posted form, not yet sent to the ACS. */
  const toIdp = async (shape: AnswerShape = {}, browser?: AuthorizationFlow) => {
    const flow = browser ?? (await new AuthorizationFlow(server().url, clientId).start());
    if (!browser) {
      expect((await flow.api('PUT', '', { interactionEvent: 'SignIn' })).status).toBe(204);
    }
    const started = await flow.api<{ verificationId: string; authorizationUri: string }>(
      'POST',
      `/verification/sso/${connector.id}/authorization-uri`,
      { state: 'app-state', redirectUri: callbackUri() },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.authorizationUri.startsWith(idp.signInEndpoint)).toBe(true);
    idp.answerNext(shape);
    const page = await fetch(started.body.authorizationUri);
    expect(page.status).toBe(200);
    const form = readPostedForm(await page.text());
    return { flow, verificationId: started.body.verificationId, form };
  };

  /** Posts the IdP's form to the ACS as the browser does: cross-site, without the interaction cookie. */
  const postToAcs = (form: ReturnType<typeof readPostedForm>) =>
    fetch(form.action ?? '', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: form.samlResponse ?? '', RelayState: form.relayState ?? '' }).toString(),
    });

  /** The whole sign-in; the user it signed in. */
  const signIn = async (shape: AnswerShape = {}) => {
    const { flow, verificationId, form } = await toIdp(shape);
    const acs = await postToAcs(form);
    expect(acs.status, await acs.clone().text()).toBe(302);
    const back = new URL(acs.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(callbackUri());
    const verified = await flow.api('POST', `/verification/sso/${connector.id}/verify`, {
      verificationId,
      connectorData: Object.fromEntries(back.searchParams),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const identified = await flow.api('POST', '/identification', { verificationId });
    expect(identified.status, JSON.stringify(identified.body)).toBe(204);
    const submitted = await flow.api<{ redirectTo: string }>('POST', '/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const callback = await flow.follow(submitted.body.redirectTo);
    expect(`${callback.origin}${callback.pathname}`).toBe(testRedirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();
  };

  /**
   * The IdP's answer shaped like this is refused at the ACS with `code`: the browser is sent back
   * to the sign-in app's callback page with the error, and verifying there answers it.
   */
  const expectRefused = async (shape: AnswerShape, code: string) => {
    const { flow, verificationId, form } = await toIdp(shape);
    const acs = await postToAcs(form);
    expect(acs.status, await acs.clone().text()).toBe(302);
    const back = new URL(acs.headers.get('location') ?? '');
    expect({ page: `${back.origin}${back.pathname}`, state: back.searchParams.get('state'), error: back.searchParams.get('error') }).toEqual({
      page: callbackUri(),
      state: 'app-state',
      error: code,
    });
    const verified = await flow.api<ErrorBody>('POST', `/verification/sso/${connector.id}/verify`, {
      verificationId,
      connectorData: Object.fromEntries(back.searchParams),
    });
    expect({ status: verified.status, code: verified.body.code }).toEqual({ status: 400, code });
    // The request is used up: the same answer again finds nothing to answer.
    const again = await postToAcs(form);
    expect(again.status).toBe(404);
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    idp = await startSamlIdp();
    clientId = await insertTestClient(server().context.database.db);
    connector = (
      await api.post<SsoConnectorResponse>('/sso-connectors', {
        providerName: 'SAML',
        connectorName: 'Acme SAML',
        config: { metadataUrl: idp.metadataUrl },
        domains: ['acme.test'],
        syncProfile: true,
      })
    ).body;
    expect((await api.patch('/sign-in-exp', { singleSignOnEnabled: true })).status).toBe(200);
  });
  afterAll(async () => {
    await idp.stop();
  });

  it('finds the connector by email domain, only while single sign-on is on', async () => {
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    const found = await browser.api<{ connectorIds: string[]; connectors: { connectorName: string }[] }>('GET', '/sso-connectors?email=Ann@ACME.test');
    expect(found.body.connectorIds).toEqual([connector.id]);
    expect(found.body.connectors[0]?.connectorName).toBe('Acme SAML');
    expect((await browser.api<{ connectorIds: string[] }>('GET', '/sso-connectors?email=ann@other.test')).body.connectorIds).toEqual([]);

    await api.patch('/sign-in-exp', { singleSignOnEnabled: false });
    try {
      expect((await browser.api<{ connectorIds: string[] }>('GET', '/sso-connectors?email=ann@acme.test')).body.connectorIds).toEqual([]);
      await browser.api('PUT', '', { interactionEvent: 'SignIn' });
      const refused = await browser.api<ErrorBody>('POST', `/verification/sso/${connector.id}/authorization-uri`, { state: 's', redirectUri: callbackUri() });
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 400, code: 'single_sign_on.not_enabled' });
    } finally {
      await api.patch('/sign-in-exp', { singleSignOnEnabled: true });
    }
  });

  it('creates the user just in time, then signs the same identity in with its profile synced', async () => {
    idp.signInAs({ nameId: 'ann-at-idp', email: 'ann@acme.test', name: 'Ann' });
    await signIn();
    const user = await findUserByEmail(scope(), 'ann@acme.test');
    expect(user?.name).toBe('Ann');
    const identities = (await api.get<UserAllIdentities>(`/users/${user?.id}/all-identities`)).body;
    expect(identities.ssoIdentities.map(({ ssoIdentity }) => [ssoIdentity.issuer, ssoIdentity.identityId, ssoIdentity.ssoConnectorId])).toEqual([
      [idp.entityId, 'ann-at-idp', connector.id],
    ]);

    idp.signInAs({ nameId: 'ann-at-idp', email: 'ann@acme.test', name: 'Ann Lee' });
    await signIn();
    expect((await findUserByEmail(scope(), 'ann@acme.test'))?.name).toBe('Ann Lee');
    expect((await api.get<UserAllIdentities>(`/users/${user?.id}/all-identities`)).body.ssoIdentities).toHaveLength(1);

    await server().records.flush();
    const keys = (await scope().selectFrom('logs').select('key').execute()).map((row) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'Interaction.SignIn.Verification.EnterpriseSso.Create',
        'Interaction.SignIn.Verification.EnterpriseSso.Submit',
        'Interaction.SignIn.Identifier.Submit',
        'Interaction.SignIn.Submit',
      ]),
    );
  });

  it("links the identity to the account holding an email of the connector's domains", async () => {
    const existing = await createUser(scope(), { primaryEmail: 'bob@acme.test', username: 'bob' }, { defaultRoles: false });
    idp.signInAs({ nameId: 'bob-at-idp', email: 'bob@acme.test' });
    await signIn();
    const identities = (await api.get<UserAllIdentities>(`/users/${existing.id}/all-identities`)).body;
    expect(identities.ssoIdentities[0]?.ssoIdentity.identityId).toBe('bob-at-idp');

    // An IdP may not claim an account of a domain it is not authoritative for.
    await createUser(scope(), { primaryEmail: 'carol@elsewhere.test' }, { defaultRoles: false });
    idp.signInAs({ nameId: 'carol-at-idp', email: 'carol@elsewhere.test' });
    const { flow, verificationId, form } = await toIdp();
    const back = new URL((await postToAcs(form)).headers.get('location') ?? '');
    await flow.api('POST', `/verification/sso/${connector.id}/verify`, { verificationId, connectorData: Object.fromEntries(back.searchParams) });
    const refused = await flow.api<ErrorBody>('POST', '/identification', { verificationId });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 422, code: 'user.email_already_in_use' });
  });

  it('refuses tampered, unsigned, foreign, expired, misdirected, replayed and DTD-carrying answers', async () => {
    idp.signInAs({ nameId: 'dave-at-idp', email: 'dave@acme.test' });
    await expectRefused({ tamper: (xml) => xml.replace('dave-at-idp', 'admin-at-idp') }, 'single_sign_on.saml_signature_invalid');
    await expectRefused({ unsigned: true }, 'single_sign_on.saml_signature_invalid');
    await expectRefused({ signingKey: createSigningKey('Impostor') }, 'single_sign_on.saml_signature_invalid');
    await expectRefused({ audience: 'https://another-sp.test/metadata' }, 'single_sign_on.saml_audience_mismatch');
    await expectRefused({ recipient: 'https://another-sp.test/acs' }, 'single_sign_on.saml_audience_mismatch');
    await expectRefused({ notOnOrAfterIn: -600, notBeforeIn: -1200 }, 'single_sign_on.saml_assertion_expired');
    await expectRefused({ notBeforeIn: 600 }, 'single_sign_on.saml_assertion_expired');
    await expectRefused({ inResponseTo: '_not-this-request' }, 'single_sign_on.saml_request_mismatch');
    await expectRefused({ doctype: '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>' }, 'single_sign_on.saml_dtd_refused');

    // A correctly signed answer to a new request, reusing an assertion id already accepted.
    await signIn({ assertionId: '_assertion-used-once' });
    await expectRefused({ assertionId: '_assertion-used-once' }, 'single_sign_on.saml_assertion_replayed');
    // The same posted form twice: the request it answered is used up.
    const { form } = await toIdp();
    expect((await postToAcs(form)).status).toBe(302);
    const again = await postToAcs(form);
    expect({ status: again.status, code: ((await again.json()) as ErrorBody).code }).toEqual({ status: 404, code: 'session.verification_record_not_found' });
  });

  it('checks the callback state, and verifies nothing before the ACS has an assertion', async () => {
    idp.signInAs({ nameId: 'erin-at-idp', email: 'erin@acme.test' });
    const { flow, verificationId, form } = await toIdp();
    const early = await flow.api<ErrorBody>('POST', `/verification/sso/${connector.id}/verify`, { verificationId, connectorData: { state: 'app-state' } });
    expect({ status: early.status, code: early.body.code }).toEqual({ status: 400, code: 'single_sign_on.assertion_not_found' });
    expect((await postToAcs(form)).status).toBe(302);
    const wrongState = await flow.api<ErrorBody>('POST', `/verification/sso/${connector.id}/verify`, { verificationId, connectorData: { state: 'other' } });
    expect({ status: wrongState.status, code: wrongState.body.code }).toEqual({ status: 400, code: 'single_sign_on.state_mismatch' });
    // Without the code the ACS gave the posting browser, the identity is not handed over.
    const withoutCode = await flow.api<ErrorBody>('POST', `/verification/sso/${connector.id}/verify`, { verificationId, connectorData: { state: 'app-state' } });
    expect({ status: withoutCode.status, code: withoutCode.body.code }).toEqual({ status: 400, code: 'single_sign_on.state_mismatch' });
    const unverified = await flow.api<ErrorBody>('POST', '/identification', { verificationId });
    expect({ status: unverified.status, code: unverified.body.code }).toEqual({ status: 400, code: 'session.verification_failed' });
    const unknown = await flow.api<ErrorBody>('POST', '/verification/sso/nosuchconnector/authorization-uri', { state: 's', redirectUri: callbackUri() });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: 'single_sign_on.connector_not_found' });
  });

  it("does not sign a sign-in's starter in as whoever completed it at the IdP", async () => {
    // An attacker starts a sign-in and gets someone signed in at the IdP to open its URL.
    idp.signInAs({ nameId: 'victim-at-idp', email: 'victim@acme.test' });
    const { flow: attacker, verificationId, form } = await toIdp();
    const victimRedirect = await postToAcs(form);
    expect(victimRedirect.status).toBe(302);
    // The attacker knows the state and the RelayState, not the code that went to the victim's browser.
    const stolen = await attacker.api<ErrorBody>('POST', `/verification/sso/${connector.id}/verify`, {
      verificationId,
      connectorData: { state: 'app-state', code: 'guessed', RelayState: form.relayState ?? '' },
    });
    expect({ status: stolen.status, code: stolen.body.code }).toEqual({ status: 400, code: 'single_sign_on.state_mismatch' });
    expect(await findUserByEmail(scope(), 'victim@acme.test')).toBeUndefined();

    // Nor may the answer be sent to a page of the attacker's.
    const elsewhere = await attacker.api<ErrorBody>('POST', `/verification/sso/${connector.id}/authorization-uri`, {
      state: 'app-state',
      redirectUri: 'https://attacker.test/callback',
    });
    expect({ status: elsewhere.status, code: elsewhere.body.code }).toEqual({ status: 400, code: 'connector.invalid_request_parameters' });
  });

  it('refuses an identity it cannot key or create: an overlong subject, and no email for a new user', async () => {
    const verifyAs = async (user: Parameters<SamlIdp['signInAs']>[0]) => {
      idp.signInAs(user);
      const { flow, verificationId, form } = await toIdp();
      const back = new URL((await postToAcs(form)).headers.get('location') ?? '');
      const verified = await flow.api<ErrorBody>('POST', `/verification/sso/${connector.id}/verify`, { verificationId, connectorData: Object.fromEntries(back.searchParams) });
      return { flow, verificationId, verified };
    };
    const overlong = await verifyAs({ nameId: 'x'.repeat(300), email: 'long@acme.test' });
    expect({ status: overlong.verified.status, code: overlong.verified.body.code }).toEqual({ status: 400, code: 'connector.invalid_response' });
    const anonymous = await verifyAs({ nameId: 'no-email-at-idp' });
    expect(anonymous.verified.status).toBe(200);
    const refused = await anonymous.flow.api<ErrorBody>('POST', '/identification', { verificationId: anonymous.verificationId });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 422, code: 'single_sign_on.missing_email' });
  });

  it("deletes the users' identities with the connector, and keeps the users", async () => {
    const ann = await findUserByEmail(scope(), 'ann@acme.test');
    expect((await api.get<UserAllIdentities>(`/users/${ann?.id}/all-identities`)).body.ssoIdentities).toHaveLength(1);
    expect((await api.delete(`/sso-connectors/${connector.id}`)).status).toBe(204);
    expect((await api.get<UserAllIdentities>(`/users/${ann?.id}/all-identities`)).body.ssoIdentities).toEqual([]);
    expect((await findUserByEmail(scope(), 'ann@acme.test'))?.id).toBe(ann?.id);
  });
});
