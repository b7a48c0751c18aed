/**
 * The yardstick for Tessera's token endpoint: oidc-provider alone, with what Tessera's
 * client_credentials path needs and nothing of Tessera's (in-memory storage, ES256 JWT access
 * tokens, resource indicators, one confidential client). Run as its own process by the bench;
 * prints `ready <port>` once it listens on 127.0.0.1.
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
    features: {
      clientCredentials: { enabled: true },
      devInteractions: { enabled: false },
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
