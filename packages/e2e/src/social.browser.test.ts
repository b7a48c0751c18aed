import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createManagementApiClient } from '../../server/src/testing/api-client.js';
import {
  startUpstreamIdp,
  type UpstreamAccount,
  type UpstreamIdp,
} from '../../server/src/testing/upstream-idp.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { startCallbackServer, type CallbackServer } from './support/callback-server.js';
import { createConsoleSession, uiTimeout, type StorageState } from './support/console-auth.js';
import { saveConnectorGuide } from './support/console-connectors.js';
import { createSpaApplication } from './support/management-api.js';
import { createRelyingParty, type PendingAuthorization } from './support/relying-party.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'social sign-in, end to end'
  : `social sign-in, end to end (skipped: ${chromium.reason})`;
const consoleBase = '/console/default';

/** Accounts of the upstream provider, which stands in for GitHub. */
const octo: UpstreamAccount = {
  sub: '5001',
  name: 'Octo Cat',
  email: 'octo@octo.test',
  email_verified: true,
  preferred_username: 'octocat',
  picture: 'https://avatars.octo.test/5001.png',
};
const linda: UpstreamAccount = {
  sub: '5002',
  name: 'Linda Lang',
  email: 'linda@octo.test',
  email_verified: true,
  preferred_username: 'lindal',
};
/** GitHub's `/user` answer: a numeric id, the login, the public (verified) email. */
const githubProfilePath = '/user';
const githubProfile = (account: UpstreamAccount) => ({
  id: Number(account.sub),
  login: account.preferred_username,
  name: account.name ?? null,
  email: account.email ?? null,
  avatar_url: account.picture ?? null,
});

type UserDetails = {
  id: string;
  name: string | null;
  primaryEmail: string | null;
  avatar: string | null;
  identities: Record<string, { userId: string; details?: Record<string, unknown> }>;
};

describe.skipIf(!chromium.available)(title, () => {
  let upstream: UpstreamIdp | undefined;
  let callback: CallbackServer | undefined;
  let session: StorageState | undefined;
  const suite = useBrowserSuite({
    allowedOrigins: () =>
      [callback?.origin, upstream?.issuer].filter((origin) => origin !== undefined),
  });
  const { it } = suite;

  beforeAll(async () => {
    [upstream, callback] = await Promise.all([
      startUpstreamIdp({ accounts: [octo, linda] }),
      startCallbackServer(),
    ]);
    upstream.serveProfile(githubProfilePath, githubProfile);
    session = await createConsoleSession(suite.browser(), suite.server());
  });
  afterAll(async () => {
    await Promise.all([upstream?.close(), callback?.close()]);
  });

  /**
   * Adds the GitHub connector in the console, pointed at the upstream provider, with the client
   * the provider registered for the callback URL the guide shows. Answers the connector's id.
   */
  async function addGithubConnector(admin: Page, idp: UpstreamIdp, serverUrl: string) {
    await admin.getByTestId('connector-add-social-empty').click();
    await admin.getByTestId('factory-github-universal').click();
    const callbackUrl = (await admin.getByTestId('social-callback-url').textContent()) ?? '';
    expect(callbackUrl).toMatch(new RegExp(`^${serverUrl}/callback/[0-9a-z]{21}$`));
    const client = idp.registerClient({
      redirectUris: [callbackUrl],
      tokenEndpointAuthMethod: 'client_secret_post',
    });
    await admin.getByTestId('config-clientId').fill(client.clientId);
    await admin.getByTestId('config-clientSecret').fill(client.clientSecret);
    // The stand-in grants only OpenID scopes, not GitHub's own (read:user, user:email).
    await admin.getByTestId('config-scope').fill('openid email profile');
    await admin.getByTestId('config-authorizationEndpoint').fill(idp.authorizationEndpoint);
    await admin.getByTestId('config-tokenEndpoint').fill(idp.tokenEndpoint);
    await admin.getByTestId('config-userInfoEndpoint').fill(`${idp.issuer}${githubProfilePath}`);
    await admin.getByTestId('social-sync-profile').click();
    await saveConnectorGuide(admin);
    const connectorId = (await admin.getByTestId('connector-id').textContent()) ?? '';
    // The connector lives under the id the callback URL named before it existed.
    expect(callbackUrl).toBe(`${serverUrl}/callback/${connectorId}`);
    // The client secret comes back masked.
    const secret = await admin.getByTestId('config-clientSecret').inputValue();
    expect(secret).not.toBe(client.clientSecret);
    expect(secret).not.toContain(client.clientSecret.slice(4, -4));
    return connectorId;
  }

  /** Offers GitHub on the sign-in page, in the sign-in experience's sign-up and sign-in tab. */
  async function offerGithub(admin: Page) {
    await admin.goto(`${consoleBase}/sign-in-experience/sign-up-and-sign-in`);
    await admin.getByTestId('sie-social-targets').getByTestId('checkbox-github').check();
    await admin.getByTestId('save-button').click();
    await admin.getByTestId('toast-success').waitFor(uiTimeout);
  }

  /**
   * An end user signs in to the application with "Continue with GitHub", picks `account` at the
   * upstream provider and lands back at the application, which redeems the code.
   */
  async function signInWithGithub(
    openPage: (path: string) => Promise<Page>,
    start: () => Promise<PendingAuthorization>,
    finish: (page: Page, pending: PendingAuthorization) => Promise<string>,
    account: UpstreamAccount,
  ) {
    const pending = await start();
    const page = await openPage(pending.url.toString());
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.locator(`button[data-sub="${account.sub}"]`).click();
    return finish(page, pending);
  }

  it('an administrator adds a GitHub connector; users register with the synced profile, sign in again as the same user, and an existing account is linked', async ({
    openPage,
  }) => {
    const server = suite.server();
    const idp = upstream as UpstreamIdp;
    const redirectUri = callback?.redirectUri ?? '';
    const api = await createManagementApiClient(server);

    // 1. The administrator adds the connector and offers it on the sign-in page, in the console.
    const admin = await openPage(`${consoleBase}/connectors/social`, { storageState: session });
    const connectorId = await addGithubConnector(admin, idp, server.url);
    await admin.goto(`${consoleBase}/connectors/social`);
    const row = admin.getByTestId('social-target-github');
    await row.waitFor(uiTimeout);
    await offerGithub(admin);
    await admin.goto(`${consoleBase}/connectors/social`);
    await admin.getByText('Offered', { exact: true }).waitFor(uiTimeout);

    // The application the end users sign in to.
    const clientId = await createSpaApplication(server, 'Octo app', redirectUri);
    const relyingParty = await createRelyingParty(`${server.url}/oidc`, clientId, redirectUri);
    const start = () => relyingParty.startAuthorization({ scope: 'openid profile email' });
    const finish = async (page: Page, pending: PendingAuthorization) => {
      await page.waitForURL((url) => url.toString().startsWith(redirectUri), uiTimeout);
      const tokens = await relyingParty.redeemCode(new URL(page.url()), pending);
      return String(tokens.claims()?.sub);
    };

    // 2. Octo has no account: the sign-in through GitHub registers one with GitHub's profile.
    const octoId = await signInWithGithub(openPage, start, finish, octo);
    const registered = await api.get<UserDetails>(`/users/${octoId}`);
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({
      name: 'Octo Cat',
      primaryEmail: 'octo@octo.test',
      avatar: 'https://avatars.octo.test/5001.png',
    });
    expect(registered.body.identities.github?.userId).toBe('5001');

    // 3. The profile changes at GitHub; the next sign-in is the same user, synced again.
    idp.setAccount({ ...octo, name: 'Octo Renamed' });
    expect(await signInWithGithub(openPage, start, finish, octo)).toBe(octoId);
    const synced = await api.get<UserDetails>(`/users/${octoId}`);
    expect(synced.body.name).toBe('Octo Renamed');

    // 4. Linda already has an account with the address GitHub vouches for; with automatic
    // account linking on, signing in with GitHub links that account instead of making another.
    const existing = await api.post<{ id: string }>('/users', {
      primaryEmail: 'linda@octo.test',
      name: 'Linda',
    });
    expect(existing.status, JSON.stringify(existing.body)).toBe(200);
    const linking = await api.patch('/sign-in-exp', {
      socialSignIn: { automaticAccountLinking: true },
    });
    expect(linking.status, JSON.stringify(linking.body)).toBe(200);
    expect(await signInWithGithub(openPage, start, finish, linda)).toBe(existing.body.id);
    const linked = await api.get<UserDetails>(`/users/${existing.body.id}`);
    expect(linked.body.identities.github?.userId).toBe('5002');

    const users = await api.get<Array<{ id: string }>>('/users?page_size=100');
    expect(users.body.map((user) => user.id).sort()).toEqual([octoId, existing.body.id].sort());

    // 5. The connector's details list its callback URL for the provider.
    await admin.goto(`${consoleBase}/connectors/social/${connectorId}`);
    expect(await admin.getByTestId('social-callback-url').textContent()).toBe(
      `${server.url}/callback/${connectorId}`,
    );
  });
});
