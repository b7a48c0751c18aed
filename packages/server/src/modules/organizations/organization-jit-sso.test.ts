import type { Organization, SsoConnectorResponse } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { describeEachDatabase } from '../../testing/test-server.js';

describeEachDatabase('Organization just-in-time SSO connectors API', (server) => {
  let api: ApiClient;
  const createConnector = async (connectorName: string) =>
    (await api.post<SsoConnectorResponse>('/sso-connectors', { providerName: 'OIDC', connectorName })).body;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('adds, lists, replaces and removes connectors; a deleted connector leaves the list', async () => {
    const organization = (await api.post<Organization>('/organizations', { name: 'Jit SSO inc' })).body;
    const base = `/organizations/${organization.id}/jit/sso-connectors`;
    const [alpha, beta, gamma] = [await createConnector('Alpha'), await createConnector('Beta'), await createConnector('Gamma')];
    expect((await api.post(base, { ssoConnectorIds: [alpha.id, beta.id] })).status).toBe(201);
    expect((await api.post(base, { ssoConnectorIds: [alpha.id] })).status).toBe(201);
    const list = await api.get<SsoConnectorResponse[]>(`${base}?page=1&page_size=1`);
    expect(list.headers.get('total-number')).toBe('2');
    expect(list.body.map((connector) => connector.connectorName)).toEqual(['Alpha']);
    expect(list.body[0]).not.toHaveProperty('providerConfig');

    expect((await api.put(base, { ssoConnectorIds: [beta.id, gamma.id] })).status).toBe(204);
    expect((await api.get<SsoConnectorResponse[]>(base)).body.map((connector) => connector.id)).toEqual([beta.id, gamma.id]);
    expectError(await api.put(base, { ssoConnectorIds: [beta.id, 'nosuchconnector'] }), 422, 'single_sign_on.connector_not_found');
    expect((await api.get<SsoConnectorResponse[]>(base)).body).toHaveLength(2);

    expect((await api.delete(`${base}/${beta.id}`)).status).toBe(204);
    expectError(await api.delete(`${base}/${beta.id}`), 422, 'single_sign_on.connector_not_found');
    expect((await api.delete(`/sso-connectors/${gamma.id}`)).status).toBe(204);
    expect((await api.get(base)).body).toEqual([]);
    expectError(await api.get('/organizations/nosuchorg/jit/sso-connectors'), 404, 'entity.not_exists_with_id');
  });
});
