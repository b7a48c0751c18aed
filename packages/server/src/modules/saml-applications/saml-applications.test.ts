import { X509Certificate } from 'node:crypto';
import type { Application, SamlApplication, SamlApplicationSecret } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { createApiClient, type ApiClient } from '../../testing/api-client.js';
import { createManagementToken } from '../../testing/management-token.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createSigningKeyPair } from './certificates.js';
import { findSamlSecrets } from './queries.js';
import { createSamlApplication } from './service.js';

const post = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST' as const;
const redirect = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const settings = {
  entityId: 'https://sp.example.com/metadata',
  acsUrl: { binding: post, url: 'https://sp.example.com/acs' },
  attributeMapping: { email: 'email', name: 'displayName' },
};

describeEachDatabase('SAML applications API', (server) => {
  let api: ApiClient;
  let token = '';
  let other: TenantScope;
  let foreignId = '';
  let foreignSecretId = '';

  beforeAll(async () => {
    token = await createManagementToken(server());
    api = createApiClient(server().url, token);
    other = await createOtherTenant(server());
    const foreign = await createSamlApplication(other, server().context.vault, {
      name: 'Foreign SP',
      nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      ...settings,
    });
    foreignId = foreign.application.id;
    foreignSecretId = (await findSamlSecrets(other, foreignId))[0]?.id ?? '';
  });

  it('creates a SAML application with an active certificate and lists it with the applications', async () => {
    const created = await api.post<SamlApplication>('/saml-applications', {
      name: 'Wiki',
      description: 'Team wiki',
      ...settings,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Wiki',
      description: 'Team wiki',
      type: 'SAML',
      isThirdParty: false,
      entityId: settings.entityId,
      acsUrl: settings.acsUrl,
      attributeMapping: settings.attributeMapping,
      nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      encryption: null,
      spCertificate: null,
    });
    const { id } = created.body;
    expect((await api.get<SamlApplication>(`/saml-applications/${id}`)).body).toEqual(created.body);

    const list = await api.get<Application[]>('/applications?types=SAML');
    expect(list.body.map((application) => [application.id, application.type])).toContainEqual([
      id,
      'SAML',
    ]);

    const secrets = await api.get<SamlApplicationSecret[]>(`/saml-applications/${id}/secrets`);
    expect(secrets.body).toHaveLength(1);
    const [secret] = secrets.body;
    expect(secret?.active).toBe(true);
    const certificate = new X509Certificate(secret?.certificate ?? '');
    expect(new Date(certificate.validTo).getFullYear() - new Date().getFullYear()).toBe(3);
    expect(secret?.fingerprints.sha256.unformatted).toMatch(/^[0-9a-f]{64}$/);
    // Private keys never leave the server, in any answer, and are stored encrypted.
    expect(JSON.stringify(secrets.body)).not.toMatch(/PRIVATE KEY/);
    expect(JSON.stringify((await api.get(`/applications/${id}`)).body)).not.toMatch(/PRIVATE KEY/);
    const home = scopeToTenant(server().context.database.db, 'default');
    const [stored] = await findSamlSecrets(home, id);
    expect(stored?.private_key_encrypted).not.toMatch(/PRIVATE KEY/);
    expect(server().context.vault.decrypt(stored?.private_key_encrypted ?? '')).toMatch(
      /BEGIN PRIVATE KEY/,
    );
  });

  it('accepts a bare ACS URL as the POST binding and refuses the redirect binding for responses', async () => {
    const bare = await api.post<SamlApplication>('/saml-applications', {
      name: 'Bare',
      acsUrl: 'https://sp.example.com/acs',
    });
    expect(bare.body.acsUrl).toEqual({ binding: post, url: 'https://sp.example.com/acs' });
    expectError(
      await api.post('/saml-applications', {
        name: 'Redirect',
        acsUrl: { binding: redirect, url: 'https://sp.example.com/acs' },
      }),
      422,
      'saml_application.acs_binding_not_supported',
    );
    expectError(
      await api.post('/saml-applications', { name: 'Bad', acsUrl: 'not a url' }),
      400,
      'guard.invalid_input',
    );
    expectError(
      await api.post('/saml-applications', { name: 'Bad', attributeMapping: { email: '<x>' } }),
      400,
      'guard.invalid_input',
    );
    expectError(
      await api.post('/saml-applications', { name: 'Bad', spCertificate: 'nope' }),
      422,
      'saml_application.invalid_certificate',
    );
    expectError(
      await api.post('/saml-applications', { name: 'Bad', encryption: { encryptAssertion: true } }),
      422,
      'saml_application.encryption_certificate_required',
    );
  });

  it('updates settings, keeps fields left out and clears with null', async () => {
    const { body: app } = await api.post<SamlApplication>('/saml-applications', {
      name: 'Tickets',
      ...settings,
    });
    const sp = createSigningKeyPair('sp', 1);
    const updated = await api.patch<SamlApplication>(`/saml-applications/${app.id}`, {
      name: 'Tickets 2',
      nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      spCertificate: sp.certificatePem,
      customData: { team: 'ops' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Tickets 2',
      entityId: settings.entityId,
      nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      customData: { team: 'ops' },
    });
    expect(updated.body.spCertificate).toContain('BEGIN CERTIFICATE');
    const cleared = await api.patch<SamlApplication>(`/saml-applications/${app.id}`, {
      entityId: null,
      spCertificate: null,
    });
    expect(cleared.body).toMatchObject({
      entityId: null,
      spCertificate: null,
      acsUrl: settings.acsUrl,
    });
  });

  it('creates, activates and deletes certificates; the active one cannot be deleted', async () => {
    const { body: app } = await api.post<SamlApplication>('/saml-applications', {
      name: 'Certs',
      ...settings,
    });
    const base = `/saml-applications/${app.id}/secrets`;
    const [first] = (await api.get<SamlApplicationSecret[]>(base)).body;
    const second = await api.post<SamlApplicationSecret>(base, { lifeSpanInYears: 1 });
    expect(second.status).toBe(201);
    expect(second.body.active).toBe(false);
    expect(JSON.stringify(second.body)).not.toMatch(/PRIVATE KEY/);
    expectError(await api.post(base, { lifeSpanInYears: 0 }), 400, 'guard.invalid_input');

    const activated = await api.patch<SamlApplicationSecret>(`${base}/${second.body.id}`, {
      active: true,
    });
    expect(activated.body.active).toBe(true);
    const after = (await api.get<SamlApplicationSecret[]>(base)).body;
    expect(after.map((secret) => [secret.id, secret.active])).toEqual([
      [first?.id, false],
      [second.body.id, true],
    ]);
    expectError(
      await api.delete(`${base}/${second.body.id}`),
      400,
      'saml_application.cannot_delete_active_secret',
    );
    expect((await api.delete(`${base}/${first?.id}`)).status).toBe(204);
    expectError(await api.delete(`${base}/${first?.id}`), 404, 'entity.not_exists_with_id');
  });

  it('serves IdP metadata with the active certificate and both SSO bindings', async () => {
    const { body: app } = await api.post<SamlApplication>('/saml-applications', {
      name: 'Meta',
      ...settings,
    });
    const [secret] = (
      await api.get<SamlApplicationSecret[]>(`/saml-applications/${app.id}/secrets`)
    ).body;
    const raw = await rawGet(`/saml-applications/${app.id}/metadata`);
    expect(raw.status).toBe(200);
    expect(raw.contentType).toContain('text/xml');
    const body = secret?.certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '') ?? '';
    expect(raw.text).toContain(body);
    expect(raw.text).toContain(
      `entityID="${server().url}/api/saml-applications/${app.id}/metadata"`,
    );
    expect(raw.text).toContain(
      `Binding="${redirect}" Location="${server().url}/api/saml/${app.id}/authn"`,
    );
    expect(raw.text).toContain(
      `Binding="${post}" Location="${server().url}/api/saml/${app.id}/authn"`,
    );
    expect(raw.text).not.toMatch(/PRIVATE KEY/);
    // A caller that accepts only JSON (the console) gets the same XML as a JSON string.
    const json = await fetch(`${server().url}/api/saml-applications/${app.id}/metadata`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    expect(json.headers.get('content-type')).toContain('application/json');
    expect(await json.json()).toBe(raw.text);
  });

  it('keeps SAML applications out of the generic application writes, and deletes them', async () => {
    expectError(
      await api.post('/applications', { name: 'Sneaky', type: 'SAML' }),
      422,
      'saml_application.use_saml_applications_api',
    );
    const { body: app } = await api.post<SamlApplication>('/saml-applications', {
      name: 'Gone',
      ...settings,
    });
    expectError(
      await api.patch(`/applications/${app.id}`, { name: 'x' }),
      422,
      'saml_application.use_saml_applications_api',
    );
    const { body: oidc } = await api.post<Application>('/applications', {
      name: 'M2M',
      type: 'MachineToMachine',
    });
    expectError(await api.get(`/saml-applications/${oidc.id}`), 404, 'entity.not_exists_with_id');
    expect((await api.delete(`/saml-applications/${app.id}`)).status).toBe(204);
    expectError(await api.get(`/saml-applications/${app.id}`), 404, 'entity.not_exists_with_id');
    expectError(
      await api.get(`/saml-applications/${app.id}/secrets`),
      404,
      'entity.not_exists_with_id',
    );
  });

  it("reaches no other tenant's SAML application through any endpoint", async () => {
    const base = `/saml-applications/${foreignId}`;
    const attempts = [
      await api.get(base),
      await api.patch(base, { name: 'Taken over' }),
      await api.get(`${base}/secrets`),
      await api.post(`${base}/secrets`, { lifeSpanInYears: 1 }),
      await api.patch(`${base}/secrets/${foreignSecretId}`, { active: false }),
      await api.delete(`${base}/secrets/${foreignSecretId}`),
      await api.get(`${base}/metadata`),
      await api.delete(base),
    ];
    for (const attempt of attempts) {
      expectError(attempt, 404, 'entity.not_exists_with_id');
    }
    const authn = await fetch(`${server().url}/api/saml/${foreignId}/authn?SAMLRequest=abc`, {
      redirect: 'manual',
    });
    expect(authn.status).toBe(404);
    const callback = await fetch(
      `${server().url}/api/saml-applications/${foreignId}/callback?state=x&code=y`,
    );
    expect(callback.status).toBe(404);
    const secrets = await findSamlSecrets(other, foreignId);
    expect(secrets.map((secret) => [secret.id, secret.active])).toEqual([[foreignSecretId, true]]);
    const stored = await other
      .selectFrom('applications')
      .select('name')
      .where('id', '=', foreignId)
      .executeTakeFirst();
    expect(stored?.name).toBe('Foreign SP');
  });

  const rawGet = async (path: string) => {
    const response = await fetch(`${server().url}/api${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  };
});
