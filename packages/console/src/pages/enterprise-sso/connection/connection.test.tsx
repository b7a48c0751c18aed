import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { oidcConnectorFixture, samlConnectorFixture, ssoConnectorRoutes } from '../testing/sso-connector-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const pem = ['-----BEGIN CERTIFICATE-----', 'MIIBszCCAVmgAwIBAgIUQk', '-----END CERTIFICATE-----'].join('\n');

describe('enterprise SSO connection tab', { timeout: 20_000 }, () => {
  it('OIDC: shows the callback URL and the discovered endpoints, and saves the client with the masked secret kept', async () => {
    const connector = oidcConnectorFixture();
    const api = mockManagementApi(ssoConnectorRoutes(connector));
    renderConsole('/default/enterprise-sso/sso1/connection');

    expect((await screen.findByTestId('sso-callback-uri')).textContent).toBe('http://localhost:3001/callback/sso/sso1');
    expect(screen.getByTestId('sso-oidc-discovery').textContent).toContain('https://idp.acme.test/token');
    const secret = screen.getByTestId('sso-oidc-clientSecret') as HTMLInputElement;
    expect(secret.type).toBe('password');
    expect(secret.value).toBe('******cret');

    await userEvent.clear(screen.getByTestId('sso-oidc-clientId'));
    await userEvent.type(screen.getByTestId('sso-oidc-clientId'), 'tessera-2');
    await userEvent.type(screen.getByTestId('sso-oidc-scope'), 'groups');
    await userEvent.click(screen.getByTestId('save-button'));

    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sso-connectors/sso1')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sso-connectors/sso1')[0]?.body).toEqual({
      config: { issuer: 'https://idp.acme.test', clientId: 'tessera-2', clientSecret: '******cret', scope: 'groups' },
    });
  });

  it('OIDC: refuses a blank client id before sending, and puts an unreachable issuer on the issuer field', async () => {
    const connector = oidcConnectorFixture();
    const api = mockManagementApi({
      ...ssoConnectorRoutes(connector),
      'PATCH /api/sso-connectors/sso1': {
        status: 400,
        body: { message: 'The discovery document could not be fetched.', code: 'connector.invalid_config' },
      },
    });
    renderConsole('/default/enterprise-sso/sso1/connection');

    await userEvent.clear(await screen.findByTestId('sso-oidc-clientId'));
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(screen.getByTestId('sso-oidc-clientId').getAttribute('aria-invalid')).toBe('true'));
    expect(api.requestsTo('PATCH', '/api/sso-connectors/sso1')).toHaveLength(0);

    await userEvent.type(screen.getByTestId('sso-oidc-clientId'), 'tessera');
    await userEvent.clear(screen.getByTestId('sso-oidc-issuer'));
    await userEvent.type(screen.getByTestId('sso-oidc-issuer'), 'https://nowhere.test');
    await userEvent.click(screen.getByTestId('save-button'));

    const message = await screen.findByText('The discovery document could not be fetched.');
    expect(screen.getByTestId('sso-oidc-issuer').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('SAML: shows what to register at the IdP, and puts unreadable metadata on the metadata URL field', async () => {
    const connector = samlConnectorFixture();
    const api = mockManagementApi({
      ...ssoConnectorRoutes(connector),
      'PATCH /api/sso-connectors/sso2': {
        status: 400,
        body: { message: 'The metadata could not be read.', code: 'connector.invalid_metadata' },
      },
    });
    renderConsole('/default/enterprise-sso/sso2/connection');

    expect((await screen.findByTestId('sso-sp-entity-id')).textContent).toBe('http://localhost:3001/enterprise-sso/sso2');
    expect(screen.getByTestId('sso-acs-url').textContent).toBe('http://localhost:3001/api/authn/single-sign-on/saml/sso2');
    expect(screen.getByTestId('sso-sp-metadata').textContent).toContain('<EntityDescriptor');
    expect(screen.getByTestId('sso-sp-metadata-url').textContent).toBe(
      'http://localhost:3001/api/authn/single-sign-on/saml/sso2/metadata',
    );
    expect(screen.getByText('Nothing read yet: save the identity provider details first.')).toBeTruthy();

    await userEvent.type(screen.getByTestId('sso-saml-metadataUrl'), 'https://idp.globex.test/metadata');
    await userEvent.click(screen.getByTestId('save-button'));

    const message = await screen.findByText('The metadata could not be read.');
    expect(screen.getByTestId('sso-saml-metadataUrl').getAttribute('aria-describedby')).toContain(message.id);
    expect(api.requestsTo('PATCH', '/api/sso-connectors/sso2')[0]?.body).toEqual({
      config: { metadataUrl: 'https://idp.globex.test/metadata' },
    });
  });

  it('SAML: enters the IdP by hand with the certificate read from a file, then shows what the server read', async () => {
    const connector = samlConnectorFixture();
    const api = mockManagementApi(
      ssoConnectorRoutes(connector, (stored) => ({
        providerConfig: {
          ...stored.providerConfig,
          identityProvider: {
            entityId: 'https://idp.globex.test',
            signInEndpoint: 'https://idp.globex.test/sso',
            x509Certificate: pem,
            certificateExpiresAt: Date.now() + 86_400_000,
          },
        },
      })),
    );
    renderConsole('/default/enterprise-sso/sso2/connection');

    await userEvent.click(await screen.findByTestId('sso-saml-source-manual'));
    // All three are needed by hand.
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(screen.getByTestId('sso-saml-x509Certificate').getAttribute('aria-invalid')).toBe('true'));
    expect(api.requestsTo('PATCH', '/api/sso-connectors/sso2')).toHaveLength(0);

    await userEvent.type(screen.getByTestId('sso-saml-entityId'), 'https://idp.globex.test');
    await userEvent.type(screen.getByTestId('sso-saml-signInEndpoint'), 'https://idp.globex.test/sso');
    const file = new File([`Issued by Globex\n${pem}\n`], 'globex.pem', { type: 'application/x-pem-file' });
    fireEvent.change(screen.getByTestId('sso-saml-certificate-file'), { target: { files: [file] } });
    await waitFor(() => expect((screen.getByTestId('sso-saml-x509Certificate') as HTMLTextAreaElement).value).toBe(pem));

    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sso-connectors/sso2')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sso-connectors/sso2')[0]?.body).toEqual({
      config: { entityId: 'https://idp.globex.test', signInEndpoint: 'https://idp.globex.test/sso', x509Certificate: pem },
    });
    expect((await screen.findByTestId('sso-idp-sign-in-endpoint')).textContent).toBe('https://idp.globex.test/sso');
    expect(screen.getByText('Valid certificate')).toBeTruthy();
  });

  it('SAML: says so when a file holds no certificate', async () => {
    mockManagementApi(ssoConnectorRoutes(samlConnectorFixture({ config: { entityId: 'x', signInEndpoint: 'https://idp.test/sso' } })));
    renderConsole('/default/enterprise-sso/sso2/connection');

    const input = await screen.findByTestId('sso-saml-certificate-file');
    fireEvent.change(input, { target: { files: [new File(['not a certificate!'], 'notes.txt')] } });
    expect(await screen.findByTestId('sso-saml-certificate-file-error')).toBeTruthy();
    expect((screen.getByTestId('sso-saml-x509Certificate') as HTMLTextAreaElement).value).toBe('');
  });
});
