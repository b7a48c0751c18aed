import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertResource, insertScope } from '../resources/queries.js';
import type { ResourceResponse, ScopeResponse } from '../resources/responses.js';
import { findConsentUserScopes } from './consent-scope-queries.js';
import type { Application as ApplicationResponse } from '@tessera/schemas';
import { createApplication } from './service.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';

type ConsentScopes = {
  userScopes: string[];
  resourceScopes: { resource: { id: string; name: string; indicator: string }; scopes: { id: string; name: string }[] }[];
  organizationScopes: unknown[];
  organizationResourceScopes: { resource: { id: string }; scopes: { id: string }[] }[];
};

describeEachDatabase('Application user consent scopes API', (server) => {
  let api: ApiClient;
  let resource: ResourceResponse;
  let scopes: ScopeResponse[] = [];
  const createApp = async (isThirdParty: boolean) =>
    (await api.post<ApplicationResponse>('/applications', { name: 'Consent', type: 'Traditional', isThirdParty })).body.id;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    resource = (await api.post<ResourceResponse>('/resources', { name: 'Photos', indicator: 'https://photos.example.com' })).body;
    scopes = [];
    for (const name of ['read:photos', 'write:photos']) {
      scopes.push((await api.post<ScopeResponse>(`/resources/${resource.id}/scopes`, { name })).body);
    }
  });

  it('links user and resource scopes and lists them grouped by resource', async () => {
    const app = await createApp(true);
    const empty = await api.get<ConsentScopes>(`/applications/${app}/user-consent-scopes`);
    expect(empty.body).toEqual({ userScopes: [], resourceScopes: [], organizationScopes: [], organizationResourceScopes: [] });

    const linked = await api.post<ConsentScopes>(`/applications/${app}/user-consent-scopes`, {
      userScopes: ['profile', 'email'],
      resourceScopes: scopes.map((scope) => scope.id),
      organizationResourceScopes: [scopes[0]?.id],
    });
    expect(linked.status).toBe(201);
    expect([...linked.body.userScopes].sort()).toEqual(['email', 'profile']);
    expect(linked.body.resourceScopes).toEqual([
      {
        resource: { id: resource.id, name: 'Photos', indicator: 'https://photos.example.com' },
        scopes: [
          { id: scopes[0]?.id, name: 'read:photos', description: null },
          { id: scopes[1]?.id, name: 'write:photos', description: null },
        ],
      },
    ]);
    expect(linked.body.organizationResourceScopes[0]?.scopes.map((scope) => scope.id)).toEqual([scopes[0]?.id]);

    const relinked = await api.post<ConsentScopes>(`/applications/${app}/user-consent-scopes`, { userScopes: ['email', 'phone'] });
    expect([...relinked.body.userScopes].sort()).toEqual(['email', 'phone', 'profile']);
    expect((await api.get<ConsentScopes>(`/applications/${app}/user-consent-scopes`)).body).toEqual(relinked.body);
  });

  it('removes linked scopes by type and answers 404 for ones not linked', async () => {
    const app = await createApp(true);
    await api.post(`/applications/${app}/user-consent-scopes`, { userScopes: ['profile'], resourceScopes: [scopes[0]?.id] });
    expect((await api.delete(`/applications/${app}/user-consent-scopes/user-scopes/profile`)).status).toBe(204);
    expect((await api.delete(`/applications/${app}/user-consent-scopes/resource-scopes/${scopes[0]?.id}`)).status).toBe(204);
    const after = await api.get<ConsentScopes>(`/applications/${app}/user-consent-scopes`);
    expect(after.body.userScopes).toEqual([]);
    expect(after.body.resourceScopes).toEqual([]);
    expectError(await api.delete(`/applications/${app}/user-consent-scopes/user-scopes/profile`), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`/applications/${app}/user-consent-scopes/organization-scopes/x`), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`/applications/${app}/user-consent-scopes/unknown-scopes/x`), 400, 'guard.invalid_input', 'scopeType');
  });

  it('drops a consent link when its scope is deleted', async () => {
    const app = await createApp(true);
    const temporary = (await api.post<ScopeResponse>(`/resources/${resource.id}/scopes`, { name: 'temp:photos' })).body;
    await api.post(`/applications/${app}/user-consent-scopes`, { resourceScopes: [temporary.id] });
    expect((await api.delete(`/resources/${resource.id}/scopes/${temporary.id}`)).status).toBe(204);
    expect((await api.get<ConsentScopes>(`/applications/${app}/user-consent-scopes`)).body.resourceScopes).toEqual([]);
  });

  it('is for third-party applications only', async () => {
    const app = await createApp(false);
    expectError(await api.get(`/applications/${app}/user-consent-scopes`), 422, 'application.third_party_application_only');
    expectError(await api.post(`/applications/${app}/user-consent-scopes`, { userScopes: ['profile'] }), 422, 'application.third_party_application_only');
    expectError(await api.delete(`/applications/${app}/user-consent-scopes/user-scopes/profile`), 422, 'application.third_party_application_only');
  });

  it('validates scope names and ids', async () => {
    const app = await createApp(true);
    expectError(await api.post(`/applications/${app}/user-consent-scopes`, { userScopes: ['everything'] }), 400, 'guard.invalid_input', 'userScopes.0');
    expectError(await api.post(`/applications/${app}/user-consent-scopes`, { resourceScopes: 'x' }), 400, 'guard.invalid_input', 'resourceScopes');
    const missing = expectError(await api.post(`/applications/${app}/user-consent-scopes`, { resourceScopes: ['nosuchscope'] }), 404, 'entity.not_exists_with_id');
    expect(missing.data).toEqual({ name: 'scope', id: 'nosuchscope' });
    expectError(await api.post(`/applications/${app}/user-consent-scopes`, { organizationScopes: ['nosuchscope'] }), 404, 'entity.not_exists_with_id');
    expect((await api.get<ConsentScopes>(`/applications/${app}/user-consent-scopes`)).body.userScopes).toEqual([]);
  });

  it('does not reach applications or scopes of another tenant', async () => {
    expectError(await api.get('/applications/nosuchapp/user-consent-scopes'), 404, 'entity.not_exists_with_id');
    const other = await createOtherTenant(server());
    const { application } = await createApplication(other, server().context.vault, { name: 'Foreign', type: 'Traditional', isThirdParty: true });
    const foreignResource = await insertResource(other, { id: 'foreignconsentres0001', name: 'Foreign', indicator: 'https://foreign.example.com' });
    const foreignScope = await insertScope(other, { id: 'foreignconsentscope01', resource_id: foreignResource.id, name: 'read' });

    expectError(await api.get(`/applications/${application.id}/user-consent-scopes`), 404, 'entity.not_exists_with_id');
    expectError(await api.post(`/applications/${application.id}/user-consent-scopes`, { userScopes: ['email'] }), 404, 'entity.not_exists_with_id');
    expect(await findConsentUserScopes(other, application.id)).toEqual([]);

    const app = await createApp(true);
    expectError(await api.post(`/applications/${app}/user-consent-scopes`, { resourceScopes: [foreignScope.id] }), 404, 'entity.not_exists_with_id');
  });
});
