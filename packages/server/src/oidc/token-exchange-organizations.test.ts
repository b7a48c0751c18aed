import {
  organizationUrn,
  personalAccessTokenType,
  subjectTokenType,
  type CreatedPersonalAccessToken,
  type CreatedSubjectToken,
  type Organization,
  type OrganizationRole,
  type OrganizationScope,
  type Resource,
  type Scope,
  type UserInfo,
} from '@tessera/schemas';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { toJson } from '../db/json.js';
import { insertOrganization } from '../modules/organizations/queries.js';
import { createManagementApiClient, type ApiClient } from '../testing/api-client.js';
import { createOtherTenant } from '../testing/other-tenant.js';
import { describeEachDatabase } from '../testing/test-server.js';
import { createExchangeClient, exchangeToken, type ExchangeClient } from '../testing/token-exchange-client.js';

describeEachDatabase('organization tokens through token exchange', (server) => {
  let api: ApiClient;
  let member: UserInfo;
  let organization: Organization;
  let elsewhere: Organization;
  let webApp: ExchangeClient;
  let impersonator: ExchangeClient;
  const indicator = 'https://exchange-org-api.example.com';

  const post = async <T>(path: string, body: unknown) => {
    const response = await api.post<T>(path, body);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    return response.body;
  };

  const verify = async (token: string, audience: string) =>
    (
      await jwtVerify(token, createRemoteJWKSet(new URL(`${server().url}/oidc/jwks`)), {
        issuer: `${server().url}/oidc`,
        audience,
        typ: 'at+jwt',
      })
    ).payload;

  const newPat = async (name: string) =>
    (await post<CreatedPersonalAccessToken>(`/users/${member.id}/personal-access-tokens`, { name })).value;

  const newSubjectToken = async () =>
    (await post<CreatedSubjectToken>('/subject-tokens', { userId: member.id })).subjectToken;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    member = await post<UserInfo>('/users', { username: 'exchange_org_member' });
    const readMembers = await post<OrganizationScope>('/organization-scopes', { name: 'read:org-members' });
    await post<OrganizationScope>('/organization-scopes', { name: 'invite:org-members' });
    const resource = await post<Resource>('/resources', { name: 'Exchange org API', indicator });
    const readData = await post<Scope>(`/resources/${resource.id}/scopes`, { name: 'read:org-data' });
    const reader = await post<OrganizationRole>('/organization-roles', {
      name: 'Exchange reader',
      organizationScopeIds: [readMembers.id],
      resourceScopeIds: [readData.id],
    });
    organization = await post<Organization>('/organizations', { name: 'Exchange inc' });
    elsewhere = await post<Organization>('/organizations', { name: 'Not a member inc' });
    await post(`/organizations/${organization.id}/users`, { userIds: [member.id] });
    await post(`/organizations/${organization.id}/users/${member.id}/roles`, { organizationRoleIds: [reader.id] });
    webApp = await createExchangeClient(api, { name: 'Exchange org web app', type: 'Traditional' });
    impersonator = await createExchangeClient(api, {
      name: 'Exchange org impersonator',
      type: 'Traditional',
      customClientMetadata: { allowTokenExchange: true },
    });
  });

  it('issues an organization token with the organization scopes the user holds there', async () => {
    const pat = await newPat('organization');
    const answer = await exchangeToken(server(), webApp, {
      subject_token: pat,
      subject_token_type: personalAccessTokenType,
      organization_id: organization.id,
      scope: 'read:org-members invite:org-members',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ scope: 'read:org-members', issued_token_type: 'urn:ietf:params:oauth:token-type:access_token' });
    const claims = await verify(answer.body.access_token ?? '', organizationUrn(organization.id));
    expect(claims).toMatchObject({ sub: member.id, client_id: webApp.id, organization_id: organization.id, scope: 'read:org-members' });

    // An API resource with an organization: the scopes the user's organization roles give for it.
    const viaOrganization = await exchangeToken(server(), webApp, {
      subject_token: pat,
      subject_token_type: personalAccessTokenType,
      organization_id: organization.id,
      resource: indicator,
      scope: 'read:org-data',
    });
    expect(viaOrganization.status, JSON.stringify(viaOrganization.body)).toBe(200);
    expect(await verify(viaOrganization.body.access_token ?? '', indicator)).toMatchObject({
      sub: member.id,
      organization_id: organization.id,
      scope: 'read:org-data',
    });
    // Without the organization the user holds nothing of that resource.
    const personal = await exchangeToken(server(), webApp, {
      subject_token: pat,
      subject_token_type: personalAccessTokenType,
      resource: indicator,
      scope: 'read:org-data',
    });
    expect(personal.status).toBe(200);
    const personalClaims = await verify(personal.body.access_token ?? '', indicator);
    expect(personalClaims.scope).toBeUndefined();
    expect(personalClaims.organization_id).toBeUndefined();
  });

  it("refuses organizations the user is not a member of, unknown ones and other tenants'", async () => {
    const pat = await newPat('outsider');
    const ask = (organizationId: string) =>
      exchangeToken(server(), webApp, { subject_token: pat, subject_token_type: personalAccessTokenType, organization_id: organizationId });
    const refusal = { status: 403, body: { error: 'access_denied', error_description: 'user is not a member of the organization' } };
    expect(await ask(elsewhere.id)).toMatchObject(refusal);
    expect(await ask('nosuchorganization')).toMatchObject(refusal);
    const other = await createOtherTenant(server());
    const foreign = await insertOrganization(other, {
      id: 'foreignexchangeorg01',
      name: 'Foreign',
      custom_data: toJson({}),
      color: toJson({}),
      branding: toJson({}),
    });
    expect(await ask(foreign.id)).toMatchObject(refusal);
    // Two resources cannot both be the organization's.
    const twoResources = new URLSearchParams({ subject_token: pat, subject_token_type: personalAccessTokenType, organization_id: organization.id });
    twoResources.append('resource', indicator);
    twoResources.append('resource', 'https://exchange-other.example.com');
    const response = await fetch(`${server().url}/oidc/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${webApp.id}:${webApp.secret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: `grant_type=${encodeURIComponent('urn:ietf:params:oauth:grant-type:token-exchange')}&${twoResources.toString()}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_target' });
  });

  it('gives an organization that requires MFA tokens only for users with a second factor', async () => {
    const guarded = await post<Organization>('/organizations', { name: 'MFA inc', isMfaRequired: true });
    const user = await post<UserInfo>('/users', { username: 'exchange_org_mfa' });
    await post(`/organizations/${guarded.id}/users`, { userIds: [user.id] });
    const pat = (await post<CreatedPersonalAccessToken>(`/users/${user.id}/personal-access-tokens`, { name: 'mfa' })).value;
    const ask = () =>
      exchangeToken(server(), webApp, { subject_token: pat, subject_token_type: personalAccessTokenType, organization_id: guarded.id });
    expect(await ask()).toMatchObject({
      status: 403,
      body: { error: 'access_denied', error_description: 'the organization requires MFA and the user has no second factor configured' },
    });
    await post(`/users/${user.id}/mfa-verifications`, { type: 'Totp' });
    const answer = await ask();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await verify(answer.body.access_token ?? '', organizationUrn(guarded.id))).toMatchObject({ sub: user.id, organization_id: guarded.id });
  });

  it('spends a subject token once, and not on a refused organization', async () => {
    const token = await newSubjectToken();
    const refused = await exchangeToken(server(), impersonator, { subject_token: token, subject_token_type: subjectTokenType, organization_id: elsewhere.id });
    expect(refused).toMatchObject({ status: 403, body: { error: 'access_denied' } });

    const first = await exchangeToken(server(), impersonator, {
      subject_token: token,
      subject_token_type: subjectTokenType,
      organization_id: organization.id,
      scope: 'read:org-members',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await verify(first.body.access_token ?? '', organizationUrn(organization.id))).toMatchObject({
      sub: member.id,
      client_id: impersonator.id,
      organization_id: organization.id,
      scope: 'read:org-members',
    });
    const again = await exchangeToken(server(), impersonator, { subject_token: token, subject_token_type: subjectTokenType, organization_id: organization.id });
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    // Racing exchanges with an organization: exactly one wins.
    const raced = await newSubjectToken();
    const answers = await Promise.all(
      [1, 2, 3].map(() => exchangeToken(server(), impersonator, { subject_token: raced, subject_token_type: subjectTokenType, organization_id: organization.id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });
});
