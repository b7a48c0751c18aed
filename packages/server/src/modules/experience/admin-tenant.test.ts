import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import type { AppEnv } from '../../http/app-env.js';
import { handleError } from '../../app/error-handler.js';
import { requestContext } from '../../app/request-context.js';
import { createLogger } from '../../logger.js';
import { describeEachDatabase, type TestServer } from '../../testing/test-server.js';
import { consoleAdminRoleName } from '../management-api/seed.js';
import { countUsers } from '../users/queries.js';
import { experienceRoutes } from './routes/index.js';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';

const password = 'Gl4cier-Tundra';
type Answer = { status: number; body: { code?: string; redirectTo?: string; data?: Record<string, unknown> } };

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
      join.onRef('users_roles.user_id', '=', 'users.id').onRef('users_roles.tenant_id', '=', 'users.tenant_id'),
    )
    .innerJoin('roles', (join) =>
      join.onRef('roles.id', '=', 'users_roles.role_id').onRef('roles.tenant_id', '=', 'users_roles.tenant_id'),
    )
    .select('roles.name')
    .where('users.tenant_id', '=', 'admin')
    .where('users.username', '=', username)
    .execute();

const consoleFlow = (server: TestServer) =>
  new AuthorizationFlow(server.url, 'admin-console', '/t/admin', `${server.url}/console/callback`).start();

describeEachDatabase('admin tenant and first administrator', (server) => {
  const firstAdmin = (body: unknown, prefix = '/t/admin') =>
    postJson(`${server().url}${prefix}/api/experience/first-admin`, body);
  const config = async (prefix = '/t/admin') =>
    (await (await fetch(`${server().url}${prefix}/api/experience/config`)).json()) as Record<string, unknown>;

  it('asks for a first administrator while the admin tenant has no user', async () => {
    expect(await config()).toMatchObject({ tenantId: 'admin', signInMode: 'Register', isFirstAdminRequired: true });
    expect(await config('')).toMatchObject({ tenantId: 'default', isFirstAdminRequired: false });
  });

  it('offers first-admin in the admin tenant only', async () => {
    const answer = await firstAdmin({ username: 'admin', password }, '');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('session.invalid_interaction');
  });

  it('applies the password policy to the first administrator', async () => {
    const short = await firstAdmin({ username: 'admin', password: 'short' });
    expect(short.status).toBe(422);
    expect(short.body.code).toBe('password_rejected.too_short');

    // The breach lookup is injectable: a fake range listing the password rejects it.
    const suffix = createHash('sha1').update(password).digest('hex').toUpperCase().slice(5);
    const app = new Hono<AppEnv>();
    app.use(requestContext(createLogger('silent')));
    app.onError(handleError);
    app.use(async (c, next) => {
      c.set('tenantId', 'admin');
      await next();
    });
    app.route('/api', experienceRoutes(server().context, { pwnedRange: async () => `${suffix}:3` }));
    const pwned = await app.request('/api/experience/first-admin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(pwned.status).toBe(422);
    expect(await pwned.json()).toMatchObject({ code: 'password_rejected.pwned' });
    expect(await countUsers(scopeToTenant(server().context.database.db, 'admin'))).toBe(0);
  });

  it('creates exactly one administrator when several requests race', async () => {
    const answers = await Promise.all(
      ['root', 'root2', 'root3'].map((username) => firstAdmin({ username, password, email: `${username}@example.com` })),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toEqual({ redirectTo: '/console' });
    for (const answer of answers.filter((item) => item.status !== 201)) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('session.first_admin_exists');
    }
    expect(await countUsers(scopeToTenant(server().context.database.db, 'admin'))).toBe(1);
  });

  it('refuses a second first administrator', async () => {
    const again = await firstAdmin({ username: 'intruder', password });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('session.first_admin_exists');
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
    expect((await adminRoleNames(server(), username)).map((role) => role.name)).toContain(consoleAdminRoleName('default'));

    const browser = await consoleFlow(server());
    expect(browser.interactionUrl).toBe(`${server().url}/t/admin/sign-in?uid=${browser.uid}`);
    const answer = await browser.api<{ redirectTo: string }>('POST', '/sign-in', { identifier: username, password });
    expect(answer.status).toBe(200);
    const callback = await browser.follow(answer.body.redirectTo);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${server().url}/console/callback`);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it("does not accept the default tenant's interaction cookie in the admin tenant", async () => {
    const browser = await new AuthorizationFlow(server().url, await insertTestClient(server().context.database.db)).start();
    expect((await browser.api('GET', '/interaction')).status).toBe(200);

    const elsewhere = await browser.api('GET', '/interaction', undefined, '/t/admin');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ code: 'session.not_found' });
    const signIn = await browser.api('POST', '/sign-in', { identifier: 'root', password }, '/t/admin');
    expect(signIn.status).toBe(404);
    const abort = await browser.api('POST', '/abort', undefined, '/t/admin');
    expect(abort.status).toBe(404);
  });
});

describeEachDatabase('first registration in the admin tenant', (server) => {
  it('makes the first user who registers through the console the administrator', async () => {
    const browser = await consoleFlow(server());
    const answer = await browser.api<{ redirectTo: string }>('POST', '/register', { username: 'founder', password });
    expect(answer.status).toBe(200);
    expect((await browser.follow(answer.body.redirectTo)).searchParams.get('code')).toBeTruthy();
    expect((await adminRoleNames(server(), 'founder')).map((role) => role.name)).toContain(consoleAdminRoleName('default'));

    const next = await (await consoleFlow(server())).api('POST', '/register', { username: 'second', password });
    expect(next.status).toBe(403);
  });
});
