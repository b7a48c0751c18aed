import { expect, it } from 'vitest';
import { createOtherTenant, otherTenantId } from '../../../testing/other-tenant.js';
import { describeEachDatabase, type TestServer } from '../../../testing/test-server.js';

type Answer = { status: number; body: { user?: string; code?: string; data?: { tenantId?: string } } };

const getEndpoint = async (server: TestServer, tenantId: string): Promise<Answer> => {
  const response = await fetch(`${server.url}/api/.well-known/endpoints/${tenantId}`);
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

const expectTenantNotFound = (answer: Answer, tenantId: string) =>
  expect(answer).toEqual({ status: 404, body: expect.objectContaining({ code: 'tenant.not_found', data: { tenantId } }) });

describeEachDatabase('tenant endpoint (oss)', (server) => {
  it('names where the default tenant serves its users', async () => {
    expect(await getEndpoint(server(), 'default')).toEqual({ status: 200, body: { user: server().url } });
  });

  it('answers 404 tenant.not_found for a tenant that does not exist', async () => {
    expectTenantNotFound(await getEndpoint(server(), 'nope'), 'nope');
  });

  it('answers 404 for a tenant in the database that the open-source edition does not serve', async () => {
    await createOtherTenant(server());
    expectTenantNotFound(await getEndpoint(server(), otherTenantId), otherTenantId);
  });
});

describeEachDatabase(
  'tenant endpoint (cloud)',
  (server) => {
    it('names the path of an existing tenant and refuses an unknown one', async () => {
      await createOtherTenant(server());
      expect(await getEndpoint(server(), otherTenantId)).toEqual({
        status: 200,
        body: { user: `${server().url}/t/${otherTenantId}` },
      });
      expectTenantNotFound(await getEndpoint(server(), 'nope'), 'nope');
    });
  },
  { EDITION: 'cloud' },
);
