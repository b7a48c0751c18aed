import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { storeSignInExperience } from '../sign-in-exp/test-support.js';
import { generateId } from '../../utils/id.js';
import { insertRole } from '../roles/queries.js';
import { findUserByUsername } from '../users/queries.js';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';

const password = 'Gl4cier-Tundra';

type ErrorBody = { code: string; data?: Record<string, unknown> };

describeEachDatabase('experience registration', (server) => {
  let clientId = '';
  const flow = () => new AuthorizationFlow(server().url, clientId).start();
  const scope = () => scopeToTenant(server().context.database.db, 'default');

  it('tells the sign-in app the default tenant experience', async () => {
    clientId = await insertTestClient(server().context.database.db);
    const response = await fetch(`${server().url}/api/experience/config`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      tenantId: 'default',
      signInMode: 'SignInAndRegister',
      signUpIdentifiers: ['username'],
      branding: { primaryColor: '#6139F6' },
      isFirstAdminRequired: false,
    });
    expect(body.passwordPolicy).toMatchObject({ length: { min: 8, max: 256 }, rejects: { pwned: true } });
  });

  it('rejects a too-short password with the first code and every rejection', async () => {
    const answer = await (await flow()).api<ErrorBody>('POST', '/register', { username: 'shorty', password: 'Ab1!' });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('password_rejected.too_short');
    expect(answer.body.data).toMatchObject({
      min: 8,
      rejections: [{ code: 'password_rejected.too_short', interpolation: { min: 8 } }],
    });
    expect(await findUserByUsername(scope(), 'shorty')).toBeUndefined();
  });

  it('rejects a password that contains the username', async () => {
    const answer = await (await flow()).api<ErrorBody>('POST', '/register', {
      username: 'marvin',
      password: 'Marvin#2024x',
    });
    expect(answer.body.code).toBe('password_rejected.restricted.user_info');
  });

  it('gives new users the default roles and refuses taken identifiers', async () => {
    const role = await insertRole(scope(), { id: generateId(), name: 'member', description: 'Everyone', is_default: true });
    const first = await (await flow()).api('POST', '/register', { username: 'taken', email: 'taken@example.com', password });
    expect(first.status).toBe(200);
    const user = await findUserByUsername(scope(), 'taken');
    expect(user?.last_sign_in_at).toBeInstanceOf(Date);
    expect(user?.application_id).toBe(clientId);
    const links = await scope().selectFrom('users_roles').select('role_id').where('user_id', '=', user?.id ?? '').execute();
    expect(links.map((link) => link.role_id)).toEqual([role.id]);

    const sameName = await (await flow()).api<ErrorBody>('POST', '/register', { username: 'taken', password });
    expect(sameName.status).toBe(422);
    expect(sameName.body.code).toBe('user.username_already_in_use');
    const sameEmail = await (await flow()).api<ErrorBody>('POST', '/register', {
      username: 'other',
      email: 'TAKEN@example.com',
      password,
    });
    expect(sameEmail.status).toBe(422);
    expect(sameEmail.body.code).toBe('user.email_already_in_use');
  });

  it('validates identifiers and requires the sign-up identifiers of the tenant', async () => {
    const browser = await flow();
    const badName = await browser.api<ErrorBody>('POST', '/register', { username: '1abc', password });
    expect(badName.status).toBe(400);
    const badEmail = await browser.api<ErrorBody>('POST', '/register', { username: 'abc', email: 'no-at', password });
    expect(badEmail.status).toBe(400);
    const noUsername = await browser.api<ErrorBody>('POST', '/register', { email: 'x@example.com', password });
    expect(noUsername.status).toBe(400);
    expect(noUsername.body.code).toBe('guard.invalid_input');
  });

  it('follows the stored sign-in experience and refuses registration when it is closed', async () => {
    await storeSignInExperience(server().context, 'default', {
      signInMode: 'SignIn',
      signUp: { identifiers: ['email'], password: true, verify: false },
      color: { primaryColor: '#112233' },
      branding: { logoUrl: 'https://example.com/logo.svg' },
      passwordPolicy: { length: { min: 12 } },
    });
    const config = (await (await fetch(`${server().url}/api/experience/config`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      signInMode: 'SignIn',
      signUpIdentifiers: ['email'],
      branding: { primaryColor: '#112233', logoUrl: 'https://example.com/logo.svg' },
      passwordPolicy: { length: { min: 12, max: 256 } },
    });
    const closed = await (await flow()).api<ErrorBody>('POST', '/register', { email: 'late@example.com', password });
    expect(closed.status).toBe(403);
    expect(closed.body.code).toBe('session.registration_disabled');

    await storeSignInExperience(server().context, 'default', { signInMode: 'SignInAndRegister', signUp: { identifiers: ['email'] } });
    const emailOnly = await (await flow()).api('POST', '/register', { email: 'only-email@example.com', password });
    expect(emailOnly.status).toBe(200);
    await storeSignInExperience(server().context, 'default', {});
  });
});
