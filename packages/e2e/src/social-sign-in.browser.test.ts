import { createHash, randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { toJson } from '../../server/src/db/json.js';
import { scopeToTenant } from '../../server/src/db/tenant-scope.js';
import { insertApplication } from '../../server/src/modules/applications/queries.js';
import { createConnector } from '../../server/src/modules/connectors/service.js';
import { updateSignInExperience } from '../../server/src/modules/sign-in-exp/service.js';
import { findUserByIdentity } from '../../server/src/modules/users/queries.js';
import { createUser } from '../../server/src/modules/users/service.js';
import { startTestServer, type TestServer } from '../../server/src/testing/test-server.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../server/src/testing/upstream-idp.js';
import { generateId } from '../../server/src/utils/id.js';
import { checkChromium, launchChromium } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { startCallbackServer, type CallbackServer } from './support/callback-server.js';
import { createConsoleTest } from './support/console-page.js';
import { uiTimeout } from './support/console-auth.js';
import { experienceBuild } from './support/paths.js';

const chromium = checkChromium();
const title = chromium.available ? 'social sign-in in the sign-in app' : `social sign-in in the sign-in app (skipped: ${chromium.reason})`;

const connectorId = 'upstreamsocial';
const existing = { username: 'erin', password: 'Fjord-Lantern-73', primaryEmail: 'erin@example.test' };

describe.skipIf(!chromium.available)(title, () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let idp: UpstreamIdp | undefined;
  let app: CallbackServer | undefined;
  let clientId = '';

  beforeAll(async () => {
    ensureBuilt(experienceBuild);
    server = await startTestServer('pglite');
    browser = await launchChromium();
    app = await startCallbackServer();
    idp = await startUpstreamIdp({
      accounts: [
        { sub: 'carol-up', email: 'carol@example.test', email_verified: true, name: 'Carol Upstream', picture: 'https://example.test/carol.png' },
        { sub: 'erin-up', email: existing.primaryEmail, email_verified: true, name: 'Erin Upstream' },
      ],
    });
    const scope = scopeToTenant(server.context.database.db, 'default');
    clientId = (
      await insertApplication(scope, {
        id: generateId(),
        name: 'Social SPA',
        type: 'SPA',
        oidc_client_metadata: toJson({ redirectUris: [app.redirectUri] }),
        custom_client_metadata: toJson({}),
        custom_data: toJson({}),
        is_third_party: false,
      })
    ).id;
    const upstreamClient = idp.registerClient({ redirectUris: [`${server.url}/callback/${connectorId}`] });
    await createConnector(server.context.tenantScope('default'), server.context.vault, {
      id: connectorId,
      connectorId: 'oidc',
      config: { clientId: upstreamClient.clientId, clientSecret: upstreamClient.clientSecret, issuer: idp.issuer },
      metadata: { target: 'upstream', name: { en: 'Upstream' } },
      syncProfile: true,
    });
    await updateSignInExperience(server.context.tenantScope('default'), { socialSignInConnectorTargets: ['upstream'] });
    await createUser(scope, existing, { defaultRoles: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await idp?.close();
    await app?.close();
  });

  const running = () => {
    if (!server || !browser || !idp || !app) {
      throw new Error('The server, the browser or a provider did not start.');
    }
    return { server, browser, idp, app };
  };
  const it = createConsoleTest(() => ({
    browser: running().browser,
    baseUrl: running().server.url,
    allowedOrigins: [running().idp.issuer, running().app.origin],
  }));

  const authorizationPath = () => {
    const verifier = randomBytes(32).toString('base64url');
    return `/oidc/auth?${new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: running().app.redirectUri,
      scope: 'openid',
      state: 'app-state',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    })}`;
  };

  /** From the sign-in page through the upstream provider's own page, as `name`. */
  const continueUpstreamAs = async (page: Page, name: string) => {
    await page.getByRole('button', { name: 'Continue with Upstream' }).click();
    await page.getByRole('button', { name: `Continue as ${name}` }).click();
  };

  it('registers a new user through the upstream provider with the synced profile', async ({ openPage }) => {
    const page = await openPage(authorizationPath());
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await continueUpstreamAs(page, 'Carol Upstream');
    await page.waitForURL((url) => url.origin === running().app.origin, uiTimeout);
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
    const user = await findUserByIdentity(running().server.context.tenantScope('default'), 'upstream', 'carol-up');
    expect(user).toMatchObject({ name: 'Carol Upstream', primary_email: 'carol@example.test', avatar: 'https://example.test/carol.png' });
  });

  it('offers to link the account that has the email, and links it after its password', async ({ openPage }) => {
    const page = await openPage(authorizationPath());
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await continueUpstreamAs(page, 'Erin Upstream');
    const choice = page.getByTestId('page-social-link');
    await choice.waitFor(uiTimeout);
    expect(await choice.textContent()).toContain(existing.primaryEmail);
    // The tenant signs in by username and password: the email offered first does not apply.
    await page.locator('input[name="identifier"]').fill(existing.username);
    await page.locator('input[name="password"]').fill(existing.password);
    await page.getByRole('button', { name: 'Sign in and link' }).click();
    await page.waitForURL((url) => url.origin === running().app.origin, uiTimeout);
    const user = await findUserByIdentity(running().server.context.tenantScope('default'), 'upstream', 'erin-up');
    expect(user?.username).toBe(existing.username);
  });
});
