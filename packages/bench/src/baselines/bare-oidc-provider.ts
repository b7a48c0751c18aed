/**
 * The yardstick for Tessera's token endpoint: oidc-provider alone, configured as Tessera configures
 * it and with nothing of Tessera's own (in-memory storage, ES256 JWT access tokens, resource
 * indicators, one confidential client). The library features Tessera turns on stay on here: some
 * act on every token request (DPoP looks for its header, each registered grant adds parameters the
 * token endpoint accepts). Run as its own process by the bench; prints `ready <port>` once it
 * listens on 127.0.0.1.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { bareClient, bareResource } from './bare-client.js';

function createBareProvider(issuer: string) {
  const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  return new Provider(issuer, {
    clients: [
      {
        client_id: bareClient.clientId,
        client_secret: bareClient.clientSecret,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'ES256', kid: 'bare' }] },
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'none'],
    enabledJWA: {
      idTokenSigningAlgValues: ['RS256', 'ES256'],
      clientAuthSigningAlgValues: ['RS256', 'PS256', 'ES256', 'EdDSA'],
    },
    features: {
      clientCredentials: { enabled: true },
      devInteractions: { enabled: false },
      introspection: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      backchannelLogout: { enabled: true },
      pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: false },
      dPoP: { enabled: true },
      deviceFlow: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => bareResource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'all',
          accessTokenFormat: 'jwt',
          accessTokenTTL: 3600,
          jwt: { sign: { alg: 'ES256' } },
        }),
      },
    },
  });
}

const server = createServer();
// As Tessera's server (packages/server/src/app/server.ts).
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('The bare provider has no TCP address.');
  }
  const provider = createBareProvider(`http://127.0.0.1:${address.port}`);
  server.on('request', provider.callback());
  process.stdout.write(`ready ${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
