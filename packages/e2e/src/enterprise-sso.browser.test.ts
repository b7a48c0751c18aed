import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createManagementApiClient } from '../../server/src/testing/api-client.js';
import { startSamlIdp, type SamlIdp } from '../../server/src/testing/saml-idp.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../server/src/testing/upstream-idp.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { startCallbackServer, type CallbackServer } from './support/callback-server.js';
import { createConsoleSession, uiTimeout, type StorageState } from './support/console-auth.js';
import { createSpaApplication } from './support/management-api.js';
import { createRelyingParty } from './support/relying-party.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'enterprise single sign-on, end to end'
  : `enterprise single sign-on, end to end (skipped: ${chromium.reason})`;
const consoleBase = '/console/default';

type SignedInUser = { id: string; name: string | null; primaryEmail: string | null };

/** Adds an enterprise connector in the console and answers its id, from the page it opens. */
async function createConnector(admin: Page, provider: 'OIDC' | 'SAML', name: string) {
  await admin.goto(`${consoleBase}/enterprise-sso`);
  await admin.getByTestId('sso-connector-create-button').click();
  await admin.getByTestId(`sso-provider-${provider}`).click();
  await admin.getByTestId('sso-connector-name').fill(name);
  await admin.getByTestId('sso-connector-create-submit').click();
  await admin.waitForURL(/\/enterprise-sso\/[0-9a-z]+\/connection$/, uiTimeout);
  return /\/enterprise-sso\/([0-9a-z]+)\//.exec(new URL(admin.url()).pathname)?.[1] ?? '';
}

async function saved(admin: Page) {
  await admin.getByTestId('save-button').click();
  await admin.getByTestId('toast-success').filter({ hasText: /^Changes saved\.$/ }).last().waitFor(uiTimeout);
}

/** The experience tab: the button's name, `example.com` as the email domain, profile sync. */
async function setUpExperience(admin: Page, displayName: string, syncProfile: boolean) {
  await admin.getByTestId('tab-experience').click();
  await admin.getByTestId('sso-branding-displayName').fill(displayName);
  await admin.getByTestId('sso-domains').getByRole('textbox').fill('example.com');
  await admin.getByTestId('sso-domains').getByRole('textbox').press('Enter');
  await admin.getByTestId('sso-domain-tag').filter({ hasText: 'example.com' }).waitFor(uiTimeout);
  if (syncProfile) {
    await admin.getByTestId('sso-sync-profile').click();
  }
  await saved(admin);
}

describe.skipIf(!chromium.available)(title, () => {
  let callback: CallbackServer | undefined;
  let upstream: UpstreamIdp | undefined;
  let samlIdp: SamlIdp | undefined;
  let session: StorageState | undefined;
  const suite = useBrowserSuite({
    allowedOrigins: () =>
      [callback?.origin, upstream?.issuer, samlIdp && new URL(samlIdp.entityId).origin].filter(
        (origin) => origin !== undefined,
      ),
  });
  const { it } = suite;

  beforeAll(async () => {
    [callback, upstream, samlIdp] = await Promise.all([
      startCallbackServer(),
      startUpstreamIdp({
        accounts: [{ sub: 'ada', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' }],
      }),
      startSamlIdp(),
    ]);
    session = await createConsoleSession(suite.browser(), suite.server());
  });
  afterAll(async () => {
    await Promise.all([callback?.close(), upstream?.close(), samlIdp?.stop()]);
  });

  it('an administrator connects an OIDC and a SAML identity provider for example.com in the console, and people of example.com sign in through each, created just in time with their profile', async ({
    openPage,
  }) => {
    const server = suite.server();
    const oidcIdp = upstream as UpstreamIdp;
    const saml = samlIdp as SamlIdp;
    const redirectUri = callback?.redirectUri ?? '';
    const api = await createManagementApiClient(server);
    // People sign in with an email (and a password, for those without a company sign-in).
    const methods = await api.patch('/sign-in-exp', {
      signIn: {
        methods: [
          { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
          { identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true },
        ],
      },
    });
    expect(methods.status, JSON.stringify(methods.body)).toBe(200);
    const clientId = await createSpaApplication(server, 'Example app', redirectUri);
    const relyingParty = await createRelyingParty(`${server.url}/oidc`, clientId, redirectUri);
    const signInThroughApp = async (signIn: (page: Page) => Promise<void>) => {
      const pending = await relyingParty.startAuthorization();
      const page = await openPage(pending.url.toString());
      await page.getByTestId('page-sign-in').waitFor(uiTimeout);
      await signIn(page);
      await page.waitForURL((url) => url.toString().startsWith(redirectUri), uiTimeout);
      const tokens = await relyingParty.redeemCode(new URL(page.url()), pending);
      const user = await api.get<SignedInUser>(`/users/${String(tokens.claims()?.sub)}`);
      expect(user.status).toBe(200);
      return user.body;
    };

    // 1. OIDC: the connector's callback URL is registered at the provider, whose client goes back in.
    const admin = await openPage(consoleBase, { storageState: session });
    const oidcId = await createConnector(admin, 'OIDC', 'Example OIDC');
    const callbackUri = (await admin.getByTestId('sso-callback-uri').textContent()) ?? '';
    expect(callbackUri).toBe(`${server.url}/callback/${oidcId}`);
    const client = oidcIdp.registerClient({ redirectUris: [callbackUri] });
    await admin.getByTestId('sso-oidc-issuer').fill(oidcIdp.issuer);
    await admin.getByTestId('sso-oidc-clientId').fill(client.clientId);
    await admin.getByTestId('sso-oidc-clientSecret').fill(client.clientSecret);
    await saved(admin);
    // The server read the provider's discovery document.
    await admin.getByTestId('sso-oidc-discovery').getByText(oidcIdp.tokenEndpoint).waitFor(uiTimeout);
    await setUpExperience(admin, 'Example OIDC', true);

    // 2. SAML: the IdP entered by hand, its certificate uploaded as a file; the server reads it back.
    const samlId = await createConnector(admin, 'SAML', 'Example SAML');
    expect(await admin.getByTestId('sso-acs-url').textContent()).toBe(
      `${server.url}/api/authn/single-sign-on/saml/${samlId}`,
    );
    await admin.getByTestId('sso-saml-source-manual').click();
    await admin.getByTestId('sso-saml-entityId').fill(saml.entityId);
    await admin.getByTestId('sso-saml-signInEndpoint').fill(saml.signInEndpoint);
    await admin.getByTestId('sso-saml-certificate-file').setInputFiles({
      name: 'example-idp.pem',
      mimeType: 'application/x-pem-file',
      buffer: Buffer.from(saml.key.certificatePem),
    });
    await saved(admin);
    expect(await admin.getByTestId('sso-idp-entity-id').textContent()).toBe(saml.entityId);
    await setUpExperience(admin, 'Example SAML', false);

    // 3. Single sign-on on the sign-in page.
    await admin.goto(`${consoleBase}/sign-in-experience/sign-up-and-sign-in`);
    await admin.getByTestId('sie-single-sign-on-switch').click();
    await saved(admin);

    // 4. Ada signs in through the OIDC provider from the single sign-on entry: created just in time.
    oidcIdp.autoSignInAs('ada');
    const ada = await signInThroughApp(async (page) => {
      await page.getByTestId('single-sign-on-entry').click();
      await page.getByLabel('Work email').fill('ada@example.com');
      await page.getByTestId('submit').click();
      await page.getByTestId('page-sso-connectors').waitFor(uiTimeout);
      await page.getByTestId(`sso-connector-${oidcId}`).click();
    });
    expect(ada).toMatchObject({ primaryEmail: 'ada@example.com', name: 'Ada Lovelace' });

    // 5. Her name changes at the provider; the next sign-in, from the identifier form (which asks
    // no password of an email with a company sign-in), syncs it.
    oidcIdp.setAccount({ sub: 'ada', email: 'ada@example.com', email_verified: true, name: 'Ada King' });
    const again = await signInThroughApp(async (page) => {
      await page.getByLabel('Username / Email').fill('ada@example.com');
      await page.getByTestId('submit').filter({ hasText: 'Sign in with single sign-on' }).click();
      await page.getByTestId('page-sso-connectors').waitFor(uiTimeout);
      await page.getByTestId(`sso-connector-${oidcId}`).click();
    });
    expect(again).toMatchObject({ id: ada.id, name: 'Ada King' });

    // 6. Grace signs in through the SAML IdP: a signed assertion posted to the ACS, then the app.
    saml.signInAs({ nameId: 'grace', email: 'grace@example.com', name: 'Grace Hopper' });
    const grace = await signInThroughApp(async (page) => {
      await page.getByTestId('single-sign-on-entry').click();
      await page.getByLabel('Work email').fill('grace@example.com');
      await page.getByTestId('submit').click();
      await page.getByTestId(`sso-connector-${samlId}`).click();
    });
    expect(grace).toMatchObject({ primaryEmail: 'grace@example.com', name: 'Grace Hopper' });
    expect(grace.id).not.toBe(ada.id);
  });
});
