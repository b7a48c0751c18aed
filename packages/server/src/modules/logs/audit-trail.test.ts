import { createHash, randomBytes } from 'node:crypto';
import { defaultTenantId, type Log } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { AuthorizationFlow, insertTestClient, testRedirectUri } from '../../testing/authorization-flow.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { dayOf } from '../dashboard/days.js';
import { redacted } from './redact.js';

const password = 'Gl4cier-Tundra';

describeEachDatabase('audit trail of sign-ins and token exchanges', (server) => {
  let api: ApiClient;
  let clientId: string;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    clientId = await insertTestClient(server().context.database.db);
  });

  /** Every log written so far with this key, newest first. */
  const logsOf = async (key: string) => {
    await server().records.flush();
    return (await api.get<Log[]>(`/logs?logKey=${key}&page_size=100`)).body;
  };

  /** Signs in through the sign-in app and returns the callback's code with its PKCE verifier. */
  const signIn = async (identifier: string, secret: string) => {
    const verifier = randomBytes(32).toString('base64url');
    const browser = await new AuthorizationFlow(server().url, clientId).start({
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    });
    const answer = await browser.api<{ redirectTo: string }>('POST', '/sign-in', { identifier, password: secret });
    return { browser, answer, verifier };
  };

  it('logs a registration, a failed and a successful sign-in, with the password redacted', async () => {
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    const registered = await browser.api('POST', '/register', { username: 'audited', password });
    expect(registered.status).toBe(200);
    const [registration] = await logsOf('Interaction.Register.Submit');
    expect(registration?.payload).toMatchObject({
      result: 'Success',
      applicationId: clientId,
      sessionId: browser.uid,
      params: { username: 'audited', password: redacted },
    });
    const userId = registration?.payload.userId;
    expect(userId).toMatch(/^[\da-z]{12}$/);

    expect((await signIn('audited', 'Wrong-Password-1')).answer.status).toBe(422);
    const { answer } = await signIn('audited', password);
    expect(answer.status).toBe(200);

    const [success, failure] = await logsOf('Interaction.SignIn.Submit');
    expect(success?.payload).toMatchObject({
      key: 'Interaction.SignIn.Submit',
      result: 'Success',
      userId,
      applicationId: clientId,
      ip: expect.any(String) as string,
      userAgent: expect.any(String) as string,
      params: { identifier: 'audited', password: redacted },
    });
    expect(failure?.payload).toMatchObject({
      result: 'Error',
      error: { code: 'session.invalid_credentials' },
      params: { identifier: 'audited', password: redacted },
    });
    expect(failure?.payload.userId).toBeUndefined();
    expect(JSON.stringify([success, failure, registration])).not.toContain(password);
    expect(JSON.stringify(failure)).not.toContain('Wrong-Password-1');
  });

  it('logs an authorization code exchange and counts the user active and the tokens issued', async () => {
    const { browser, answer, verifier } = await signIn('audited', password);
    const callback = await browser.follow(answer.body.redirectTo);
    const code = callback.searchParams.get('code') ?? '';
    const response = await fetch(`${server().url}/oidc/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: testRedirectUri,
        client_id: clientId,
        code_verifier: verifier,
      }),
    });
    expect(response.status).toBe(200);

    const [exchange] = await logsOf('ExchangeTokenBy.AuthorizationCode');
    const [signInLog] = await logsOf('Interaction.SignIn.Submit');
    expect(exchange?.payload).toMatchObject({
      result: 'Success',
      userId: signInLog?.payload.userId,
      applicationId: clientId,
      params: { grant_type: 'authorization_code', code: redacted, code_verifier: redacted },
    });
    expect(JSON.stringify(exchange)).not.toContain(code);

    const scope = scopeToTenant(server().context.database.db, defaultTenantId);
    const today = dayOf(new Date());
    const active = await scope
      .selectFrom('daily_active_users')
      .select('user_id')
      .where('date', '=', today)
      .where('user_id', '=', signInLog?.payload.userId ?? '')
      .execute();
    expect(active).toHaveLength(1);
    const usage = await scope.selectFrom('daily_token_usage').select('count').where('date', '=', today).executeTakeFirst();
    // The management token of set-up (1) and this exchange's access and ID tokens (2).
    expect(Number(usage?.count)).toBeGreaterThanOrEqual(3);
  });

  it('logs client credentials exchanges, failed ones with their error and no secret', async () => {
    expect((await logsOf('ExchangeTokenBy.ClientCredentials')).length).toBeGreaterThanOrEqual(1);
    const secret = 'not-the-secret-0123456789';
    const response = await fetch(`${server().url}/oidc/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'nosuchclient', client_secret: secret }),
    });
    expect(response.status).toBe(401);
    const [failure] = await logsOf('ExchangeTokenBy.ClientCredentials');
    expect(failure?.payload).toMatchObject({ result: 'Error', error: { code: 'invalid_client' } });
    expect(JSON.stringify(failure)).not.toContain(secret);
  });
});
