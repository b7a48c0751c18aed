import { expect, it } from 'vitest';
import { createOtherTenant, otherTenantId } from '../testing/other-tenant.js';
import { describeEachDatabase, type TestServer } from '../testing/test-server.js';

const getRoot = async (server: TestServer, tenantPath = '') => {
  const response = await fetch(`${server.url}${tenantPath}/`, { redirect: 'manual' });
  const body = response.status === 404 ? ((await response.json()) as { code: string }) : undefined;
  return { status: response.status, location: response.headers.get('location'), code: body?.code };
};

describeEachDatabase(
  'the root of a tenant (cloud)',
  (server) => {
    it('leads to the console for the default tenant and for an existing tenant', async () => {
      await createOtherTenant(server());
      expect(await getRoot(server())).toMatchObject({ status: 302, location: '/console/' });
      expect(await getRoot(server(), `/t/${otherTenantId}`)).toMatchObject({ status: 302, location: '/console/' });
    });

    it('answers 404 tenant.not_found for a tenant that does not exist', async () => {
      expect(await getRoot(server(), '/t/nope')).toEqual({ status: 404, location: null, code: 'tenant.not_found' });
    });
  },
  { EDITION: 'cloud' },
);

describeEachDatabase('the root of a tenant (oss)', (server) => {
  it('answers 404 for any tenant but the ones the open-source edition serves', async () => {
    await createOtherTenant(server());
    expect(await getRoot(server(), `/t/${otherTenantId}`)).toMatchObject({ status: 404, code: 'tenant.not_found' });
  });
});
