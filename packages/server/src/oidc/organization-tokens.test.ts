import type {
  Application,
  Organization,
  OrganizationRole,
  OrganizationScope,
  Resource,
  Scope,
} from '@tessera/schemas';
import {
  organizationsResource,
  organizationRolesScope,
  organizationsScope,
} from '@tessera/schemas';
import * as client from 'openid-client';
import { beforeAll, expect, it } from 'vitest';
import { toJson } from '../db/json.js';
import { insertOrganization } from '../modules/organizations/queries.js';
import { insertTestClient, testRedirectUri } from '../testing/authorization-flow.js';
import { createManagementApiClient, type ApiClient } from '../testing/api-client.js';
import { signInThroughBrowser } from '../testing/browser-sign-in.js';
import { decodeJwtPayload, requestClientCredentialsToken } from '../testing/management-token.js';
import { createOtherTenant } from '../testing/other-tenant.js';
import { describeEachDatabase } from '../testing/test-server.js';

type TokenAnswer = {
  status: number;
  body: {
    access_token?: string;
    refresh_token?: string;
    id_token?: string;
    scope?: string;
    error?: string;
  };
};

describeEachDatabase('organization tokens', (server) => {
  let api: ApiClient;
  let clientId: string;
  let config: client.Configuration;
  const apiIndicator = 'https://org-api.example.com';
  let organization: Organization;
  let reader: OrganizationRole;
  let readScope: OrganizationScope;
  let readData: Scope;

  const post = async <T>(path: string, body: unknown) => {
    const response = await api.post<T>(path, body);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    return response.body;
  };

  /** A new user signs in through the browser; the app asks for the organizations resource too. */
  const signIn = async (username: string, resources: string[], scope: string) => {
    const codeVerifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: testRedirectUri,
      scope,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: 'x',
      prompt: 'login consent',
    });
    for (const resource of resources) {
      url.searchParams.append('resource', resource);
    }
    const { callbackUrl } = await signInThroughBrowser(server(), url, username);
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: codeVerifier,
      expectedState: 'x',
    });
    return {
      tokens,
      userId: String(tokens.claims()?.sub),
      refreshToken: tokens.refresh_token ?? '',
    };
  };

  /** One refresh, as a raw request so refusals can be read; keeps the rotated refresh token. */
  const refresh = async (session: { refreshToken: string }, parameters: Record<string, string>) => {
    const response = await fetch(`${server().url}/oidc/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: session.refreshToken,
        client_id: clientId,
        ...parameters,
      }),
    });
    const answer: TokenAnswer = {
      status: response.status,
      body: (await response.json()) as TokenAnswer['body'],
    };
    if (answer.body.refresh_token) {
      session.refreshToken = answer.body.refresh_token;
    }
    return answer;
  };

  const fullScope = `openid offline_access ${organizationsScope} ${organizationRolesScope} read:members invite:members read:data`;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    clientId = await insertTestClient(server().context.database.db);
    config = await client.discovery(
      new URL(`${server().url}/oidc`),
      clientId,
      undefined,
      client.None(),
      {
        execute: [client.allowInsecureRequests],
      },
    );
    readScope = await post<OrganizationScope>('/organization-scopes', { name: 'read:members' });
    const invite = await post<OrganizationScope>('/organization-scopes', {
      name: 'invite:members',
    });
    const resource = await post<Resource>('/resources', {
      name: 'Org API',
      indicator: apiIndicator,
    });
    readData = await post<Scope>(`/resources/${resource.id}/scopes`, { name: 'read:data' });
    reader = await post<OrganizationRole>('/organization-roles', {
      name: 'Reader',
      organizationScopeIds: [readScope.id],
      resourceScopeIds: [readData.id],
    });
    await post<OrganizationRole>('/organization-roles', {
      name: 'Inviter',
      organizationScopeIds: [invite.id],
    });
    organization = await post<Organization>('/organizations', { name: 'Token inc' });
  });

  const join = async (organizationId: string, userId: string, roleIds: string[]) => {
    await post(`/organizations/${organizationId}/users`, { userIds: [userId] });
    await post(`/organizations/${organizationId}/users/${userId}/roles`, {
      organizationRoleIds: roleIds,
    });
  };

  it('gives exactly the role’s organization scopes, for the organization as audience, until the role goes', async () => {
    const session = await signIn('org_member', [organizationsResource], fullScope);
    await join(organization.id, session.userId, [reader.id]);

    const first = await refresh(session, { organization_id: organization.id });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const claims = decodeJwtPayload(first.body.access_token ?? '');
    expect(claims.aud).toBe(`urn:tessera:organization:${organization.id}`);
    expect(claims.scope).toBe('read:members');
    expect(claims.organization_id).toBe(organization.id);
    expect(claims.sub).toBe(session.userId);

    // Asking for fewer scopes narrows the token.
    const narrowed = await refresh(session, {
      organization_id: organization.id,
      scope: 'invite:members',
    });
    expect(narrowed.status).toBe(200);
    expect(decodeJwtPayload(narrowed.body.access_token ?? '').scope).toBeUndefined();

    const removed = await api.delete(
      `/organizations/${organization.id}/users/${session.userId}/roles/${reader.id}`,
    );
    expect(removed.status).toBe(204);
    const after = await refresh(session, { organization_id: organization.id });
    expect(after.status).toBe(200);
    expect(decodeJwtPayload(after.body.access_token ?? '').scope).toBeUndefined();
  });

  it('carries the organizations and organization_roles claims in ID tokens and userinfo', async () => {
    const session = await signIn('org_claims', [organizationsResource], fullScope);
    await join(organization.id, session.userId, [reader.id]);
    const refreshed = await refresh(session, {});
    expect(refreshed.status).toBe(200);
    const idToken = decodeJwtPayload(refreshed.body.id_token ?? '');
    expect(idToken.organizations).toEqual([organization.id]);
    expect(idToken.organization_roles).toEqual([`${organization.id}:Reader`]);
    const userinfo = await fetch(`${server().url}/oidc/me`, {
      headers: { Authorization: `Bearer ${refreshed.body.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({
      organizations: [organization.id],
      organization_roles: [`${organization.id}:Reader`],
    });
  });

  it('answers an organization token with an ID token listing every organization of the user, in order', async () => {
    const session = await signIn('org_many', [organizationsResource], fullScope);
    const alone = await refresh(session, {});
    expect(decodeJwtPayload(alone.body.id_token ?? '').organizations).toEqual([]);

    const second = await post<Organization>('/organizations', { name: 'Second inc' });
    await join(organization.id, session.userId, [reader.id]);
    await join(second.id, session.userId, [reader.id]);
    const answer = await refresh(session, { organization_id: second.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const idToken = decodeJwtPayload(answer.body.id_token ?? '');
    expect(idToken.sub).toBe(session.userId);
    expect(idToken.organizations).toEqual([organization.id, second.id].sort());
  });

  it('spends the refresh token it reads once: reusing it is refused and ends the grant', async () => {
    const session = await signIn('org_rotation', [organizationsResource], fullScope);
    await join(organization.id, session.userId, [reader.id]);
    const spent = session.refreshToken;
    const first = await refresh(session, { organization_id: organization.id });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.refresh_token).not.toBe(spent);

    const replayed = await refresh({ refreshToken: spent }, { organization_id: organization.id });
    expect(replayed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // Reuse revoked the grant: the refresh token the first request gave is gone with it.
    const after = await refresh(session, { organization_id: organization.id });
    expect(after).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('gives the API resource scopes of organization roles with resource and organization_id', async () => {
    const session = await signIn('org_resource', [organizationsResource, apiIndicator], fullScope);
    await join(organization.id, session.userId, [reader.id]);
    // Without the organization the user holds no role giving read:data.
    const personal = await refresh(session, { resource: apiIndicator });
    expect(personal.status, JSON.stringify(personal.body)).toBe(200);
    expect(decodeJwtPayload(personal.body.access_token ?? '').scope).toBeUndefined();

    const viaOrganization = await refresh(session, {
      resource: apiIndicator,
      organization_id: organization.id,
    });
    expect(viaOrganization.status, JSON.stringify(viaOrganization.body)).toBe(200);
    const claims = decodeJwtPayload(viaOrganization.body.access_token ?? '');
    expect(claims.aud).toBe(apiIndicator);
    expect(claims.scope).toBe('read:data');
    expect(claims.organization_id).toBe(organization.id);
  });

  it('refuses non-members, other tenants’ organizations and removed members, without spending the refresh token', async () => {
    const session = await signIn('org_outsider', [organizationsResource], fullScope);
    const elsewhere = await post<Organization>('/organizations', { name: 'Elsewhere inc' });

    const outsider = await refresh(session, { organization_id: elsewhere.id });
    expect(outsider).toMatchObject({ status: 403, body: { error: 'access_denied' } });
    const unknown = await refresh(session, { organization_id: 'nosuchorganization' });
    expect(unknown).toMatchObject({ status: 403, body: { error: 'access_denied' } });

    const other = await createOtherTenant(server());
    const foreign = await insertOrganization(other, {
      id: 'foreignorg0000000001',
      name: 'Foreign',
      custom_data: toJson({}),
      color: toJson({}),
      branding: toJson({}),
    });
    const crossTenant = await refresh(session, { organization_id: foreign.id });
    expect(crossTenant).toMatchObject({ status: 403, body: { error: 'access_denied' } });

    // The refused requests left the refresh token usable.
    await join(elsewhere.id, session.userId, [reader.id]);
    const member = await refresh(session, { organization_id: elsewhere.id });
    expect(member.status).toBe(200);

    expect(
      (await api.delete(`/organizations/${elsewhere.id}/users/${session.userId}`)).status,
    ).toBe(204);
    const gone = await refresh(session, { organization_id: elsewhere.id });
    expect(gone).toMatchObject({ status: 403, body: { error: 'access_denied' } });
  });

  it('refuses an organization that requires MFA to a member without a second factor', async () => {
    const session = await signIn('org_mfa_member', [organizationsResource], fullScope);
    const guarded = await post<Organization>('/organizations', { name: 'Guarded inc', isMfaRequired: true });
    await join(guarded.id, session.userId, [reader.id]);
    const refused = await refresh(session, { organization_id: guarded.id });
    expect(refused).toMatchObject({ status: 403, body: { error: 'access_denied' } });
    await post(`/users/${session.userId}/mfa-verifications`, { type: 'Totp' });
    const granted = await refresh(session, { organization_id: guarded.id });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(decodeJwtPayload(granted.body.access_token ?? '').organization_id).toBe(guarded.id);
  });

  it('needs the organizations scope in the grant', async () => {
    const session = await signIn(
      'org_unscoped',
      [organizationsResource],
      'openid offline_access read:members',
    );
    await join(organization.id, session.userId, [reader.id]);
    const refused = await refresh(session, { organization_id: organization.id });
    expect(refused).toMatchObject({ status: 403, body: { error: 'insufficient_scope' } });
  });

  it('needs the organizations resource in the grant, and leaves the refresh token usable when it is missing', async () => {
    const session = await signIn('org_unresourced', [], fullScope);
    await join(organization.id, session.userId, [reader.id]);
    const refused = await refresh(session, { organization_id: organization.id });
    expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_target' } });
    expect((await refresh(session, {})).status).toBe(200);
  });

  it('gives member machine-to-machine applications organization tokens through client_credentials', async () => {
    const app = await post<Application & { secret: string }>('/applications', {
      name: 'Org robot',
      type: 'MachineToMachine',
    });
    const botRole = await post<OrganizationRole>('/organization-roles', {
      name: 'Robot reader',
      type: 'MachineToMachine',
      organizationScopeIds: [readScope.id],
      resourceScopeIds: [readData.id],
    });
    const credentials = { id: app.id, secret: app.secret };
    const outsider = await requestClientCredentialsToken(server(), credentials, {
      organization_id: organization.id,
      scope: 'read:members',
    });
    expect(outsider).toMatchObject({ status: 403, body: { error: 'access_denied' } });

    await post(`/organizations/${organization.id}/applications`, { applicationIds: [app.id] });
    await post(`/organizations/${organization.id}/applications/${app.id}/roles`, {
      organizationRoleIds: [botRole.id],
    });
    const member = await requestClientCredentialsToken(server(), credentials, {
      organization_id: organization.id,
      scope: 'read:members invite:members',
    });
    expect(member.status, JSON.stringify(member.body)).toBe(200);
    const claims = decodeJwtPayload(member.body.access_token);
    expect(claims.aud).toBe(`urn:tessera:organization:${organization.id}`);
    expect(claims.scope).toBe('read:members');
    expect(claims.organization_id).toBe(organization.id);

    const viaRole = await requestClientCredentialsToken(server(), credentials, {
      organization_id: organization.id,
      resource: apiIndicator,
      scope: 'read:data',
    });
    expect(viaRole.status, JSON.stringify(viaRole.body)).toBe(200);
    expect(decodeJwtPayload(viaRole.body.access_token)).toMatchObject({
      aud: apiIndicator,
      scope: 'read:data',
      organization_id: organization.id,
    });
    // Without the organization the application holds no role giving read:data.
    const own = await requestClientCredentialsToken(server(), credentials, {
      resource: apiIndicator,
      scope: 'read:data',
    });
    expect(own.status).toBe(200);
    expect(decodeJwtPayload(own.body.access_token).scope).toBeUndefined();

    // The reserved resource alone is no audience.
    const bare = await requestClientCredentialsToken(server(), credentials, {
      resource: organizationsResource,
    });
    expect(bare).toMatchObject({ status: 400, body: { error: 'invalid_target' } });
  });
});
