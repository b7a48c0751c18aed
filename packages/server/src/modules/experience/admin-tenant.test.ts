import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase, type TestServer } from '../../testing/test-server.js';
import { consoleAdminRoleName } from '../management-api/seed.js';
import { findLogs } from '../logs/queries.js';
import { countUsers } from '../users/queries.js';
import { createFirstAdmin } from './first-admin.js';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';

const password = 'Gl4cier-Tundra';
type Answer = {
  status: number;
  body: { code?: string; redirectTo?: string; data?: Record<string, unknown> };
};

const postJson = async (url: string, body: unknown): Promise<Answer> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

const adminRoleNames = async (server: TestServer, username: string) =>
  server.context.database.db
    .selectFrom('users')
    .innerJoin('users_roles', (join) =>
      join
        .onRef('users_roles.user_id', '=', 'users.id')
        .onRef('users_roles.tenant_id', '=', 'users.tenant_id'),
    )
    .innerJoin('roles', (join) =>
      join
        .onRef('roles.id', '=', 'users_roles.role_id')
        .onRef('roles.tenant_id', '=', 'users_roles.tenant_id'),
    )
    .select('roles.name')
    .where('users.tenant_id', '=', 'admin')
    .where('users.username', '=', username)
    .execute();

const consoleFlow = (server: TestServer) =>
  new AuthorizationFlow(
    server.url,
    'admin-console',
    '/t/admin',
    `${server.url}/console/callback`,
  ).start();

describeEachDatabase('admin tenant and first administrator', (server) => {
  const config = async (prefix = '/t/admin') =>
    (await (await fetch(`${server().url}${prefix}/api/experience/config`)).json()) as Record<
      string,
      unknown
    >;
  const adminScope = () => scopeToTenant(server().context.database.db, 'admin');

  /** The Register steps of the Experience API in a console sign-in, up to (not including) submit. */
  const registerSteps = async (username: string, secret = password) => {
    const browser = await consoleFlow(server());
    expect((await browser.api('PUT', '', { interactionEvent: 'Register' })).status).toBe(204);
    expect(
      (await browser.api('POST', '/profile', { type: 'username', value: username })).status,
    ).toBe(204);
    const passwordStep = await browser.api('POST', '/profile', { type: 'password', value: secret });
    return { browser, passwordStep };
  };

  it('asks for a first administrator while the admin tenant has no user', async () => {
    expect(await config()).toMatchObject({
      tenantId: 'admin',
      signInMode: 'Register',
      isFirstAdminRequired: true,
    });
    expect(await config('')).toMatchObject({ tenantId: 'default', isFirstAdminRequired: false });
  });

  it('has no dedicated first-administrator endpoint any more', async () => {
    const answer = await postJson(`${server().url}/t/admin/api/experience/first-admin`, {
      username: 'admin',
      password,
    });
    expect(answer.status).toBe(404);
  });

  it('applies the password policy to the first administrator', async () => {
    const { passwordStep } = await registerSteps('admin', 'short');
    expect(passwordStep.status).toBe(422);
    expect(passwordStep.body).toMatchObject({ code: 'password_rejected.too_short' });

    // Created directly (set-up scripts), the breach lookup applies too: a fake range listing the
    // password rejects it.
    const suffix = createHash('sha1').update(password).digest('hex').toUpperCase().slice(5);
    const direct = createFirstAdmin(
      adminScope(),
      { username: 'admin', password },
      {
        pwnedRange: async () => `${suffix}:3`,
        logger: { warn: () => undefined },
      },
    );
    await expect(direct).rejects.toMatchObject({ code: 'password_rejected.pwned' });
    expect(await countUsers(adminScope())).toBe(0);
  });

  it('needs a username and a password, whatever the sign-up settings', async () => {
    const browser = await consoleFlow(server());
    await browser.api('PUT', '', { interactionEvent: 'Register' });
    await browser.api('POST', '/profile', { type: 'password', value: password });
    const submitted = await browser.api('POST', '/submit');
    expect(submitted.status).toBe(422);
    expect(submitted.body).toMatchObject({
      code: 'session.missing_profile',
      data: { fields: 'username' },
    });
  });

  it('creates exactly one administrator when several registrations race, signs it in and logs it', async () => {
    const flows = await Promise.all(
      ['root', 'root2', 'root3'].map((username) => registerSteps(username)),
    );
    const answers = await Promise.all(
      flows.map(({ browser }) => browser.api<{ redirectTo: string }>('POST', '/submit')),
    );
    const created = answers.filter((answer) => answer.status === 200);
    expect(created).toHaveLength(1);
    for (const answer of answers.filter((item) => item.status !== 200)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'session.first_admin_exists' });
    }
    expect(await countUsers(adminScope())).toBe(1);

    // The administrator is signed in to the console at once: the callback carries a code.
    const winner = flows[answers.indexOf(created[0] as (typeof answers)[number])];
    const callback = await winner?.browser.follow(created[0]?.body.redirectTo ?? '');
    expect(`${callback?.origin}${callback?.pathname}`).toBe(`${server().url}/console/callback`);
    expect(callback?.searchParams.get('code')).toBeTruthy();

    // Like any registration, it is in the admin tenant's audit log.
    await server().records.flush();
    const logs = await findLogs(
      adminScope(),
      { logKey: 'Interaction.Register.Submit' },
      { limit: 10, offset: 0 },
    );
    const success = logs
      .map((log) => log.payload as Record<string, unknown>)
      .find((payload) => payload.result === 'Success');
    expect(success).toMatchObject({
      applicationId: 'admin-console',
      sessionId: winner?.browser.uid,
    });
    expect(success?.userId).toMatch(/^[\da-z]{12}$/);
  });

  it('refuses a second first administrator: registration is closed', async () => {
    const browser = await consoleFlow(server());
    const again = await browser.api('PUT', '', { interactionEvent: 'Register' });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ code: 'session.registration_disabled' });
  });

  it('closes registration in the admin tenant once the administrator exists', async () => {
    expect(await config()).toMatchObject({ signInMode: 'SignIn', isFirstAdminRequired: false });
    const browser = await consoleFlow(server());
    const answer = await browser.api('POST', '/register', { username: 'newcomer', password });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'session.registration_disabled' });
  });

  it('signs the administrator in to the console, holding the admin role', async () => {
    const [admin] = await server()
      .context.database.db.selectFrom('users')
      .select('username')
      .where('tenant_id', '=', 'admin')
      .execute();
    const username = admin?.username ?? '';
    expect((await adminRoleNames(server(), username)).map((role) => role.name)).toContain(
      consoleAdminRoleName('default'),
    );

    const browser = await consoleFlow(server());
    expect(browser.interactionUrl).toBe(`${server().url}/t/admin/sign-in?uid=${browser.uid}`);
    const answer = await browser.api<{ redirectTo: string }>('POST', '/sign-in', {
      identifier: username,
      password,
    });
    expect(answer.status).toBe(200);
    const callback = await browser.follow(answer.body.redirectTo);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${server().url}/console/callback`);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it("does not accept the default tenant's interaction cookie in the admin tenant", async () => {
    const browser = await new AuthorizationFlow(
      server().url,
      await insertTestClient(server().context.database.db),
    ).start();
    expect((await browser.api('GET', '/interaction')).status).toBe(200);

    const elsewhere = await browser.api('GET', '/interaction', undefined, '/t/admin');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ code: 'session.not_found' });
    const signIn = await browser.api(
      'POST',
      '/sign-in',
      { identifier: 'root', password },
      '/t/admin',
    );
    expect(signIn.status).toBe(404);
    const abort = await browser.api('POST', '/abort', undefined, '/t/admin');
    expect(abort.status).toBe(404);
  });
});

describeEachDatabase('first registration in the admin tenant', (server) => {
  it('makes the first user who registers through the console the administrator', async () => {
    const browser = await consoleFlow(server());
    const answer = await browser.api<{ redirectTo: string }>('POST', '/register', {
      username: 'founder',
      password,
    });
    expect(answer.status).toBe(200);
    expect((await browser.follow(answer.body.redirectTo)).searchParams.get('code')).toBeTruthy();
    expect((await adminRoleNames(server(), 'founder')).map((role) => role.name)).toContain(
      consoleAdminRoleName('default'),
    );

    const next = await (
      await consoleFlow(server())
    ).api('POST', '/register', { username: 'second', password });
    expect(next.status).toBe(403);
  });
});
