import type { SsoConnectorProvider, SsoConnectorResponse } from '@tessera/schemas';

import type { MockRequest } from '../../../test/management-api-mock';

const providerFacts = {
  OIDC: { name: 'OIDC', providerType: 'oidc' },
  SAML: { name: 'SAML', providerType: 'saml' },
  AzureAD: { name: 'Azure AD (SAML)', providerType: 'saml' },
  AzureAdOidc: { name: 'Azure AD (OIDC)', providerType: 'oidc' },
  GoogleWorkspace: { name: 'Google Workspace', providerType: 'oidc' },
  Okta: { name: 'Okta', providerType: 'oidc' },
} as const;

/** Every provider the server offers, as `GET /api/sso-connector-providers` answers. */
export const ssoProvidersFixture: SsoConnectorProvider[] = Object.entries(providerFacts).map(
  ([providerName, facts]) => ({
    providerName: providerName as SsoConnectorProvider['providerName'],
    ...facts,
    logo: `/logos/${providerName}.svg`,
    logoDark: `/logos/${providerName}-dark.svg`,
    description: `${facts.name} provider`,
  }),
);

/** An OIDC connector as the server answers it (secret masked). */
export const oidcConnectorFixture = (overrides: Partial<SsoConnectorResponse> = {}): SsoConnectorResponse => ({
  tenantId: 'default',
  id: 'sso1',
  providerName: 'OIDC',
  connectorName: 'Acme workforce',
  config: { issuer: 'https://idp.acme.test', clientId: 'tessera', clientSecret: '******cret' },
  domains: ['acme.test'],
  branding: { displayName: 'Acme' },
  syncProfile: false,
  createdAt: 1_700_000_000_000,
  enableTokenStorage: false,
  name: 'OIDC',
  providerType: 'oidc',
  providerLogo: '/logos/OIDC.svg',
  providerLogoDark: '/logos/OIDC-dark.svg',
  providerConfig: {
    callbackUri: 'http://localhost:3001/callback/sso/sso1',
    discovery: {
      issuer: 'https://idp.acme.test',
      authorizationEndpoint: 'https://idp.acme.test/auth',
      tokenEndpoint: 'https://idp.acme.test/token',
      jwksUri: 'https://idp.acme.test/jwks',
    },
  },
  ...overrides,
});

/** A SAML connector with nothing set up on the IdP side yet. */
export const samlConnectorFixture = (overrides: Partial<SsoConnectorResponse> = {}): SsoConnectorResponse => ({
  ...oidcConnectorFixture(),
  id: 'sso2',
  providerName: 'SAML',
  connectorName: 'Globex SAML',
  config: {},
  domains: [],
  branding: {},
  name: 'SAML',
  providerType: 'saml',
  providerLogo: '/logos/SAML.svg',
  providerLogoDark: '/logos/SAML-dark.svg',
  providerConfig: {
    serviceProvider: {
      entityId: 'http://localhost:3001/enterprise-sso/sso2',
      assertionConsumerServiceUrl: 'http://localhost:3001/api/authn/single-sign-on/saml/sso2',
      metadataUrl: 'http://localhost:3001/api/authn/single-sign-on/saml/sso2/metadata',
      metadata: '<EntityDescriptor entityID="http://localhost:3001/enterprise-sso/sso2"/>',
    },
  },
  ...overrides,
});

/**
 * Routes of one connector's page, with the server's memory: PATCH stores the body (and what
 * `read` adds, as the server adds what it fetched from the IdP) and GET answers what is stored.
 */
export const ssoConnectorRoutes = (
  connector: SsoConnectorResponse,
  read: (stored: SsoConnectorResponse) => Partial<SsoConnectorResponse> = () => ({}),
) => {
  let stored = connector;
  return {
    [`GET /api/sso-connectors/${connector.id}`]: () => ({ body: stored }),
    [`PATCH /api/sso-connectors/${connector.id}`]: ({ body }: MockRequest) => {
      stored = { ...stored, ...(body as object) };
      stored = { ...stored, ...read(stored) };
      return { body: stored };
    },
  };
};
