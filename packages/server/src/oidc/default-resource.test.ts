import { beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../testing/api-client.js';
import { decodeJwtPayload, requestClientCredentialsToken } from '../testing/management-token.js';
import { describeEachDatabase } from '../testing/test-server.js';

describeEachDatabase('default API resource', (server) => {
  let api: ApiClient;
  let resourceId: string;
  let client: { id: string; secret: string };
  const indicator = 'https://default-api.example.com';

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    const resource = await api.post<{ id: string }>('/resources', { name: 'Default API', indicator });
    resourceId = resource.body.id;
    const scope = await api.post<{ id: string }>(`/resources/${resourceId}/scopes`, { name: 'read:x' });
    const role = await api.post<{ id: string }>('/roles', {
      name: 'Default API reader',
      description: 'Reads',
      type: 'MachineToMachine',
      scopeIds: [scope.body.id],
    });
    const app = await api.post<{ id: string; secret: string }>('/applications', { name: 'Worker', type: 'MachineToMachine' });
    await api.post(`/applications/${app.body.id}/roles`, { roleIds: [role.body.id] });
    client = { id: app.body.id, secret: app.body.secret };
  });

  it('applies to token requests without a resource, and stops applying as soon as it is unset', async () => {
    expect((await api.patch(`/resources/${resourceId}/is-default`, { isDefault: true })).status).toBe(200);
    const withDefault = await requestClientCredentialsToken(server(), client, { scope: 'read:x' });
    expect(withDefault.status).toBe(200);
    expect(decodeJwtPayload(withDefault.body.access_token)).toMatchObject({ aud: indicator, scope: 'read:x' });

    expect((await api.patch(`/resources/${resourceId}/is-default`, { isDefault: false })).status).toBe(200);
    const withoutDefault = await requestClientCredentialsToken(server(), client, { scope: 'read:x' });
    const audience = withoutDefault.body.access_token?.includes('.')
      ? decodeJwtPayload(withoutDefault.body.access_token).aud
      : undefined;
    expect(audience).not.toBe(indicator);
  });
});
