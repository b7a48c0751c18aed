import type {
  AccessTokenJwtCustomizerContext,
  AccessTokenJwtCustomizerToken,
  ClientCredentialsJwtCustomizerContext,
  ClientCredentialsJwtCustomizerToken,
} from './jwt-customizer';

/**
 * Samples the editor starts from when a token type has no saved ones: a token and a context as a
 * real token request hands them to the script, with made-up values.
 */
export const accessTokenJwtCustomizerSamples: {
  token: AccessTokenJwtCustomizerToken;
  context: AccessTokenJwtCustomizerContext;
} = {
  token: {
    jti: 'sample-token-id',
    aud: 'https://api.example.com',
    scope: 'read:orders',
    clientId: 'sample-app-id',
    accountId: 'sample-user-id',
    expiresWithSession: true,
    grantId: 'sample-grant-id',
    gty: 'authorization_code',
    kind: 'AccessToken',
  },
  context: {
    user: {
      id: 'sample-user-id',
      username: 'ada',
      primaryEmail: 'ada@example.com',
      primaryPhone: null,
      name: 'Ada Lovelace',
      avatar: null,
      customData: { plan: 'pro' },
      identities: {},
      profile: {},
      lastSignInAt: 0,
      createdAt: 0,
      updatedAt: 0,
      applicationId: 'sample-app-id',
      isSuspended: false,
      hasPassword: true,
      ssoIdentities: [],
      mfaVerificationFactors: [],
      roles: [
        {
          id: 'sample-role-id',
          name: 'Order readers',
          description: 'Reads orders',
          scopes: [
            {
              id: 'sample-scope-id',
              name: 'read:orders',
              description: null,
              resourceId: 'sample-resource-id',
              resource: {
                tenantId: 'default',
                id: 'sample-resource-id',
                name: 'Orders API',
                indicator: 'https://api.example.com',
                isDefault: false,
                accessTokenTtl: 3600,
              },
            },
          ],
        },
      ],
      organizations: [{ id: 'sample-organization-id', name: 'Acme', description: null }],
      organizationRoles: [{ organizationId: 'sample-organization-id', roleId: 'sample-organization-role-id', roleName: 'member' }],
    },
    grant: { type: 'authorization_code' },
    application: { id: 'sample-app-id', name: 'Sample app', type: 'SPA', customData: {} },
  },
};

export const clientCredentialsJwtCustomizerSamples: {
  token: ClientCredentialsJwtCustomizerToken;
  context: ClientCredentialsJwtCustomizerContext;
} = {
  token: {
    jti: 'sample-token-id',
    aud: 'https://api.example.com',
    scope: 'read:orders',
    clientId: 'sample-app-id',
    kind: 'ClientCredentials',
  },
  context: {
    application: { id: 'sample-app-id', name: 'Sample service', type: 'MachineToMachine', customData: {} },
  },
};
