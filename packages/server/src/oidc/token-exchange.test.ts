import {
  personalAccessTokenType,
  referencePersonalAccessTokenType,
  subjectTokenType,
  tokenExchangeGrantType,
  type CreatedPersonalAccessToken,
  type CreatedSubjectToken,
  type Log,
  type Resource,
  type Role,
  type Scope,
  type UserInfo,
} from '@tessera/schemas';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { createPersonalAccessToken } from '../modules/personal-access-tokens/service.js';
import { createSubjectToken } from '../modules/subject-tokens/service.js';
import { createApiClient, createManagementApiClient, type ApiClient } from '../testing/api-client.js';
import { expectError } from '../testing/expect-error.js';
import { requestClientCredentialsToken } from '../testing/management-token.js';
import { createOtherTenant } from '../testing/other-tenant.js';
import { describeEachDatabase } from '../testing/test-server.js';
import { insertTestUser } from '../testing/test-users.js';
import { managementApiIndicator } from '../tenancy/tenant-urls.js';

type Client = { id: string; secret: string };
type TokenAnswer = {
  status: number;
  body: { access_token?: string; issued_token_type?: string; token_type?: string; scope?: string; refresh_token?: string; error?: string };
};

describeEachDatabase('token exchange (RFC 8693) at the token endpoint', (server) => {
  let api: ApiClient;
  let user: UserInfo;
  let webApp: Client;
  let impersonator: Client;
  let thirdParty: Client;
  const indicator = 'https://exchange-api.example.com';

  const createApp = async (body: Record<string, unknown>) => {
    const response = await api.post<{ id: string; secret: string }>('/applications', {
      oidcClientMetadata: { redirectUris: ['https://rp.example.com/cb'], postLogoutRedirectUris: [] },
      ...body,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { id: response.body.id, secret: response.body.secret };
  };

  const exchange = async (client: Client, parameters: Record<string, string>): Promise<TokenAnswer> => {
    const response = await fetch(`${server().url}/oidc/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: tokenExchangeGrantType, ...parameters }),
    });
    return { status: response.status, body: (await response.json()) as TokenAnswer['body'] };
  };

  const introspect = async (token: string) => {
    const response = await fetch(`${server().url}/oidc/token/introspection`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${webApp.id}:${webApp.secret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token }),
    });
    return (await response.json()) as Record<string, unknown>;
  };

  const newPat = async (name: string, expiresAt?: number) => {
    const created = await api.post<CreatedPersonalAccessToken>(`/users/${user.id}/personal-access-tokens`, { name, expiresAt });
    expect(created.status).toBe(201);
    return created.body.value;
  };

  const newSubjectToken = async (userId = user.id) => {
    const created = await api.post<CreatedSubjectToken>('/subject-tokens', { userId, context: { reason: 'support' } });
    expect(created.status).toBe(201);
    return created.body.subjectToken;
  };

  const verify = async (token: string, audience: string) =>
    (
      await jwtVerify(token, createRemoteJWKSet(new URL(`${server().url}/oidc/jwks`)), {
        issuer: `${server().url}/oidc`,
        audience,
        typ: 'at+jwt',
      })
    ).payload;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    user = (await api.post<UserInfo>('/users', { username: 'exchange_user' })).body;
    const resource = (await api.post<Resource>('/resources', { name: 'Exchange API', indicator })).body;
    const read = (await api.post<Scope>(`/resources/${resource.id}/scopes`, { name: 'read:data' })).body;
    await api.post<Scope>(`/resources/${resource.id}/scopes`, { name: 'write:data' });
    const role = (await api.post<Role>('/roles', { name: 'exchange-reader', description: 'Reads', type: 'User', scopeIds: [read.id] })).body;
    expect((await api.post(`/users/${user.id}/roles`, { roleIds: [role.id] })).status).toBe(201);
    webApp = await createApp({ name: 'Exchange web app', type: 'Traditional' });
    impersonator = await createApp({ name: 'Impersonator', type: 'Traditional', customClientMetadata: { allowTokenExchange: true } });
    thirdParty = await createApp({ name: 'Partner', type: 'Traditional', isThirdParty: true, customClientMetadata: { allowTokenExchange: true } });
  });

  it('exchanges a personal access token for an access token of its user', async () => {
    const pat = await newPat('exchange');
    const answer = await exchange(webApp, {
      subject_token: pat,
      subject_token_type: personalAccessTokenType,
      resource: indicator,
      scope: 'read:data write:data',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ token_type: 'Bearer', issued_token_type: 'urn:ietf:params:oauth:token-type:access_token', scope: 'read:data' });
    expect(answer.body.refresh_token).toBeUndefined();
    const claims = await verify(answer.body.access_token ?? '', indicator);
    expect(claims).toMatchObject({ sub: user.id, client_id: webApp.id, scope: 'read:data' });

    // The reference API's token type names the same kind of token.
    const again = await exchange(webApp, { subject_token: pat, subject_token_type: referencePersonalAccessTokenType, resource: indicator });
    expect(again.status).toBe(200);
    // A token without a resource is for the userinfo endpoint.
    const opaque = await exchange(webApp, { subject_token: pat, subject_token_type: personalAccessTokenType, scope: 'openid profile offline_access' });
    expect(opaque.status, JSON.stringify(opaque.body)).toBe(200);
    expect(opaque.body.scope).toBe('openid profile');
    const userinfo = await fetch(`${server().url}/oidc/me`, { headers: { Authorization: `Bearer ${opaque.body.access_token}` } });
    expect(await userinfo.json()).toMatchObject({ sub: user.id, username: 'exchange_user' });
  });

  it('refuses expired, deleted and unknown personal access tokens, and those of suspended users', async () => {
    const scope = server().context.tenantScope('default');
    const hourAgo = new Date(Date.now() - 3_600_000);
    const expired = await createPersonalAccessToken(scope, user.id, { name: 'expired', expiresAt: hourAgo.getTime() + 1000 }, new Date(hourAgo.getTime() - 1000));
    const refusal = { status: 400, body: { error: 'invalid_grant' } };
    expect(await exchange(webApp, { subject_token: expired.value, subject_token_type: personalAccessTokenType })).toMatchObject(refusal);

    const deleted = await newPat('deleted');
    expect((await api.delete(`/users/${user.id}/personal-access-tokens/deleted`)).status).toBe(204);
    expect(await exchange(webApp, { subject_token: deleted, subject_token_type: personalAccessTokenType })).toMatchObject(refusal);
    expect(await exchange(webApp, { subject_token: 'pat_unknown', subject_token_type: personalAccessTokenType })).toMatchObject(refusal);

    const suspended = (await api.post<UserInfo>('/users', { username: 'exchange_suspended' })).body;
    const created = await api.post<CreatedPersonalAccessToken>(`/users/${suspended.id}/personal-access-tokens`, { name: 'x' });
    const before = await exchange(webApp, { subject_token: created.body.value, subject_token_type: personalAccessTokenType, resource: indicator });
    expect(await introspect(before.body.access_token ?? '')).toMatchObject({ active: true, sub: suspended.id });
    expect((await api.patch(`/users/${suspended.id}/is-suspended`, { isSuspended: true })).status).toBe(200);
    expect(await exchange(webApp, { subject_token: created.body.value, subject_token_type: personalAccessTokenType })).toMatchObject(refusal);
    // The token issued before the suspension ended with the user's grants.
    expect(await introspect(before.body.access_token ?? '')).toEqual({ active: false });
  });

  it('refuses requests it cannot read, third-party and public applications', async () => {
    const pat = await newPat('refusals');
    expect(await exchange(webApp, { subject_token: pat })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await exchange(webApp, { subject_token: pat, subject_token_type: 'urn:example:other' })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    // Organization tokens are tested in token-exchange-organizations.test.ts; one the user is not in is refused.
    expect(await exchange(webApp, { subject_token: pat, subject_token_type: personalAccessTokenType, organization_id: 'org' })).toMatchObject({ status: 403, body: { error: 'access_denied' } });
    // Actor tokens are tested in token-exchange-actor.test.ts; one without its type is malformed.
    expect(await exchange(webApp, { subject_token: pat, subject_token_type: personalAccessTokenType, actor_token: 'x' })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await exchange(thirdParty, { subject_token: pat, subject_token_type: personalAccessTokenType })).toMatchObject({ status: 400, body: { error: 'unauthorized_client' } });
    const spa = (await api.post<{ id: string }>('/applications', { name: 'SPA', type: 'SPA', oidcClientMetadata: { redirectUris: ['https://spa.example.com/cb'], postLogoutRedirectUris: [] } })).body;
    const response = await fetch(`${server().url}/oidc/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: tokenExchangeGrantType, client_id: spa.id, subject_token: pat, subject_token_type: personalAccessTokenType }),
    });
    expect(response.status).toBe(400);
    // Public applications do not hold the grant at all; the provider says so in its own words.
    expect(await response.json()).toEqual({ error: 'invalid_request', error_description: 'requested grant type is not allowed for this client' });
  });

  it("refuses another tenant's personal access token", async () => {
    const other = await createOtherTenant(server());
    const foreign = await insertTestUser(other, { username: 'foreign_exchange_user' });
    const { value } = await createPersonalAccessToken(other, foreign.id, { name: 'theirs' });
    expect(await exchange(webApp, { subject_token: value, subject_token_type: personalAccessTokenType })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('exchanges a subject token once, for an application allowed to', async () => {
    const created = await api.post<CreatedSubjectToken>('/subject-tokens', { userId: user.id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ subjectToken: expect.stringMatching(/^sub_/), expiresIn: 600 });
    const token = created.body.subjectToken;

    // Refusals that come before spending leave the token usable.
    expect(await exchange(webApp, { subject_token: token, subject_token_type: subjectTokenType })).toMatchObject({ status: 400, body: { error: 'unauthorized_client' } });
    expect(await exchange(thirdParty, { subject_token: token, subject_token_type: subjectTokenType })).toMatchObject({ status: 400, body: { error: 'unauthorized_client' } });

    const first = await exchange(impersonator, { subject_token: token, subject_token_type: subjectTokenType, resource: indicator, scope: 'read:data' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await verify(first.body.access_token ?? '', indicator)).toMatchObject({ sub: user.id, client_id: impersonator.id, scope: 'read:data' });
    expect(await exchange(impersonator, { subject_token: token, subject_token_type: subjectTokenType, resource: indicator })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // A personal access token's type does not open a subject token either.
    expect(await exchange(impersonator, { subject_token: token, subject_token_type: personalAccessTokenType })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('lets one of two racing exchanges of a subject token through', async () => {
    const token = await newSubjectToken();
    const answers = await Promise.all([1, 2, 3].map(() => exchange(impersonator, { subject_token: token, subject_token_type: subjectTokenType })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it("refuses expired and other tenants' subject tokens", async () => {
    const scope = server().context.tenantScope('default');
    const { subjectToken } = await createSubjectToken(scope, { userId: user.id }, 'test', new Date(Date.now() - 601_000));
    expect(await exchange(impersonator, { subject_token: subjectToken, subject_token_type: subjectTokenType })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const other = await createOtherTenant(server());
    const foreign = await insertTestUser(other, { username: 'foreign_impersonated' });
    const theirs = await createSubjectToken(other, { userId: foreign.id }, 'test');
    expect(await exchange(impersonator, { subject_token: theirs.subjectToken, subject_token_type: subjectTokenType })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('creates subject tokens for administrators only, for users of the tenant', async () => {
    expectError(await api.post('/subject-tokens', { userId: 'nosuchuser0' }), 404, 'entity.not_exists_with_id');
    const other = await createOtherTenant(server());
    const foreign = await insertTestUser(other, { username: 'foreign_subject' });
    expectError(await api.post('/subject-tokens', { userId: foreign.id }), 404, 'entity.not_exists_with_id');
    expectError(await api.post('/subject-tokens', {}), 400, 'guard.invalid_input');
    expectError(await api.post('/subject-tokens', { userId: user.id, context: 'x' }), 400, 'guard.invalid_input');

    // A machine-to-machine application without the Management API role gets no `all` scope.
    const m2m = await createApp({ name: 'Not an admin', type: 'MachineToMachine', oidcClientMetadata: undefined });
    const { body } = await requestClientCredentialsToken(server(), m2m, { resource: managementApiIndicator('default'), scope: 'all' });
    expect(body.access_token).toBeDefined();
    const notAdmin = createApiClient(server().url, body.access_token);
    expectError(await notAdmin.post('/subject-tokens', { userId: user.id }), 403, 'auth.insufficient_permissions');
    const anonymous = await fetch(`${server().url}/api/subject-tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: user.id }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('logs the creation of a subject token and its exchange, never the token', async () => {
    const token = await newSubjectToken();
    expect((await exchange(impersonator, { subject_token: token, subject_token_type: subjectTokenType })).status).toBe(200);
    await server().records.flush();
    const created = (await api.get<Log[]>(`/logs?logKey=SubjectToken.Create&userId=${user.id}`)).body;
    expect(created.length).toBeGreaterThan(0);
    expect(created[0]?.payload).toMatchObject({ userId: user.id, applicationId: expect.any(String), result: 'Success' });
    const exchanged = (await api.get<Log[]>(`/logs?logKey=ExchangeTokenBy.TokenExchange&applicationId=${impersonator.id}`)).body;
    expect(exchanged.some((log) => log.payload.userId === user.id && log.payload.result === 'Success')).toBe(true);
    expect(JSON.stringify([...created, ...exchanged])).not.toContain(token);
  });
});
