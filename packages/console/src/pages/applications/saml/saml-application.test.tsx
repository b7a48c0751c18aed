import type { SamlApplication, SamlApplicationSecret } from '@tessera/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { applicationFixture } from '../testing/application-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const saml = (overrides: Partial<SamlApplication> = {}): SamlApplication => ({
  tenantId: 'default',
  id: 'saml1',
  name: 'Wiki',
  description: null,
  type: 'SAML',
  customData: {},
  isThirdParty: false,
  createdAt: Date.UTC(2026, 0, 2),
  attributeMapping: { email: 'mail' },
  entityId: 'https://wiki.example.com/saml',
  acsUrl: {
    binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
    url: 'https://wiki.example.com/acs',
  },
  encryption: null,
  nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  spCertificate: null,
  ...overrides,
});

const certificate = (id: string, active: boolean): SamlApplicationSecret => ({
  id,
  certificate: `-----BEGIN CERTIFICATE-----\n${id}\n-----END CERTIFICATE-----`,
  createdAt: Date.UTC(2026, 0, 2),
  expiresAt: Date.UTC(2029, 0, 2),
  active,
  fingerprints: { sha256: { formatted: `AA:${id.toUpperCase()}`, unformatted: `aa${id}` } },
});

const detailsRoutes = (secrets: SamlApplicationSecret[]) => ({
  'GET /api/applications/saml1': {
    body: { ...applicationFixture({ id: 'saml1', name: 'Wiki', type: 'SAML' }) },
  },
  'GET /api/saml-applications/saml1': { body: saml() },
  'GET /api/saml-applications/saml1/secrets': { body: secrets },
  'GET /api/saml-applications/saml1/metadata': { body: '<EntityDescriptor/>' },
});

describe('SAML applications', { timeout: 30_000 }, () => {
  it('lists SAML applications with the others, with their own label, and opens their page', async () => {
    mockManagementApi({
      'GET /api/applications': {
        body: [
          applicationFixture({ id: 'saml1', name: 'Wiki', type: 'SAML' }),
          applicationFixture({ id: 'spa1', name: 'Shop' }),
        ],
        total: 2,
      },
      ...detailsRoutes([certificate('c1', true)]),
    });
    const { router } = renderConsole('/default/applications');
    const table = await screen.findByTestId('applications-table');
    const row = (await within(table).findByText('Wiki')).closest('tr') as HTMLElement;
    expect(within(row).getByText('SAML app')).toBeTruthy();
    await userEvent.click(within(row).getByText('Wiki'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/default/applications/saml1/settings'),
    );
    expect(await screen.findByTestId('saml-certificates-card')).toBeTruthy();
    expect(screen.queryByTestId('app-guide-link')).toBeNull();
  });

  it('creates a SAML application from the create dialog and opens its page', async () => {
    const api = mockManagementApi({
      'GET /api/applications': { body: [], total: 0 },
      'POST /api/saml-applications': ({ body }) => ({
        status: 201,
        body: saml({ ...(body as object) }),
      }),
      ...detailsRoutes([certificate('c1', true)]),
    });
    const { router } = renderConsole('/default/applications/create');
    await userEvent.click(await screen.findByTestId('app-create-type-SAML'));
    await userEvent.type(screen.getByTestId('app-name-input'), 'Wiki');
    await userEvent.click(screen.getByTestId('app-create-submit'));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/default/applications/saml1/settings'),
    );
    expect(api.requestsTo('POST', '/api/saml-applications')[0]?.body).toEqual({
      name: 'Wiki',
      description: null,
    });
    expect(api.requestsTo('POST', '/api/applications')).toHaveLength(0);
    expect(await screen.findByTestId('saml-settings-form')).toBeTruthy();
    expect((screen.getByTestId('saml-idp-sso-url') as HTMLElement).textContent).toContain(
      '/api/saml/saml1/authn',
    );
  });

  it('saves the service provider settings and the attribute mapping', async () => {
    const api = mockManagementApi({
      ...detailsRoutes([certificate('c1', true)]),
      'PATCH /api/saml-applications/saml1': ({ body }) => ({
        body: saml(body as Partial<SamlApplication>),
      }),
    });
    renderConsole('/default/applications/saml1/settings');
    const acs = await screen.findByTestId('saml-acsUrl-input');
    await userEvent.clear(acs);
    await userEvent.type(acs, 'not a url');
    await userEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText('Enter an absolute http(s) URL.')).toBeTruthy();

    await userEvent.clear(acs);
    await userEvent.type(acs, 'https://wiki.example.com/saml/acs');
    await userEvent.click(screen.getByTestId('saml-attribute-add'));
    await userEvent.selectOptions(screen.getByTestId('saml-claim-1'), 'email');
    await userEvent.type(screen.getByTestId('saml-attribute-name-1'), 'email2');
    await userEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText('Each claim can be mapped once.')).toBeTruthy();

    await userEvent.selectOptions(screen.getByTestId('saml-claim-1'), 'name');
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/saml-applications/saml1')).toHaveLength(1),
    );
    expect(api.requestsTo('PATCH', '/api/saml-applications/saml1')[0]?.body).toMatchObject({
      acsUrl: {
        binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
        url: 'https://wiki.example.com/saml/acs',
      },
      entityId: 'https://wiki.example.com/saml',
      attributeMapping: { email: 'mail', name: 'email2' },
    });
  });

  it('creates, activates and deletes certificates with confirmation', async () => {
    const api = mockManagementApi({
      ...detailsRoutes([certificate('c1', true), certificate('c2', false)]),
      'POST /api/saml-applications/saml1/secrets': { status: 201, body: certificate('c3', false) },
      'PATCH /api/saml-applications/saml1/secrets/c2': { body: certificate('c2', true) },
      'DELETE /api/saml-applications/saml1/secrets/c2': { status: 204 },
    });
    renderConsole('/default/applications/saml1/settings');
    const table = await screen.findByTestId('saml-certificates-table');
    expect(await within(table).findByText('AA:C1')).toBeTruthy();
    expect(within(table).queryByTestId('saml-certificate-delete-c1')).toBeNull();

    await userEvent.click(screen.getByTestId('saml-certificate-create'));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/saml-applications/saml1/secrets')[0]?.body).toEqual({
        lifeSpanInYears: 3,
      }),
    );

    await userEvent.click(within(table).getByTestId('saml-certificate-activate-c2'));
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/saml-applications/saml1/secrets/c2')[0]?.body).toEqual({
        active: true,
      }),
    );

    await userEvent.click(within(table).getByTestId('saml-certificate-delete-c2'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.requestsTo('DELETE', '/api/saml-applications/saml1/secrets/c2')).toHaveLength(1),
    );
  });
});
