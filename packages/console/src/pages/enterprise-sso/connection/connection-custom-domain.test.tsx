import { screen, waitFor } from '@testing-library/react';
import type { CustomDomainResponse } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { customDomainKeys } from '../../../api/custom-domains/keys';
import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { cloudMemberRoutes, testTenant } from '../../../test/test-tenant';
import { oidcConnectorFixture, samlConnectorFixture, ssoConnectorRoutes } from '../testing/sso-connector-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const tenantBase = 'http://localhost/t/abc123';
/** The cloud shell reads tenants, membership and scopes before the page: more than the default second. */
const loaded = { timeout: 10_000 };

const domainOf = (status: CustomDomainResponse['status']): CustomDomainResponse => ({
  id: 'dom1',
  domain: 'login.acme.test',
  status,
  errorMessage: null,
  dnsRecords: [],
  createdAt: 1_700_000_000_000,
});

/** A cloud tenant whose server answers its URLs on the tenant's base, with these custom domains. */
const cloudRoutes = (domains: CustomDomainResponse[]) => ({
  'GET /api/.well-known/endpoints/abc123': { body: { user: tenantBase } },
  ...cloudMemberRoutes(testTenant({ id: 'abc123', tag: 'production' })),
  'GET /api/domains': { body: domains },
});

describe('enterprise SSO connection tab on a tenant with a custom domain', { timeout: 20_000 }, () => {
  it('OIDC: shows the callback URL on the Active custom domain beside the default one', async () => {
    const connector = oidcConnectorFixture({ tenantId: 'abc123', providerConfig: { callbackUri: `${tenantBase}/callback/sso1` } });
    mockManagementApi({ ...ssoConnectorRoutes(connector), ...cloudRoutes([domainOf('Active')]) });
    renderConsole('/abc123/enterprise-sso/sso1/connection', { edition: 'cloud' });

    expect((await screen.findByTestId('sso-callback-uri-on-domain', {}, loaded)).textContent).toBe('https://login.acme.test/callback/sso1');
    expect(screen.getByTestId('sso-callback-uri').textContent).toBe(`${tenantBase}/callback/sso1`);
  });

  it('SAML: shows the entity id, ACS and metadata URLs on the domain, and nothing while the domain is not Active', async () => {
    const connector = samlConnectorFixture({
      tenantId: 'abc123',
      providerConfig: {
        serviceProvider: {
          entityId: `${tenantBase}/enterprise-sso/sso2`,
          assertionConsumerServiceUrl: `${tenantBase}/api/authn/single-sign-on/saml/sso2`,
          metadataUrl: `${tenantBase}/api/authn/single-sign-on/saml/sso2/metadata`,
          metadata: '<md:EntityDescriptor/>',
        },
      },
    });
    mockManagementApi({ ...ssoConnectorRoutes(connector), ...cloudRoutes([domainOf('Active')]) });
    const { unmount } = renderConsole('/abc123/enterprise-sso/sso2/connection', { edition: 'cloud' });
    expect((await screen.findByTestId('sso-sp-entity-id-on-domain', {}, loaded)).textContent).toBe('https://login.acme.test/enterprise-sso/sso2');
    expect(screen.getByTestId('sso-acs-url-on-domain').textContent).toBe('https://login.acme.test/api/authn/single-sign-on/saml/sso2');
    expect(screen.getByTestId('sso-sp-metadata-url-on-domain').textContent).toBe(
      'https://login.acme.test/api/authn/single-sign-on/saml/sso2/metadata',
    );
    unmount();
    vi.restoreAllMocks();

    mockManagementApi({ ...ssoConnectorRoutes(connector), ...cloudRoutes([domainOf('PendingSsl')]) });
    const { queryClient } = renderConsole('/abc123/enterprise-sso/sso2/connection', { edition: 'cloud' });
    await screen.findByTestId('sso-sp-entity-id', {}, loaded);
    // The page has the tenant's domains: none of them Active.
    await waitFor(() => expect(queryClient.getQueryData(customDomainKeys.list('abc123'))).toEqual([domainOf('PendingSsl')]), loaded);
    expect(screen.queryByTestId('sso-sp-entity-id-on-domain')).toBeNull();
  });
});
