import { createHash, randomBytes } from 'node:crypto';
import { describe, expect } from 'vitest';
import { tenantSuspendTask, tenantUnsuspendTask } from '../../server/src/modules/tenant-suspension/cli-commands.js';
import type { TaskDeps } from '../../server/src/modules/cli-bridge/tasks/task.js';
import { insertTestClient, testRedirectUri } from '../../server/src/testing/authorization-flow.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { createFreeProductionTenant } from './support/cloud-tenant.js';
import { signInToConsole, uiTimeout } from './support/console-auth.js';
import type { TestServer } from './support/server.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'tenant suspension in the cloud console'
  : `tenant suspension in the cloud console (skipped: ${chromium.reason})`;

/** What the CLI's commands get inside the running server (the embedded database's bridge). */
const taskDeps = ({ context }: TestServer): TaskDeps => ({
  db: context.database.db,
  database: context.database,
  config: context.config,
  vault: context.vault,
  scopeOf: context.scopeOf,
  databaseOf: context.tenants.databaseOf,
  tenantScope: context.tenantScope,
  seed: async () => undefined,
  logger: context.logger,
});

describe.skipIf(!chromium.available)(title, () => {
  const suite = useBrowserSuite({ serverEnvironment: () => ({ EDITION: 'cloud' }) });
  const { it } = suite;

  it('shows a suspended tenant as suspended and refuses its sign-in, until the suspension is lifted', async ({
    openPage,
  }) => {
    const page = await openPage('/console/default/get-started');
    await signInToConsole(page, suite.server(), { path: '/console/default/get-started' });

    const tenantId = await createFreeProductionTenant(page, 'Suspended Shop');
    await page.getByTestId('sidebar').waitFor(uiTimeout);
    // Let the console finish its token exchanges for the new tenant before reloading.
    await page.waitForLoadState('networkidle');

    const deps = taskDeps(suite.server());
    await tenantSuspendTask.run(deps, { tenant: tenantId });
    await page.reload();
    await page.getByTestId('tenant-suspended-page').waitFor(uiTimeout);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This tenant is suspended');
    expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('tenant-selector').getByTestId('tenant-status-suspended').textContent(), uiTimeout)
      .toBe('Suspended');

    // The tenant's own sign-in refuses with a page saying why.
    const clientId = await insertTestClient(suite.server().context.database.db, { tenantId });
    const query = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: testRedirectUri,
      scope: 'openid',
      code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const signIn = await openPage(`/t/${tenantId}/oidc/auth?${query}`);
    const refusal = signIn.locator('p[data-code="tenant.suspended"]');
    await refusal.waitFor(uiTimeout);
    expect(await refusal.textContent()).toContain('This tenant is suspended');

    // Lifted: the shell is back, and sign-in reaches the sign-in page. The console finishes its
    // token exchanges first, as a reload that cuts one short ends the session.
    await page.waitForLoadState('networkidle');
    await tenantUnsuspendTask.run(deps, { tenant: tenantId });
    await page.reload();
    await page.getByTestId('sidebar').waitFor(uiTimeout);
    expect(await page.getByTestId('tenant-suspended-page').count()).toBe(0);
    await signIn.goto(`/t/${tenantId}/oidc/auth?${query}`);
    await signIn.getByTestId('page-sign-in').waitFor(uiTimeout);
  });
});
