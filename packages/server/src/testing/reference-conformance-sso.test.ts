import { defaultTenantId, type SsoConnectorResponse, type UserInfo } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toJson } from '../db/json.js';
import { insertApplication } from '../modules/applications/queries.js';
import { encryptSsoConfig } from '../modules/sso-connectors/config.js';
import { insertUserSsoIdentity } from '../modules/sso-connectors/identity-queries.js';
import { insertSsoConnector } from '../modules/sso-connectors/queries.js';
import { createManagementApiClient, type ApiClient, type ApiResponse } from './api-client.js';
import { expectError } from './expect-error.js';
import {
  compareToShape,
  idpInitiatedAuthConfigShape,
  ssoIdentityShape,
  userShape,
  userSsoIdentityShape,
  wellKnownSsoConnectorShape,
  type ReferenceShape,
} from './reference-shapes.js';
import { describeEachDatabase } from './test-server.js';
import { insertTestUser } from './test-users.js';
import { startUpstreamIdp, type UpstreamIdp } from './upstream-idp.js';

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };
const noDifference = { missing: [], unexpected: [] };

/**
 * The enterprise SSO additions of the Management API against the reference: the paths are in the
 * OpenAPI document with the reference's methods, and the answers carry the reference's keys.
 */
describeEachDatabase('reference Management API conformance: enterprise SSO', (server) => {
  let api: ApiClient;
  let upstream: UpstreamIdp;
  const home = () => server().context.tenantScope(defaultTenantId);
  const expectShape = (value: unknown, shape: ReferenceShape) => expect(compareToShape(value, shape)).toEqual(noDifference);
  const expectAnswer = <T>(response: ApiResponse<T>, status: number) => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    return response.body;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    upstream = await startUpstreamIdp();
  });
  afterAll(async () => {
    await upstream.close();
  });

  it('documents the reference paths and methods in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server().url}/api/swagger.json`)).json()) as OpenApiDocument;
    expect(Object.keys(document.paths['/users/{userId}/sso-identities/{ssoConnectorId}'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/sso-connectors/{id}/idp-initiated-auth-config'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    const listUsers = document.paths['/users']?.get as { parameters?: { name: string }[] } | undefined;
    expect(listUsers?.parameters?.map((parameter) => parameter.name)).toContain('includeSsoIdentities');
  });

  it("answers a user's SSO identities in the reference shapes", async () => {
    await insertSsoConnector(home(), {
      id: 'conformancesso01',
      provider_name: 'OIDC',
      connector_name: 'Conformance SSO',
      config_encrypted: encryptSsoConfig(server().context.vault, {}),
      domains: toJson([]),
      branding: toJson({}),
    });
    const user = await insertTestUser(home(), { username: 'conformance_sso' });
    await insertUserSsoIdentity(home(), {
      id: 'conformanceident01',
      user_id: user.id,
      sso_connector_id: 'conformancesso01',
      issuer: 'https://idp.conformance.test',
      identity_id: 'sub-1',
      detail: toJson({ email: 'someone@conformance.test' }),
    });
    const one = expectAnswer(await api.get<{ ssoIdentity: unknown }>(`/users/${user.id}/sso-identities/conformancesso01`), 200);
    expectShape(one, userSsoIdentityShape);
    expectShape(one.ssoIdentity, ssoIdentityShape);
    expectError(await api.get(`/users/${user.id}/sso-identities/otherconnector`), 404, 'user.sso_identity_not_found');

    for (const answer of [
      ...expectAnswer(await api.get<UserInfo[]>('/users?page=1&page_size=20&includeSsoIdentities=true'), 200),
      expectAnswer(await api.get<UserInfo>(`/users/${user.id}?includeSsoIdentities=true`), 200),
    ]) {
      expectShape(answer, userShape);
      expect(answer.ssoIdentities).toBeInstanceOf(Array);
      answer.ssoIdentities?.forEach((identity) => expectShape(identity, ssoIdentityShape));
    }
  });

  it('answers IdP-initiated settings and well-known SSO connectors in the reference shapes', async () => {
    const saml = await insertSsoConnector(home(), {
      id: 'conformancesaml01',
      provider_name: 'SAML',
      connector_name: 'Conformance SAML',
      config_encrypted: encryptSsoConfig(server().context.vault, {}),
      domains: toJson([]),
      branding: toJson({}),
    });
    const application = await insertApplication(home(), {
      id: 'conformanceidpapp01',
      name: 'Portal',
      type: 'SPA',
      oidc_client_metadata: toJson({ redirectUris: ['https://portal.conformance.test/cb'], postLogoutRedirectUris: [] }),
      custom_client_metadata: toJson({}),
      custom_data: toJson({}),
    });
    const path = `/sso-connectors/${saml.id}/idp-initiated-auth-config`;
    const body = { defaultApplicationId: application.id, redirectUri: 'https://portal.conformance.test/cb', authParameters: { scope: 'openid email' }, autoSendAuthorizationRequest: true };
    expectShape(expectAnswer(await api.put(path, body), 200), idpInitiatedAuthConfigShape);
    expectShape(expectAnswer(await api.get(path), 200), idpInitiatedAuthConfigShape);
    expectAnswer(await api.delete(path), 204);

    expectAnswer(await api.patch('/sign-in-exp', { singleSignOnEnabled: true }), 200);
    const connector = expectAnswer(
      await api.post<SsoConnectorResponse>('/sso-connectors', {
        providerName: 'OIDC',
        connectorName: 'Conformance OIDC',
        domains: ['conformance.test'],
        config: { issuer: upstream.issuer, ...upstream.registerClient({ redirectUris: ['https://app.test/cb'] }) },
      }),
      200,
    );
    const wellKnown = (await (await fetch(`${server().url}/api/.well-known/sign-in-exp`)).json()) as { ssoConnectors: { id: string }[] };
    expect(wellKnown.ssoConnectors.map((item) => item.id)).toEqual([connector.id]);
    wellKnown.ssoConnectors.forEach((item) => expectShape(item, wellKnownSsoConnectorShape));
  });
});
