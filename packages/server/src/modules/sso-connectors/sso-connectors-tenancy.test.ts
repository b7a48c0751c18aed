import type { Organization, SsoConnectorResponse } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertOrganization } from '../organizations/queries.js';
import { encryptSsoConfig } from './config.js';
import { findSsoConnectorById, insertSsoConnector } from './queries.js';

/** Every SSO endpoint, tried on another tenant's connector and organization through the default tenant. */
describeEachDatabase('SSO connectors across tenants', (server) => {
  let api: ApiClient;
  let other: TenantScope;
  const otherConnectorId = 'otherssoconnector0001';
  const otherOrganizationId = 'otherorganization0001';

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    other = await createOtherTenant(server());
    await insertSsoConnector(other, {
      id: otherConnectorId,
      provider_name: 'SAML',
      connector_name: 'Shared name',
      config_encrypted: encryptSsoConfig(server().context.vault, { entityId: 'https://idp.other.test', signInEndpoint: 'https://idp.other.test/sso' }),
      domains: toJson(['other-tenant.test']),
      branding: toJson({}),
    });
    await insertOrganization(other, { id: otherOrganizationId, name: 'Other org', custom_data: toJson({}), color: toJson({}), branding: toJson({}) });
    await api.patch('/sign-in-exp', { singleSignOnEnabled: true });
  });

  it("never reads, changes or deletes another tenant's connector", async () => {
    const list = await api.get<SsoConnectorResponse[]>('/sso-connectors');
    expect(list.body.map((connector) => connector.id)).not.toContain(otherConnectorId);
    expectError(await api.get(`/sso-connectors/${otherConnectorId}`), 404, 'entity.not_exists_with_id');
    expectError(await api.patch(`/sso-connectors/${otherConnectorId}`, { connectorName: 'Taken over' }), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`/sso-connectors/${otherConnectorId}`), 404, 'entity.not_exists_with_id');
    expect((await findSsoConnectorById(other, otherConnectorId))?.connector_name).toBe('Shared name');
    // Names are unique per tenant only.
    const same = await api.post<SsoConnectorResponse>('/sso-connectors', { providerName: 'OIDC', connectorName: 'Shared name' });
    expect(same.status).toBe(200);
    await api.delete(`/sso-connectors/${same.body.id}`);
  });

  it("links no organization to another tenant's connector, nor reaches another tenant's organization", async () => {
    const organization = (await api.post<Organization>('/organizations', { name: 'Mine' })).body;
    const link = `/organizations/${organization.id}/jit/sso-connectors`;
    expectError(await api.post(link, { ssoConnectorIds: [otherConnectorId] }), 422, 'single_sign_on.connector_not_found');
    expectError(await api.put(link, { ssoConnectorIds: [otherConnectorId] }), 422, 'single_sign_on.connector_not_found');
    expectError(await api.delete(`${link}/${otherConnectorId}`), 422, 'single_sign_on.connector_not_found');
    const foreign = `/organizations/${otherOrganizationId}/jit/sso-connectors`;
    expectError(await api.get(foreign), 404, 'entity.not_exists_with_id');
    expectError(await api.post(foreign, { ssoConnectorIds: [] }), 404, 'entity.not_exists_with_id');
    expectError(await api.put(foreign, { ssoConnectorIds: [] }), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`${foreign}/${otherConnectorId}`), 404, 'entity.not_exists_with_id');
  });

  it("offers and starts no sign-in through another tenant's connector", async () => {
    const flow = await new AuthorizationFlow(server().url, await insertTestClient(server().context.database.db)).start();
    const found = await flow.api<{ connectorIds: string[] }>('GET', '/sso-connectors?email=someone@other-tenant.test');
    expect(found.body.connectorIds).toEqual([]);
    await flow.api('PUT', '', { interactionEvent: 'SignIn' });
    const started = await flow.api<{ code: string }>('POST', `/verification/sso/${otherConnectorId}/authorization-uri`, {
      state: 's',
      redirectUri: `${server().url}/callback/${otherConnectorId}`,
    });
    expect({ status: started.status, code: started.body.code }).toEqual({ status: 404, code: 'single_sign_on.connector_not_found' });
    const verified = await flow.api<{ code: string }>('POST', `/verification/sso/${otherConnectorId}/verify`, {
      verificationId: 'none',
      connectorData: { state: 's' },
    });
    expect({ status: verified.status, code: verified.body.code }).toEqual({ status: 404, code: 'session.verification_record_not_found' });
    const acs = await fetch(`${server().url}/api/authn/single-sign-on/saml/${otherConnectorId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: 'PHNhbWxwOlJlc3BvbnNlLz4=', RelayState: 'guessed' }).toString(),
    });
    expect({ status: acs.status, code: ((await acs.json()) as { code: string }).code }).toEqual({ status: 404, code: 'session.verification_record_not_found' });
    const asJson = await fetch(`${server().url}/api/authn/single-sign-on/saml/${otherConnectorId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ SAMLResponse: 'PHNhbWxwOlJlc3BvbnNlLz4=', RelayState: 'guessed' }),
    });
    expect(asJson.status).toBe(404);
    const metadata = await fetch(`${server().url}/api/authn/single-sign-on/saml/${otherConnectorId}/metadata`);
    expect({ status: metadata.status, code: ((await metadata.json()) as { code: string }).code }).toEqual({ status: 404, code: 'single_sign_on.connector_not_found' });
  });
});
