import type { SamlApplicationSecret } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { scopeToTenant } from '../../server/src/db/tenant-scope.js';
import { createUser } from '../../server/src/modules/users/service.js';
import { createManagementToken } from '../../server/src/testing/management-token.js';
import {
  startSamlServiceProvider,
  type SamlServiceProvider,
} from '../../server/src/testing/saml-sp.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { createConsoleSession, uiTimeout, type StorageState } from './support/console-auth.js';
import { submitSignInForm } from './support/experience-forms.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'Tessera as a SAML identity provider'
  : `Tessera as a SAML identity provider (skipped: ${chromium.reason})`;

describe.skipIf(!chromium.available)(title, () => {
  let sp: SamlServiceProvider | undefined;
  let consoleSession: StorageState;
  const suite = useBrowserSuite({ allowedOrigins: () => (sp ? [sp.url] : []) });
  const { it } = suite;
  const user = {
    username: 'saml_reader',
    password: 'correct-Horse-battery-9',
    primaryEmail: 'reader@example.com',
  };

  beforeAll(async () => {
    sp = await startSamlServiceProvider();
    consoleSession = await createConsoleSession(suite.browser(), suite.server());
    const server = suite.server();
    await createUser(scopeToTenant(server.context.database.db, 'default'), user, {
      defaultRoles: true,
    });
  });
  afterAll(async () => {
    await sp?.close();
  });

  it('an admin sets up a SAML app in the console; the SP signs a user in through Tessera and verifies the assertion', async ({
    openPage,
  }) => {
    const serviceProvider = sp as SamlServiceProvider;
    const admin = await openPage('/console/default/applications/create', {
      storageState: consoleSession,
    });
    await admin.getByTestId('app-create-type-SAML').click();
    await admin.getByTestId('app-name-input').fill('Team wiki');
    await admin.getByTestId('app-create-submit').click();
    await admin.waitForURL(/\/applications\/[0-9a-z]+\/settings$/, uiTimeout);
    const id = /\/applications\/([0-9a-z]+)\//.exec(new URL(admin.url()).pathname)?.[1] ?? '';

    await admin.getByTestId('saml-acsUrl-input').fill(serviceProvider.acsUrl);
    await admin.getByTestId('saml-entityId-input').fill(serviceProvider.entityId);
    await admin.getByTestId('saml-attribute-add').click();
    await admin.getByTestId('saml-claim-0').selectOption('email');
    await admin.getByTestId('saml-attribute-name-0').fill('email');
    await admin.getByTestId('save-button').click();
    await expect.poll(() => admin.getByTestId('save-button').isDisabled(), uiTimeout).toBe(true);
    const ssoUrl = await admin.getByTestId('saml-idp-sso-url').textContent();
    expect(ssoUrl).toContain(`/api/saml/${id}/authn`);
    // The certificate the app was created with is active.
    await admin
      .getByTestId('saml-certificates-table')
      .getByText('Active', { exact: true })
      .waitFor(uiTimeout);

    // What the SP's administrator does with the IdP metadata the console offers.
    const server = suite.server();
    const token = await createManagementToken(server);
    const metadata = await fetch(`${server.url}/api/saml-applications/${id}/metadata`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [active] = (
      (await (
        await fetch(`${server.url}/api/saml-applications/${id}/secrets`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()) as SamlApplicationSecret[]
    ).filter((secret) => secret.active);
    const xml = await metadata.text();
    expect(xml).toContain(
      active?.certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '') ?? '-',
    );
    serviceProvider.trustIdp(xml);

    // A user opens the SP, which sends them to Tessera's sign-in app and gets a signed assertion back.
    const visitor = await openPage(`${serviceProvider.url}/login`);
    await visitor.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(visitor, user);
    const signedIn = visitor.locator('#signed-in');
    await signedIn.waitFor(uiTimeout);
    expect(await signedIn.textContent()).toBe(`Signed in as ${user.primaryEmail}`);
    expect(new URL(visitor.url()).origin).toBe(serviceProvider.url);
    expect(serviceProvider.received).toHaveLength(1);
    const [result] = serviceProvider.received;
    expect(result && 'assertion' in result ? result.assertion : result).toMatchObject({
      audience: serviceProvider.entityId,
      attributes: { email: user.primaryEmail },
    });
    expect(result && 'relayState' in result ? result.relayState : undefined).toBe('from-login');
  });
});
