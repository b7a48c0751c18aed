import { defaultTenantId } from '@tessera/schemas';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import * as client from 'openid-client';
import { expect, it } from 'vitest';
import { toJson } from '../db/json.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { insertApplication } from '../modules/applications/queries.js';
import { createManagementApiApp } from '../modules/management-api/m2m-app.js';
import { managementApiIndicator } from '../tenancy/tenant-urls.js';
import { createManagementApiClient } from '../testing/api-client.js';
import { testRedirectUri } from '../testing/authorization-flow.js';
import { signInThroughBrowser } from '../testing/browser-sign-in.js';
import { describeEachDatabase, type TestServer } from '../testing/test-server.js';
import { generateId } from '../utils/id.js';

/** A browser app (SPA) whose stored metadata may ask for an ID token algorithm. */
async function insertSpa(
  server: TestServer,
  oidcMetadata: Record<string, unknown> = {},
  isThirdParty = false,
) {
  const application = await insertApplication(
    scopeToTenant(server.context.database.db, 'default'),
    {
      id: generateId(),
      name: 'Algorithm SPA',
      type: 'SPA',
      oidc_client_metadata: toJson({ redirectUris: [testRedirectUri], ...oidcMetadata }),
      custom_client_metadata: toJson({}),
      custom_data: toJson({}),
      is_third_party: isThirdParty,
    },
  );
  return application.id;
}

/** Authorization code + PKCE as a standard relying party runs it, ID token signature checked. */
async function completeCodeFlow(
  server: TestServer,
  clientId: string,
  options: {
    expectedAlg?: string;
    username: string;
    scope?: string;
    prompt?: string;
    resource?: string;
  },
) {
  const metadata = options.expectedAlg ? { id_token_signed_response_alg: options.expectedAlg } : {};
  const config = await client.discovery(
    new URL(`${server.url}/oidc`),
    clientId,
    metadata,
    client.None(),
    {
      execute: [client.allowInsecureRequests],
    },
  );
  client.enableNonRepudiationChecks(config);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: testRedirectUri,
    scope: options.scope ?? 'openid profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    ...(options.prompt ? { prompt: options.prompt } : {}),
    ...(options.resource ? { resource: options.resource } : {}),
  });
  const { callbackUrl } = await signInThroughBrowser(server, url, options.username);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: codeVerifier,
    expectedState: state,
  });
  return { config, tokens };
}

describeEachDatabase(
  'ID token signing algorithms, as a standard relying party checks them',
  (server) => {
    it.each([['RS256'], ['ES256']])(
      'completes code + PKCE for a client registered with %s and verifies the ID token (OIDC Core §3.1.3.7)',
      async (alg) => {
        const clientId = await insertSpa(server(), { idTokenSignedResponseAlg: alg });
        const { tokens } = await completeCodeFlow(server(), clientId, {
          expectedAlg: alg,
          username: `alg_${alg.toLowerCase()}`,
        });
        expect(decodeProtectedHeader(tokens.id_token ?? '').alg).toBe(alg);
        expect(tokens.claims()?.aud).toBe(clientId);
      },
    );

    it('signs with RS256 when the client names no algorithm (OIDC Dynamic Registration §2)', async () => {
      const clientId = await insertSpa(server());
      const { tokens } = await completeCodeFlow(server(), clientId, {
        expectedAlg: 'RS256',
        username: 'alg_default',
      });
      expect(decodeProtectedHeader(tokens.id_token ?? '').alg).toBe('RS256');
    });
  },
);

describeEachDatabase('offline_access for browser apps, as the SPA guide asks for it', (server) => {
  // The SPA guide's oidc-client-ts configuration sends no prompt.
  it('issues a refresh token to an SPA asking for offline_access without a prompt (OIDC Core §11)', async () => {
    const clientId = await insertSpa(server());
    const { tokens, config } = await completeCodeFlow(server(), clientId, {
      username: 'offline_guide',
      scope: 'openid profile offline_access',
    });
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.access_token).toBeTruthy();
  });

  it('still asks a third-party app for prompt=consent before offline access (OIDC Core §11)', async () => {
    const clientId = await insertSpa(server(), {}, true);
    const { tokens } = await completeCodeFlow(server(), clientId, {
      username: 'offline_third_party',
      scope: 'openid offline_access',
    });
    expect(tokens.refresh_token).toBeUndefined();
  });

  it('issues a refresh token with prompt=consent, as the reference SDKs send (OIDC Core §11)', async () => {
    const clientId = await insertSpa(server());
    const { tokens } = await completeCodeFlow(server(), clientId, {
      username: 'offline_consent',
      scope: 'openid offline_access',
      prompt: 'consent',
    });
    expect(tokens.refresh_token).toBeTruthy();
  });
});

describeEachDatabase('a user’s JWT access token for an API resource', (server) => {
  it('states an empty scope when none of the requested API scopes was granted, also on refresh (RFC 6749 §5.1)', async () => {
    const clientId = await insertSpa(server());
    const { tokens, config } = await completeCodeFlow(server(), clientId, {
      username: 'scope_nothing',
      scope: 'openid offline_access all',
      resource: managementApiIndicator(defaultTenantId),
    });
    expect(tokens.scope).toBe('');
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.scope).toBe('');
  });

  it('is inactive at introspection once the refresh token of its grant was revoked (RFC 7009 §2.1, RFC 7662 §2.2)', async () => {
    const resource = managementApiIndicator(defaultTenantId);
    const clientId = await insertSpa(server());
    const { tokens, config } = await completeCodeFlow(server(), clientId, {
      username: 'grant_revoked',
      scope: 'openid offline_access',
      resource,
    });
    expect(decodeJwt(tokens.access_token).aud).toBe(resource);
    const { context, url } = server();
    const robot = await createManagementApiApp(
      context.tenantScope(defaultTenantId),
      context.vault,
      'Grant introspector',
    );
    const introspector = await client.discovery(
      new URL(`${url}/oidc`),
      robot.clientId,
      undefined,
      client.ClientSecretBasic(robot.clientSecret),
      { execute: [client.allowInsecureRequests] },
    );
    expect(await client.tokenIntrospection(introspector, tokens.access_token)).toMatchObject({
      active: true,
      client_id: clientId,
      token_type: 'Bearer',
    });

    await client.tokenRevocation(config, tokens.refresh_token ?? '');
    expect(await client.tokenIntrospection(introspector, tokens.access_token)).toEqual({
      active: false,
    });
  });
});

describeEachDatabase('extended claims in ID tokens (reference IdTokenConfig)', (server) => {
  it('carries granted extended claims until the tenant lists which ID tokens carry', async () => {
    const clientId = await insertSpa(server());
    const before = await completeCodeFlow(server(), clientId, {
      username: 'claims_before',
      scope: 'openid custom_data',
    });
    expect(before.tokens.claims()).toHaveProperty('custom_data');

    const api = await createManagementApiClient(server());
    expect((await api.put('/configs/id-token', { enabledExtendedClaims: [] })).status).toBe(200);
    const after = await completeCodeFlow(server(), clientId, {
      username: 'claims_after',
      scope: 'openid custom_data',
    });
    expect(after.tokens.claims()).not.toHaveProperty('custom_data');
    expect(after.tokens.claims()?.sub).toBeTruthy();

    expect(
      (await api.put('/configs/id-token', { enabledExtendedClaims: ['custom_data'] })).status,
    ).toBe(200);
    const listed = await completeCodeFlow(server(), clientId, {
      username: 'claims_listed',
      scope: 'openid custom_data',
    });
    expect(listed.tokens.claims()).toHaveProperty('custom_data');
  });
});
