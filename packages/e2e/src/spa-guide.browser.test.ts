import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  spaConfigureCode,
  spaSignInCode,
} from '../../console/src/pages/applications/guide/code/spa-react';
import { scopeToTenant } from '../../server/src/db/tenant-scope.js';
import { createUser } from '../../server/src/modules/users/service.js';
import { createManagementApiClient } from '../../server/src/testing/api-client.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { uiTimeout } from './support/console-auth.js';
import { submitSignInForm } from './support/experience-forms.js';
import { startSpaSample, type SpaSample } from './support/spa-sample.js';
import { createTempDirs } from './support/temp-dir.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'the React SPA guide'
  : `the React SPA guide (skipped: ${chromium.reason})`;
const tempDirs = createTempDirs('spa-guide');

/** The reader's own part: a page with a sign-in button, and the callback route. */
const mainCode = `import { createRoot } from 'react-dom/client';
import { userManager } from './src/auth';
import { SignInCallback, signIn, useUser } from './src/auth-components';

window.userManager = userManager;

const Home = () => {
  const user = useUser();
  return user
    ? <p data-testid="signed-in">{user.profile.username}</p>
    : <button data-testid="sign-in" onClick={() => void signIn()}>Sign in</button>;
};

createRoot(document.getElementById('root')).render(
  location.pathname === '/callback' ? <SignInCallback onSignedIn={() => location.replace('/')} /> : <Home />,
);
`;

type SpaUser = { access_token: string; refresh_token?: string; profile: { username?: string } };
type SpaWindow = {
  userManager: {
    getUser: () => Promise<SpaUser | null>;
    signinSilent: () => Promise<SpaUser | null>;
  };
};

describe.skipIf(!chromium.available)(title, () => {
  let spa: SpaSample | undefined;
  const suite = useBrowserSuite({ allowedOrigins: () => (spa ? [spa.origin] : []) });
  const { it } = suite;
  const user = { username: 'spa_reader', password: 'correct-Horse-battery-9' };

  beforeAll(async () => {
    spa = await startSpaSample(tempDirs.make());
    const server = suite.server();
    const api = await createManagementApiClient(server);
    const app = await api.post<{ id: string }>('/applications', {
      name: 'Guide: React SPA',
      type: 'SPA',
      oidcClientMetadata: {
        redirectUris: [`${spa.origin}/callback`],
        postLogoutRedirectUris: [`${spa.origin}/`],
      },
    });
    expect(app.status).toBe(200);
    await createUser(scopeToTenant(server.context.database.db, 'default'), user, {
      defaultRoles: true,
    });
    const values = {
      issuer: `${server.url}/oidc`,
      clientId: app.body.id,
      redirectUri: `${spa.origin}/callback`,
      postLogoutRedirectUri: `${spa.origin}/`,
    };
    await spa.build({
      'src/auth.ts': spaConfigureCode(values),
      'src/auth-components.tsx': spaSignInCode(values),
      'main.tsx': mainCode,
    });
  });
  afterAll(async () => {
    await spa?.close();
    tempDirs.removeAll();
  });

  it('signs in with code and PKCE, gets a refresh token for offline_access (OIDC Core §11), and renews with it (RFC 6749 §6)', async ({
    openPage,
  }) => {
    const page = await openPage(spa?.origin ?? '');
    await page.getByTestId('sign-in').click();
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(page, user);
    const consent = page.getByTestId('consent-authorize');
    const signedIn = page.getByTestId('signed-in');
    await consent.or(signedIn).waitFor(uiTimeout);
    if (await consent.isVisible()) {
      await consent.click();
    }
    await signedIn.waitFor(uiTimeout);
    expect(await signedIn.textContent()).toBe(user.username);

    const first = await page.evaluate(() => (window as unknown as SpaWindow).userManager.getUser());
    expect(first?.refresh_token, 'a refresh token for offline_access').toBeTruthy();

    // Renewal without a redirect: the library redeems the refresh token at the token endpoint.
    const renewed = await page.evaluate(() =>
      (window as unknown as SpaWindow).userManager.signinSilent(),
    );
    expect(renewed?.access_token).toBeTruthy();
    expect(renewed?.access_token).not.toBe(first?.access_token);
    expect(renewed?.refresh_token).not.toBe(first?.refresh_token);
    expect(page.url().startsWith(spa?.origin ?? '-')).toBe(true);
  });
});
