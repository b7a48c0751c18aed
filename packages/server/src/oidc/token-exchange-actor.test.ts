import {
  adminTenantId,
  personalAccessTokenType,
  subjectTokenType,
  type CreatedPersonalAccessToken,
  type CreatedSubjectToken,
  type Resource,
  type UserInfo,
} from '@tessera/schemas';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../db/tenant-scope.js';
import { createApplication } from '../modules/applications/service.js';
import { createManagementApiClient, type ApiClient } from '../testing/api-client.js';
import { decodeJwtPayload, requestClientCredentialsToken } from '../testing/management-token.js';
import { describeEachDatabase } from '../testing/test-server.js';
import { createExchangeClient, exchangeToken, type ExchangeClient } from '../testing/token-exchange-client.js';
import { actorTokenType } from './token-exchange-actor.js';

describeEachDatabase('token exchange with an actor token (delegation)', (server) => {
  let api: ApiClient;
  let subject: UserInfo;
  let actingUser: UserInfo;
  let robot: ExchangeClient;
  let otherRobot: ExchangeClient;
  let impersonator: ExchangeClient;
  const indicator = 'https://exchange-actor-api.example.com';

  const post = async <T>(path: string, body: unknown) => {
    const response = await api.post<T>(path, body);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    return response.body;
  };

  const verify = async (token: string) =>
    (
      await jwtVerify(token, createRemoteJWKSet(new URL(`${server().url}/oidc/jwks`)), {
        issuer: `${server().url}/oidc`,
        audience: indicator,
        typ: 'at+jwt',
      })
    ).payload;

  const patOf = async (user: UserInfo, name: string) =>
    (await post<CreatedPersonalAccessToken>(`/users/${user.id}/personal-access-tokens`, { name })).value;

  /** A live access token of `client` for a user: the user's own personal access token, exchanged. */
  const userTokenFor = async (client: ExchangeClient, user: UserInfo, resource?: string) => {
    const answer = await exchangeToken(server(), client, {
      subject_token: await patOf(user, `actor-${Math.random().toString(36).slice(2)}`),
      subject_token_type: personalAccessTokenType,
      ...(resource ? { resource } : { scope: 'openid' }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.access_token ?? '';
  };

  const applicationTokenOf = async (client: ExchangeClient, resource?: string) => {
    const answer = await requestClientCredentialsToken(server(), client, resource ? { resource } : {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.access_token;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    subject = await post<UserInfo>('/users', { username: 'exchange_actor_subject' });
    actingUser = await post<UserInfo>('/users', { username: 'exchange_actor_agent' });
    await post<Resource>('/resources', { name: 'Exchange actor API', indicator });
    robot = await createExchangeClient(api, { name: 'Acting robot', type: 'MachineToMachine', oidcClientMetadata: undefined });
    otherRobot = await createExchangeClient(api, { name: 'Other robot', type: 'MachineToMachine', oidcClientMetadata: undefined });
    impersonator = await createExchangeClient(api, {
      name: 'Delegating impersonator',
      type: 'Traditional',
      customClientMetadata: { allowTokenExchange: true },
    });
  });

  it("names the application of its own client_credentials token as actor, JWT or opaque", async () => {
    const pat = await patOf(subject, 'delegated');
    for (const actorToken of [await applicationTokenOf(robot), await applicationTokenOf(robot, indicator)]) {
      const answer = await exchangeToken(server(), robot, {
        subject_token: pat,
        subject_token_type: personalAccessTokenType,
        actor_token: actorToken,
        actor_token_type: actorTokenType,
        resource: indicator,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await verify(answer.body.access_token ?? '')).toMatchObject({ sub: subject.id, client_id: robot.id, act: { sub: robot.id } });
    }
    // Without an actor token the access token names no actor.
    const plain = await exchangeToken(server(), robot, { subject_token: pat, subject_token_type: personalAccessTokenType, resource: indicator });
    expect(decodeJwtPayload(plain.body.access_token ?? '').act).toBeUndefined();
  });

  it('names a user whose access token the application holds as actor, also in opaque tokens', async () => {
    const token = (await post<CreatedSubjectToken>('/subject-tokens', { userId: subject.id })).subjectToken;
    const answer = await exchangeToken(server(), impersonator, {
      subject_token: token,
      subject_token_type: subjectTokenType,
      actor_token: await userTokenFor(impersonator, actingUser, indicator),
      actor_token_type: actorTokenType,
      resource: indicator,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await verify(answer.body.access_token ?? '')).toMatchObject({ sub: subject.id, act: { sub: actingUser.id } });

    // An opaque user token as actor, for an opaque (userinfo) token: introspection shows the actor.
    const opaque = await exchangeToken(server(), impersonator, {
      subject_token: await patOf(subject, 'delegated-opaque'),
      subject_token_type: personalAccessTokenType,
      actor_token: await userTokenFor(impersonator, actingUser),
      actor_token_type: actorTokenType,
      scope: 'openid',
    });
    expect(opaque.status, JSON.stringify(opaque.body)).toBe(200);
    const introspection = await fetch(`${server().url}/oidc/token/introspection`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${impersonator.id}:${impersonator.secret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token: opaque.body.access_token ?? '' }),
    });
    expect(await introspection.json()).toMatchObject({ active: true, sub: subject.id, act: { sub: actingUser.id } });
  });

  it('refuses malformed pairs, unknown, foreign-application, expired and ended actor tokens, leaving the subject token usable', async () => {
    const token = (await post<CreatedSubjectToken>('/subject-tokens', { userId: subject.id })).subjectToken;
    const ask = (parameters: Record<string, string>) =>
      exchangeToken(server(), impersonator, { subject_token: token, subject_token_type: subjectTokenType, ...parameters });
    const actorToken = await userTokenFor(impersonator, actingUser, indicator);

    expect(await ask({ actor_token: actorToken })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await ask({ actor_token_type: actorTokenType })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await ask({ actor_token: actorToken, actor_token_type: 'urn:ietf:params:oauth:token-type:id_token' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    const notLive = { status: 400, body: { error: 'invalid_grant', error_description: 'the actor token is not a live access token of this tenant' } };
    expect(await ask({ actor_token: 'not-a-token', actor_token_type: actorTokenType })).toMatchObject(notLive);
    // A personal access token is not an access token, and a subject token cannot act.
    expect(await ask({ actor_token: await patOf(actingUser, 'not-an-actor'), actor_token_type: actorTokenType })).toMatchObject(notLive);
    // A JWT with this tenant's shape but not its signature.
    const [header, payload] = actorToken.split('.');
    expect(await ask({ actor_token: `${header}.${payload}.${'A'.repeat(342)}`, actor_token_type: actorTokenType })).toMatchObject(notLive);

    // Another application's token, JWT or opaque.
    const foreignApplication = { status: 400, body: { error: 'invalid_grant', error_description: 'the actor token was issued to another application' } };
    for (const theirs of [await applicationTokenOf(otherRobot), await applicationTokenOf(otherRobot, indicator)]) {
      expect(await ask({ actor_token: theirs, actor_token_type: actorTokenType })).toMatchObject(foreignApplication);
    }

    // An expired opaque token, as the store holds it once its time has passed.
    const { provider } = await server().context.providers.get('default');
    const expiring = await applicationTokenOf(robot);
    const stored = await provider.ClientCredentials.adapter.find(expiring);
    expect(stored).toBeDefined();
    const robotAsks = async () =>
      exchangeToken(server(), robot, {
        subject_token: await patOf(subject, `expired-actor-${Math.random().toString(36).slice(2)}`),
        subject_token_type: personalAccessTokenType,
        actor_token: expiring,
        actor_token_type: actorTokenType,
      });
    expect((await robotAsks()).status).toBe(200);
    await provider.ClientCredentials.adapter.upsert(expiring, { ...stored, exp: Math.floor(Date.now() / 1000) - 10 }, 60);
    expect(await robotAsks()).toMatchObject(notLive);

    // A revoked actor token, and the token of a user suspended since.
    const revoked = await userTokenFor(impersonator, actingUser, indicator);
    const revocation = await fetch(`${server().url}/oidc/token/revocation`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${impersonator.id}:${impersonator.secret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token: revoked }),
    });
    expect(revocation.status).toBe(200);
    expect(await ask({ actor_token: revoked, actor_token_type: actorTokenType })).toMatchObject(notLive);
    const suspended = await post<UserInfo>('/users', { username: 'exchange_actor_suspended' });
    const suspendedToken = await userTokenFor(impersonator, suspended);
    expect((await api.patch(`/users/${suspended.id}/is-suspended`, { isSuspended: true })).status).toBe(200);
    expect(await ask({ actor_token: suspendedToken, actor_token_type: actorTokenType })).toMatchObject(notLive);

    // Every refusal came before the subject token was spent.
    const answer = await ask({ actor_token: actorToken, actor_token_type: actorTokenType, resource: indicator });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await ask({ actor_token: actorToken, actor_token_type: actorTokenType })).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: 'the subject token is unknown, expired or already used' } });
  });

  it("refuses another tenant's access tokens as actor", async () => {
    const adminScope = scopeToTenant(server().context.database.db, adminTenantId);
    const { application, secret } = await createApplication(adminScope, server().context.vault, {
      name: 'Admin tenant robot',
      type: 'MachineToMachine',
    });
    const theirs = await requestClientCredentialsToken(server(), { id: application.id, secret: secret ?? '' }, {}, `/t/${adminTenantId}`);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    const answer = await exchangeToken(server(), robot, {
      subject_token: await patOf(subject, 'foreign-actor'),
      subject_token_type: personalAccessTokenType,
      actor_token: theirs.body.access_token,
      actor_token_type: actorTokenType,
    });
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: 'the actor token is not a live access token of this tenant' } });
  });
});
