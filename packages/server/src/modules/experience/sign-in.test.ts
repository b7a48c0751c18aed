import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { upsertTenantConfig } from '../tenant-configs/queries.js';
import { findUserById, updateUserById } from '../users/queries.js';
import { createUser } from '../users/service.js';
import {
  AuthorizationFlow,
  insertTestClient,
  testRedirectUri,
} from '../../testing/authorization-flow.js';
import { signInExperienceKey } from './experience-settings.js';

const password = 'Gl4cier-Tundra';

describeEachDatabase('experience sign-in', (server) => {
  let clientId = '';
  const flow = () => new AuthorizationFlow(server().url, clientId).start();
  const scope = () => scopeToTenant(server().context.database.db, 'default');

  it('registers a user and hands the client an authorization code', async () => {
    clientId = await insertTestClient(server().context.database.db);
    const browser = await flow();
    expect(browser.interactionUrl).toBe(`${server().url}/sign-in?uid=${browser.uid}`);

    const registered = await browser.api<{ redirectTo: string }>('POST', '/register', {
      username: 'alice',
      email: 'Alice@Example.com',
      password,
    });
    expect(registered.status).toBe(200);
    const callback = await browser.follow(registered.body.redirectTo);
    expect(`${callback.origin}${callback.pathname}`).toBe(testRedirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe('x');
  });

  it('describes the interaction to the sign-in app', async () => {
    const browser = await flow();
    const answer = await browser.api('GET', '/interaction');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      uid: browser.uid,
      prompt: 'login',
      firstScreen: 'signIn',
      client: { id: clientId, name: 'Test SPA', isThirdParty: false },
    });

    const registerFirst = await new AuthorizationFlow(server().url, clientId).start({
      first_screen: 'register',
      login_hint: 'bob@example.com',
    });
    expect(registerFirst.interactionUrl).toContain('/register?uid=');
    expect((await registerFirst.api('GET', '/interaction')).body).toMatchObject({
      firstScreen: 'register',
      loginHint: 'bob@example.com',
    });
  });

  it('signs in by username or email (any case) and stamps the sign-in time', async () => {
    for (const identifier of ['alice', 'ALICE@example.com']) {
      const browser = await flow();
      const answer = await browser.api<{ redirectTo: string }>('POST', '/sign-in', {
        identifier,
        password,
      });
      expect(answer.status, identifier).toBe(200);
      const callback = await browser.follow(answer.body.redirectTo);
      expect(callback.searchParams.get('code')).toBeTruthy();
    }
    const alice = await scope()
      .selectFrom('users')
      .select('last_sign_in_at')
      .where('username', '=', 'alice')
      .executeTakeFirstOrThrow();
    expect(Date.now() - (alice.last_sign_in_at?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const browser = await flow();
    const wrong = await browser.api('POST', '/sign-in', { identifier: 'alice', password: 'nope' });
    const unknown = await browser.api('POST', '/sign-in', { identifier: 'nobody', password });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: 'session.invalid_credentials' });
  });

  it('answers 404 session.not_found without an interaction', async () => {
    const response = await fetch(`${server().url}/api/experience/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'alice', password }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'session.not_found' });
    const interaction = await fetch(`${server().url}/api/experience/interaction`);
    expect(interaction.status).toBe(404);
  });

  it('validates the body', async () => {
    const browser = await flow();
    const empty = await browser.api('POST', '/sign-in', { identifier: '', password });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'guard.invalid_input' });
    const long = await browser.api('POST', '/sign-in', {
      identifier: 'alice',
      password: 'x'.repeat(257),
    });
    expect(long.status).toBe(400);
  });

  it('refuses a suspended user once the password is right', async () => {
    const user = await createUser(
      scope(),
      { username: 'suspended_sam', password },
      { defaultRoles: true },
    );
    await updateUserById(scope(), user.id, { is_suspended: true });
    const browser = await flow();
    const wrong = await browser.api('POST', '/sign-in', {
      identifier: 'suspended_sam',
      password: 'nope',
    });
    expect(wrong.body).toMatchObject({ code: 'session.invalid_credentials' });
    const right = await browser.api('POST', '/sign-in', { identifier: 'suspended_sam', password });
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ code: 'user.suspended' });
  });

  it('refuses to sign in while the tenant only registers, before checking the password', async () => {
    await createUser(scope(), { username: 'register_only_rita', password }, { defaultRoles: true });
    await upsertTenantConfig(scope(), signInExperienceKey, { signInMode: 'Register' });
    try {
      const browser = await flow();
      const refused = await browser.api('POST', '/sign-in', {
        identifier: 'register_only_rita',
        password: 'wrong',
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'session.sign_in_disabled',
        message: 'Signing in is turned off.',
      });
    } finally {
      await upsertTenantConfig(scope(), signInExperienceKey, {});
    }
    const browser = await flow();
    expect(
      (await browser.api('POST', '/sign-in', { identifier: 'register_only_rita', password }))
        .status,
    ).toBe(200);
  });

  it('upgrades an imported SHA-256 password to Argon2id at sign-in', async () => {
    const digest = createHash('sha256').update('imported-Secret-7').digest('hex');
    const user = await createUser(
      scope(),
      { username: 'imported', passwordDigest: digest, passwordAlgorithm: 'SHA256' },
      { defaultRoles: false },
    );
    const browser = await flow();
    const answer = await browser.api<{ redirectTo: string }>('POST', '/sign-in', {
      identifier: 'imported',
      password: 'imported-Secret-7',
    });
    expect(answer.status).toBe(200);
    const upgraded = await findUserById(scope(), user.id);
    expect(upgraded?.password_encryption_method).toBe('Argon2id');
    expect(upgraded?.password_encrypted).toMatch(/^\$argon2id\$/);

    const again = await (
      await flow()
    ).api('POST', '/sign-in', { identifier: 'imported', password: 'imported-Secret-7' });
    expect(again.status).toBe(200);
  });

  it('cancels the request on abort and sends the error to the client', async () => {
    const browser = await flow();
    const answer = await browser.api<{ redirectTo: string }>('POST', '/abort');
    expect(answer.status).toBe(200);
    const callback = await browser.follow(answer.body.redirectTo);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('code')).toBeNull();
  });
});
