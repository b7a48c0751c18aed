import type { Organization, OrganizationJitEmailDomain, OrganizationRole } from '@tessera/schemas';
import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { findOrganizationJitEmailDomains } from './jit-queries.js';
import { insertOrganization } from './queries.js';
import { everyRow } from '../../db/page.js';
import { insertOrganizationRole } from './template-queries.js';

describeEachDatabase('Organization just-in-time API', (server) => {
  let api: ApiClient;
  const createOrganization = async (name: string) =>
    (await api.post<Organization>('/organizations', { name })).body;
  const createRole = async (name: string, type = 'User') =>
    (await api.post<OrganizationRole>('/organization-roles', { name, type })).body;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('adds, lists, replaces and removes email domains', async () => {
    const organization = await createOrganization('Domains inc');
    const base = `/organizations/${organization.id}/jit/email-domains`;
    const added = await api.post<OrganizationJitEmailDomain>(base, { emailDomain: 'Example.com' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      tenantId: defaultTenantId,
      organizationId: organization.id,
      emailDomain: 'example.com',
    });
    const duplicate = expectError(
      await api.post(base, { emailDomain: 'EXAMPLE.com' }),
      422,
      'entity.unique_integrity_violation',
    );
    expect(duplicate.data).toEqual({ field: 'emailDomain', value: 'example.com' });
    for (const emailDomain of ['@example.com', 'not a domain', 'ann@example.com', '', 'example']) {
      expectError(await api.post(base, { emailDomain }), 400, 'guard.invalid_input', 'emailDomain');
    }
    await api.post(base, { emailDomain: 'sub.example.org' });
    const list = await api.get<OrganizationJitEmailDomain[]>(`${base}?page=1&page_size=1`);
    expect(list.headers.get('total-number')).toBe('2');
    expect(list.body.map((row) => row.emailDomain)).toEqual(['example.com']);

    expect((await api.put(base, { emailDomains: ['acme.io', 'sub.example.org'] })).status).toBe(
      204,
    );
    expect(
      (await api.get<OrganizationJitEmailDomain[]>(base)).body.map((row) => row.emailDomain),
    ).toEqual(['acme.io', 'sub.example.org']);
    expectError(
      await api.put(base, { emailDomains: ['acme.io', 'bad domain'] }),
      400,
      'guard.invalid_input',
    );
    expect((await api.delete(`${base}/ACME.io`)).status).toBe(204);
    expectError(await api.delete(`${base}/acme.io`), 404, 'entity.not_exists_with_id');
    expect((await api.put(base, { emailDomains: [] })).status).toBe(204);
    expect((await api.get(base)).body).toEqual([]);
    expectError(
      await api.get('/organizations/nosuchorg/jit/email-domains'),
      404,
      'entity.not_exists_with_id',
    );
  });

  it('adds, replaces and removes just-in-time roles, User roles only', async () => {
    const organization = await createOrganization('Jit roles inc');
    const base = `/organizations/${organization.id}/jit/roles`;
    const [member, guest] = [await createRole('Jit member'), await createRole('Jit guest')];
    const bot = await createRole('Jit bot', 'MachineToMachine');
    expect((await api.post(base, { organizationRoleIds: [member.id] })).status).toBe(201);
    expect((await api.post(base, { organizationRoleIds: [member.id, guest.id] })).status).toBe(201);
    const list = await api.get<OrganizationRole[]>(base);
    expect(list.headers.get('total-number')).toBe('2');
    expect(list.body.map((role) => role.name)).toEqual(['Jit guest', 'Jit member']);

    expectError(
      await api.post(base, { organizationRoleIds: [bot.id] }),
      422,
      'user.invalid_role_type',
    );
    expectError(
      await api.put(base, { organizationRoleIds: [guest.id, 'nosuchrole'] }),
      404,
      'entity.not_exists_with_id',
    );
    expect((await api.get(base)).headers.get('total-number')).toBe('2');
    expect((await api.put(base, { organizationRoleIds: [guest.id] })).status).toBe(204);
    expect((await api.get<OrganizationRole[]>(base)).body.map((role) => role.id)).toEqual([
      guest.id,
    ]);
    expect((await api.delete(`${base}/${guest.id}`)).status).toBe(204);
    expectError(await api.delete(`${base}/${guest.id}`), 404, 'entity.not_exists_with_id');

    // Deleting a role drops it from the just-in-time roles.
    await api.post(base, { organizationRoleIds: [member.id] });
    await api.delete(`/organization-roles/${member.id}`);
    expect((await api.get(base)).body).toEqual([]);
  });

  it("keeps another tenant's organizations and roles out", async () => {
    const other = await createOtherTenant(server());
    const foreign = await insertOrganization(other, {
      id: 'foreignjitorganizatio',
      name: 'Foreign',
      description: null,
      custom_data: toJson({}),
      color: toJson({}),
      branding: toJson({}),
      custom_css: null,
    });
    const foreignRole = await insertOrganizationRole(other, {
      id: 'foreignjitrole0000001',
      name: 'Foreign jit',
      description: null,
    });
    expectError(
      await api.post(`/organizations/${foreign.id}/jit/email-domains`, { emailDomain: 'evil.com' }),
      404,
      'entity.not_exists_with_id',
    );
    expectError(
      await api.get(`/organizations/${foreign.id}/jit/roles`),
      404,
      'entity.not_exists_with_id',
    );
    const own = await createOrganization('Own jit');
    expectError(
      await api.post(`/organizations/${own.id}/jit/roles`, {
        organizationRoleIds: [foreignRole.id],
      }),
      404,
      'entity.not_exists_with_id',
    );
    expect(await findOrganizationJitEmailDomains(other, foreign.id, everyRow)).toEqual([]);
  });
});
