import type { CustomJwtTokenTypePath } from '@tessera/schemas';

/** What a new script starts from: the function the sandbox calls, returning no claims yet. */
export const defaultScript = `/**
 * Returns the claims to add to the token.
 * @param {{ token: object, context: object, environmentVariables: Record<string, string>, api: { denyAccess: (message?: string) => never } }} input
 */
const getCustomJwtClaims = async ({ token, context, environmentVariables, api }) => {
  return {};
};
`;

const accessTokenSample = {
  jti: 'sample-token-id',
  aud: 'https://api.example.com',
  scope: 'read write',
  clientId: 'sample-app',
  accountId: 'sample-user',
  expiresWithSession: true,
  grantId: 'sample-grant',
  gty: 'authorization_code',
  kind: 'AccessToken',
};

const clientCredentialsSample = {
  jti: 'sample-token-id',
  aud: 'https://api.example.com',
  scope: 'read write',
  clientId: 'sample-app',
  kind: 'ClientCredentials',
};

const sampleApplication = {
  id: 'sample-app',
  name: 'Sample application',
  type: 'MachineToMachine',
  customData: {},
};

const accessTokenContext = {
  user: {
    id: 'sample-user',
    username: 'ada',
    primaryEmail: 'ada@example.com',
    primaryPhone: null,
    name: 'Ada Lovelace',
    avatar: null,
    customData: { plan: 'pro' },
    identities: {},
    profile: {},
    roles: [],
    organizations: [{ id: 'sample-org', name: 'Example Inc.', description: null }],
    organizationRoles: [{ organizationId: 'sample-org', roleId: 'sample-role', roleName: 'admin' }],
  },
  application: { ...sampleApplication, type: 'Traditional' },
};

/** Samples the test runs on until the admin changes them; they mirror what a real token request hands the script. */
export const defaultSamples = (tokenType: CustomJwtTokenTypePath) => ({
  token: tokenType === 'access-token' ? accessTokenSample : clientCredentialsSample,
  context: tokenType === 'access-token' ? accessTokenContext : { application: sampleApplication },
});

export const toJsonText = (value: unknown) => JSON.stringify(value, null, 2);
