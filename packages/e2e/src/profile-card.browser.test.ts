import http from 'node:http';
import path from 'node:path';
import { defaultTenantId } from '@tessera/schemas';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAccountCenter } from '../../server/src/modules/account-center/service.js';
import { signInToAccountApi } from '../../server/src/testing/account-api.js';
import { findUserById } from '../../server/src/modules/users/queries.js';
import { createUser } from '../../server/src/modules/users/service.js';
import { insertTestClient } from '../../server/src/testing/authorization-flow.js';
import { findFreePort } from '../../server/src/testing/free-port.js';
import { checkChromium, launchChromium } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { repoRoot } from './support/paths.js';
import { startConsoleServer, type TestServer } from './support/server.js';

const chromium = checkChromium();
const title = chromium.available ? 'profile card element' : `profile card element (skipped: ${chromium.reason})`;
const timeout = { timeout: 15_000 };
const password = 'Gl4cier-Tundra';

/** Built by the sign-in app's build, after the app itself. */
const elementBuild = {
  workspace: '@tessera/experience',
  output: path.join(repoRoot, 'packages/experience/dist/account-elements/profile-card.js'),
};

/** Another site: a page on its own origin that embeds the card with the user's token. */
async function startHostSite(serverUrl: string) {
  const port = await findFreePort();
  let token = '';
  const site = http.createServer((request, response) => {
    const lang = new URL(request.url ?? '/', 'http://host').searchParams.get('lang') ?? 'en';
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="${lang}"><body>
<h1>Host site</h1>
<tessera-profile-card endpoint="${serverUrl}"${request.url?.includes('signed-in') ? ` access-token="${token}"` : ''}></tessera-profile-card>
<script type="module" src="${serverUrl}/experience/account-elements/profile-card.js"></script>
</body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    setToken: (value: string) => {
      token = value;
    },
    close: () => new Promise<void>((resolve) => site.close(() => resolve())),
  };
}

describe.skipIf(!chromium.available)(title, () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof startHostSite>> | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startConsoleServer({ DEV_FEATURES: 'true' }), launchChromium()]);
    ensureBuilt(elementBuild);
    site = await startHostSite(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([server?.stop(), site?.close()]);
  });

  it('says that no user is provided when signed out, in the page language', async () => {
    const page = await browser!.newPage();
    await page.goto(`${site!.url}/?lang=en`);
    await expect(page.locator('tessera-profile-card').getByText('No user provided.').waitFor(timeout)).resolves.toBeUndefined();
    await page.goto(`${site!.url}/?lang=de`);
    await expect(page.locator('tessera-profile-card').getByText('Kein Benutzer angegeben.').waitFor(timeout)).resolves.toBeUndefined();
    await page.close();
  });

  it('shows the signed-in user and renames them through the account API', async () => {
    const scope = server!.context.tenantScope(defaultTenantId);
    const user = await createUser(scope, { username: 'card_user', password, name: 'Card User' }, { defaultRoles: false });
    await updateAccountCenter(scope, { enabled: true, fields: { name: 'Edit', avatar: 'Edit' } });
    const clientId = await insertTestClient(server!.context.database.db);
    const { token } = await signInToAccountApi(server!.url, clientId, { identifier: 'card_user', password });
    site!.setToken(token);

    const page = await browser!.newPage();
    await page.goto(`${site!.url}/signed-in?lang=en`);
    const card = page.locator('tessera-profile-card');
    await card.getByText('Card User').waitFor(timeout);
    await expect(card.getByRole('button', { name: 'Change' }).isVisible()).resolves.toBe(true);
    // The letter avatar stands in for a missing picture.
    await expect(card.getByRole('img', { name: 'Avatar' }).textContent()).resolves.toBe('C');

    await card.getByRole('button', { name: 'Update' }).click();
    const dialog = card.getByRole('dialog', { name: 'Edit name' });
    await dialog.waitFor(timeout);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Card Renamed');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Card Renamed').waitFor(timeout);
    expect((await findUserById(scope, user.id))?.name).toBe('Card Renamed');
    await page.close();
  });
});
