import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  decodeJwtPayload,
  requestClientCredentialsToken,
} from '../../server/src/testing/management-token.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { startCallbackServer, type CallbackServer } from './support/callback-server.js';
import {
  addRedirectUriInConsole,
  createApplicationInConsole,
} from './support/console-applications.js';
import {
  createConsoleSession,
  consoleHome,
  uiTimeout,
  type StorageState,
} from './support/console-auth.js';
import {
  assignRoleToApplicationInConsole,
  createApiResourceInConsole,
  createMachineRoleInConsole,
  createPermissionInConsole,
  removeRoleFromApplicationInConsole,
} from './support/console-authorization.js';
import { submitRegisterForm } from './support/experience-forms.js';
import { createRelyingParty } from './support/relying-party.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'applications and access control in the console'
  : `applications and access control in the console (skipped: ${chromium.reason})`;

const scopesOf = (accessToken: string) =>
  String(decodeJwtPayload(accessToken).scope ?? '')
    .split(' ')
    .filter(Boolean);

describe.skipIf(!chromium.available)(title, () => {
  let callback: CallbackServer | undefined;
  let session: StorageState | undefined;
  const suite = useBrowserSuite({ allowedOrigins: () => (callback ? [callback.origin] : []) });
  const { it } = suite;

  beforeAll(async () => {
    callback = await startCallbackServer();
    session = await createConsoleSession(suite.browser(), suite.server());
  });
  afterAll(async () => {
    await callback?.close();
  });

  it('creates an SPA in the console and signs a new user in to it with code and PKCE', async ({
    openPage,
  }) => {
    const server = suite.server();
    const redirectUri = callback?.redirectUri ?? '';
    const consolePage = await openPage(consoleHome, { storageState: session });
    const app = await createApplicationInConsole(consolePage, { type: 'SPA', name: 'Reports SPA' });
    expect(app.secret).toBeUndefined();
    await addRedirectUriInConsole(consolePage, redirectUri);

    const relyingParty = await createRelyingParty(`${server.url}/oidc`, app.id, redirectUri);
    const pending = await relyingParty.startAuthorization({ first_screen: 'register' });
    // A different browser: the end user has nothing to do with the console session.
    const page = await openPage(pending.url.toString());
    await page.getByTestId('page-register').waitFor(uiTimeout);
    await submitRegisterForm(page, { username: 'pkce_reader', password: 'Tq9#vLmw-Rk2' });

    await page.waitForURL((url) => url.toString().startsWith(redirectUri), uiTimeout);
    const callbackUrl = new URL(page.url());
    expect(callback?.received.map((url) => url.searchParams.get('code'))).toEqual([
      callbackUrl.searchParams.get('code'),
    ]);
    const tokens = await relyingParty.redeemCode(callbackUrl, pending);
    expect(tokens.claims()).toMatchObject({
      iss: `${server.url}/oidc`,
      aud: app.id,
      username: 'pkce_reader',
    });
  });

  it('grants a machine-to-machine app a permission through a role, and takes it back', async ({
    openPage,
  }) => {
    const server = suite.server();
    const indicator = 'https://e2e-api.example.com';
    const page = await openPage(consoleHome, { storageState: session });

    await createApiResourceInConsole(page, { name: 'Reports API', indicator });
    await createPermissionInConsole(page, { name: 'read:reports', description: 'Read reports' });
    const roleId = await createMachineRoleInConsole(page, {
      name: 'Report reader',
      description: 'Reads reports',
      permission: 'read:reports',
    });
    const app = await createApplicationInConsole(page, {
      type: 'MachineToMachine',
      name: 'Report exporter',
    });
    expect(app.secret).toBeTruthy();
    const client = { id: app.id, secret: app.secret ?? '' };
    const requestToken = () =>
      requestClientCredentialsToken(server, client, { resource: indicator, scope: 'read:reports' });

    await assignRoleToApplicationInConsole(page, roleId, app.id);
    const granted = await requestToken();
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(decodeJwtPayload(granted.body.access_token)).toMatchObject({ aud: indicator });
    expect(scopesOf(granted.body.access_token)).toContain('read:reports');

    await removeRoleFromApplicationInConsole(page, roleId, app.id);
    const revoked = await requestToken();
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(scopesOf(revoked.body.access_token)).not.toContain('read:reports');
  });
});
