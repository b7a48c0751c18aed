import {
  defaultTenantId,
  type ConnectorFactoryResponse,
  type ConnectorResponse,
} from '@tessera/schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/domain-events.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { findConnectorById, findConnectorTypes } from './queries.js';
import { scopeToTenant } from '../../db/tenant-scope.js';

const templates = [{ usageType: 'Generic', subject: 'Code', content: 'Your code is {{code}}' }];
const smtpConfig = {
  host: 'smtp.example.test',
  port: 2525,
  tlsMode: 'none',
  username: 'mailer',
  password: 'smtp-password-1234',
  fromEmail: 'noreply@example.test',
  senderName: 'Acme',
  templates,
};
const httpSmsConfig = {
  endpoint: 'https://sms.example.test/send',
  signingSecret: 'a-signing-secret-of-32-characters',
};

describeEachDatabase('Connectors API', (server) => {
  let api: ApiClient;
  const events: DomainEvent[] = [];

  const create = async (body: Record<string, unknown>) => {
    const response = await api.post<ConnectorResponse>('/connectors', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    server().context.events.subscribe((event) => {
      if (event.name.startsWith('connector.')) {
        events.push(event);
      }
    });
  });

  afterEach(async () => {
    for (const connector of (await api.get<ConnectorResponse[]>('/connectors')).body) {
      await api.delete(`/connectors/${connector.id}`);
    }
    events.length = 0;
  });

  describe('factories', () => {
    it('lists the built-in email and SMS factories with their forms', async () => {
      const { status, body } = await api.get<ConnectorFactoryResponse[]>('/connector-factories');
      expect(status).toBe(200);
      expect(body.filter((factory) => factory.type !== 'Social').map((factory) => [factory.id, factory.type])).toEqual([
        ['smtp-email', 'Email'],
        ['sendgrid-email', 'Email'],
        ['http-email', 'Email'],
        ['twilio-sms', 'Sms'],
        ['http-sms', 'Sms'],
        ['demo-email', 'Email'],
      ]);
      const smtp = (await api.get<ConnectorFactoryResponse>('/connector-factories/smtp-email'))
        .body;
      expect(smtp).toMatchObject({ platform: null, isStandard: true, name: { en: 'SMTP' } });
      expect(smtp.formItems.find((item) => item.key === 'password')).toMatchObject({
        type: 'Text',
        isConfidential: true,
      });
      expect(
        smtp.formItems
          .find((item) => item.key === 'tlsMode')
          ?.selectItems?.map((item) => item.value),
      ).toEqual(['starttls', 'tls', 'none']);
      expect(body.find((factory) => factory.id === 'demo-email')?.isDemo).toBe(true);
      expectError(await api.get('/connector-factories/fax'), 400, 'guard.invalid_input', 'id');
    });
  });

  describe('create, read, update, delete', () => {
    it('creates a connector from a factory, masks its secrets and stores its config encrypted', async () => {
      const connector = await create({ connectorId: 'smtp-email', config: smtpConfig });
      expect(connector).toMatchObject({
        connectorId: 'smtp-email',
        type: 'Email',
        target: 'smtp',
        syncProfile: false,
        metadata: {},
      });
      expect(connector.id).toMatch(/^[\da-z]{21}$/);
      expect(connector.config).toEqual({ ...smtpConfig, password: '••••••1234' });
      expect(JSON.stringify(connector)).not.toContain('smtp-password');
      expect((await api.get(`/connectors/${connector.id}`)).body).toEqual(connector);
      expect((await api.get<ConnectorResponse[]>('/connectors')).body).toEqual([connector]);
      expect((await api.get<ConnectorResponse[]>('/connectors?target=twilio')).body).toEqual([]);

      const home = scopeToTenant(server().context.database.db, defaultTenantId);
      const row = await findConnectorById(home, connector.id);
      expect(row?.config_encrypted).not.toContain('smtp-password');
      expect(row?.config_encrypted).not.toContain('smtp.example.test');
      expect(await findConnectorTypes(home)).toEqual(new Set(['Email']));
      expect(events.map((event) => event.name)).toEqual(['connector.created']);
    });

    it('keeps a secret sent back masked and replaces one sent in clear', async () => {
      const connector = await create({ connectorId: 'http-sms', config: httpSmsConfig });
      const masked = connector.config;
      expect(masked.signingSecret).toBe('••••••ters');

      const renamed = await api.patch<ConnectorResponse>(`/connectors/${connector.id}`, {
        config: { ...masked, endpoint: 'https://sms.example.test/v2' },
        metadata: { name: { en: 'Our SMS' } },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({
        name: { en: 'Our SMS' },
        config: { endpoint: 'https://sms.example.test/v2', signingSecret: '••••••ters' },
      });
      const { vault } = server().context;
      const home = scopeToTenant(server().context.database.db, defaultTenantId);
      const stored = async () =>
        JSON.parse(
          vault.decrypt((await findConnectorById(home, connector.id))?.config_encrypted ?? ''),
        ) as Record<string, unknown>;
      expect((await stored()).signingSecret).toBe(httpSmsConfig.signingSecret);

      const rotated = await api.patch<ConnectorResponse>(`/connectors/${connector.id}`, {
        config: { ...masked, signingSecret: 'another-secret-that-is-long-enough' },
      });
      expect(rotated.body.config.signingSecret).toBe('••••••ough');
      expect((await stored()).signingSecret).toBe('another-secret-that-is-long-enough');
      expect(events.map((event) => event.name)).toEqual([
        'connector.created',
        'connector.data.updated',
        'connector.data.updated',
      ]);
    });

    it('deletes a connector once', async () => {
      const connector = await create({ connectorId: 'demo-email' });
      expect((await api.delete(`/connectors/${connector.id}`)).status).toBe(204);
      expectError(await api.get(`/connectors/${connector.id}`), 404, 'entity.not_exists_with_id');
      expectError(
        await api.delete(`/connectors/${connector.id}`),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.patch(`/connectors/${connector.id}`, { syncProfile: false }),
        404,
        'entity.not_exists_with_id',
      );
      expect(events.at(-1)).toMatchObject({
        name: 'connector.deleted',
        data: { connectorId: connector.id },
      });
    });
  });

  describe('rules', () => {
    it('allows one email and one SMS connector per tenant', async () => {
      await create({ connectorId: 'demo-email' });
      await create({ connectorId: 'http-sms', config: httpSmsConfig });
      expectError(
        await api.post('/connectors', { connectorId: 'smtp-email', config: smtpConfig }),
        422,
        'connector.more_than_one_email',
      );
      expectError(
        await api.post('/connectors', {
          connectorId: 'twilio-sms',
          config: { accountSid: 'AC1', authToken: 't', from: '+1555', templates },
        }),
        422,
        'connector.more_than_one_sms',
      );
      const home = scopeToTenant(server().context.database.db, defaultTenantId);
      expect(await findConnectorTypes(home)).toEqual(new Set(['Email', 'Sms']));
    });

    it('refuses two connectors of a kind added at the same time', async () => {
      const answers = await Promise.all([
        api.post('/connectors', { connectorId: 'demo-email' }),
        api.post('/connectors', { connectorId: 'smtp-email', config: smtpConfig }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    });

    it.each([
      [{ ...smtpConfig, host: '' }, 'host'],
      [{ ...smtpConfig, port: 70_000 }, 'port'],
      [{ ...smtpConfig, tlsMode: 'ssl3' }, 'tlsMode'],
      [{ ...smtpConfig, fromEmail: 'not an email' }, 'fromEmail'],
      [
        { ...smtpConfig, templates: [{ usageType: 'Birthday', content: '{{code}}' }] },
        'templates.0.usageType',
      ],
      [{ ...smtpConfig, templates: [...templates, ...templates] }, 'templates.1.locale'],
      [{ host: 'smtp.example.test' }, 'fromEmail'],
    ])('refuses the SMTP config %j naming %s', async (config, field) => {
      expectError(
        await api.post('/connectors', { connectorId: 'smtp-email', config }),
        400,
        'connector.invalid_config_guard',
        field,
      );
    });

    it('refuses templates without the code and sender texts with a URL', async () => {
      const noCode = {
        ...smtpConfig,
        templates: [{ usageType: 'SignIn', content: 'Welcome back' }],
      };
      const error = expectError(
        await api.post('/connectors', { connectorId: 'smtp-email', config: noCode }),
        400,
        'connector.template_missing_code',
      );
      expect(error.data).toEqual({ usageType: 'SignIn', variable: '{{code}}' });
      expect(error.message).toBe('The SignIn template must contain {{code}}.');
      const noLink = {
        ...smtpConfig,
        templates: [{ usageType: 'OrganizationInvitation', content: 'Your invitation to {{organization.name}}' }],
      };
      const linkError = expectError(
        await api.post('/connectors', { connectorId: 'smtp-email', config: noLink }),
        400,
        'connector.template_missing_link',
      );
      expect(linkError.data).toEqual({ usageType: 'OrganizationInvitation', variable: '{{link}}' });
      for (const senderName of ['Visit https://evil.test', 'www.evil.test', 'evil.com support']) {
        const answer = await api.post('/connectors', {
          connectorId: 'smtp-email',
          config: { ...smtpConfig, senderName },
        });
        expect(expectError(answer, 400, 'connector.url_in_sender_name').message).toBe(
          'URL is not allowed in sender name.',
        );
      }
      const company = { ...smtpConfig, companyInformation: 'Acme Inc., see acme.test/about' };
      expectError(
        await api.post('/connectors', { connectorId: 'smtp-email', config: company }),
        400,
        'connector.url_in_company_information',
      );
      expect(
        (
          await api.post('/connectors', {
            connectorId: 'smtp-email',
            config: { ...smtpConfig, senderName: 'J.R. Acme Inc.' },
          })
        ).status,
      ).toBe(200);
    });

    it('syncs profiles only from social connectors', async () => {
      expectError(
        await api.post('/connectors', { connectorId: 'demo-email', syncProfile: true }),
        422,
        'connector.invalid_type_for_syncing_profile',
      );
      const connector = await create({ connectorId: 'demo-email', syncProfile: false });
      expectError(
        await api.patch(`/connectors/${connector.id}`, { syncProfile: true }),
        422,
        'connector.invalid_type_for_syncing_profile',
      );
      expect(
        (await api.get<ConnectorResponse>(`/connectors/${connector.id}`)).body.syncProfile,
      ).toBe(false);
    });

    it('checks a changed config against the factory, and refuses unknown factories', async () => {
      const connector = await create({ connectorId: 'http-sms', config: httpSmsConfig });
      expectError(
        await api.patch(`/connectors/${connector.id}`, {
          config: { ...httpSmsConfig, endpoint: 'ftp://x' },
        }),
        400,
        'connector.invalid_config_guard',
        'endpoint',
      );
      // A masked secret with nothing stored behind it is never saved as the secret.
      await api.delete(`/connectors/${connector.id}`);
      expectError(
        await api.post('/connectors', {
          connectorId: 'http-sms',
          config: { ...httpSmsConfig, signingSecret: '••••••ters' },
        }),
        400,
        'connector.invalid_config_guard',
        'signingSecret',
      );
      expectError(
        await api.post('/connectors', { connectorId: 'nope' }),
        404,
        'connector.factory_not_found',
      );
      expectError(
        await api.post('/connectors', { config: {} }),
        400,
        'guard.invalid_input',
        'connectorId',
      );
    });
  });

  it('keeps each tenant to its own connectors', async () => {
    const other = await createOtherTenant(server());
    const { vault } = server().context;
    await other
      .insertInto('connectors', {
        id: 'otherconnector',
        connector_id: 'demo-email',
        type: 'Email',
        config_encrypted: vault.encrypt('{}'),
        metadata: '{}',
      })
      .execute();
    expect((await api.get<ConnectorResponse[]>('/connectors')).body).toEqual([]);
    expectError(await api.get('/connectors/otherconnector'), 404, 'entity.not_exists_with_id');
    expectError(
      await api.patch('/connectors/otherconnector', { metadata: { name: { en: 'Taken over' } } }),
      404,
      'entity.not_exists_with_id',
    );
    expectError(await api.delete('/connectors/otherconnector'), 404, 'entity.not_exists_with_id');
    // The other tenant's email connector does not stop this one from adding its own.
    await create({ connectorId: 'demo-email' });
    expect(await findConnectorById(other, 'otherconnector')).toMatchObject({ metadata: {} });
    expect(await findConnectorTypes(other)).toEqual(new Set(['Email']));
  });
});
