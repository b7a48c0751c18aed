import {
  adminTenantId,
  collaboratorPermissions,
  organizationsResource,
  organizationsScope,
  tenantPermissions,
  type TenantMemberResponse,
} from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createApiClient } from '../../testing/api-client.js';
import { createTenantAs } from '../../testing/cloud-user.js';
import { fetchOrganizationToken, signInToConsole } from '../../testing/console-sign-in.js';
import { signConsoleUserToken } from '../../testing/console-user-token.js';
import { expectError } from '../../testing/expect-error.js';
import { decodeJwtPayload } from '../../testing/management-token.js';
import { describeEachDatabase, type TestServer } from '../../testing/test-server.js';
import { createUser } from '../users/service.js';
import { addTenantMember } from './member-service.js';

const password = 'Gl4cier-Tundra-Cloud';

/**
 * Signs a console user in for the organizations resource with the tenant permissions, as the
 * console does in cloud, and answers their refresh token.
 */
async function signInForOrganizations(server: TestServer, username: string) {
  const tokens = await signInToConsole(server, { username, password }, {
    scope: ['openid', 'offline_access', organizationsScope, ...tenantPermissions].join(' '),
    resource: organizationsResource,
    prompt: 'login consent',
  });
  expect(tokens.refreshToken).not.toBe('');
  return tokens.refreshToken;
}

/** Trades the refresh token for the organization token of `t-{tenantId}`, as the console does. */
async function organizationToken(server: TestServer, refreshToken: string, tenantId: string) {
  const { status, body } = await fetchOrganizationToken(server, refreshToken, `t-${tenantId}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return { token: body.access_token ?? '', refreshToken: body.refresh_token ?? refreshToken };
}

describeEachDatabase(
  'tenant organization tokens through the console sign-in',
  (server) => {
    let owner: { id: string };
    let collaborator: { id: string };
    beforeAll(async () => {
      const admin = scopeToTenant(server().context.database.db, adminTenantId);
      owner = await createUser(admin, { username: 'org_token_owner', password }, { defaultRoles: true });
      collaborator = await createUser(admin, { username: 'org_token_collaborator', password }, { defaultRoles: true });
    });

    it('issues organization tokens of t-{tenantId} carrying the role permissions, which the members API takes', async () => {
      const ownerCloud = createApiClient(
        `${server().url}/t/${adminTenantId}`,
        await signConsoleUserToken(server(), owner.id, { audience: 'https://cloud.tessera.app/api', scope: 'create:tenant manage:tenant:self' }),
      );
      const tenant = await createTenantAs(ownerCloud);
      await scopeToTenant(server().context.database.db, adminTenantId).transaction((tx) =>
        addTenantMember(tx, tenant.id, collaborator.id, 'collaborator'),
      );

      const ownerToken = await organizationToken(server(), await signInForOrganizations(server(), 'org_token_owner'), tenant.id);
      expect(String(decodeJwtPayload(ownerToken.token).scope).split(' ')).toEqual(expect.arrayContaining([...tenantPermissions]));
      const asOwner = createApiClient(`${server().url}/t/${adminTenantId}`, ownerToken.token);
      expect((await asOwner.get<TenantMemberResponse[]>(`/tenants/${tenant.id}/members`)).body.map((member) => member.role)).toEqual([
        'admin',
        'collaborator',
      ]);
      expect((await asOwner.get(`/tenants/${tenant.id}/invitations`)).status).toBe(200);

      const collaboratorToken = await organizationToken(
        server(),
        await signInForOrganizations(server(), 'org_token_collaborator'),
        tenant.id,
      );
      const scopes = String(decodeJwtPayload(collaboratorToken.token).scope).split(' ');
      expect(scopes.filter((scope) => (tenantPermissions as readonly string[]).includes(scope)).toSorted()).toEqual(
        [...collaboratorPermissions].toSorted(),
      );
      const asCollaborator = createApiClient(`${server().url}/t/${adminTenantId}`, collaboratorToken.token);
      expect((await asCollaborator.get(`/tenants/${tenant.id}/members`)).status).toBe(200);
      expectError(await asCollaborator.get(`/tenants/${tenant.id}/invitations`), 403, 'tenant.permission_denied');
    });
  },
  { EDITION: 'cloud' },
);
