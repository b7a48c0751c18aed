import type { UserInfo, UserSsoIdentity } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import {
  findUserSsoIdentitiesByUserId,
  findUserSsoIdentitiesByUserIds,
  findUserSsoIdentityByConnector,
  type UserSsoIdentityRow,
} from '../sso-connectors/identity-queries.js';
import type { UserRow } from './queries.js';

/** An SSO identity as the Management API answers it. */
export const toUserSsoIdentity = (row: UserSsoIdentityRow): UserSsoIdentity => ({
  tenantId: row.tenant_id,
  id: row.id,
  userId: row.user_id,
  issuer: row.issuer,
  identityId: row.identity_id,
  detail: row.detail,
  ssoConnectorId: row.sso_connector_id,
  createdAt: row.created_at.getTime(),
  updatedAt: row.updated_at.getTime(),
});

/** A user's SSO identities, oldest first. */
export const findSsoIdentitiesOfUser = async (scope: TenantScope, userId: string) =>
  (await findUserSsoIdentitiesByUserId(scope, userId)).map(toUserSsoIdentity);

/** The user's identity at an SSO connector, or 404 `user.sso_identity_not_found`. */
export async function findSsoIdentityOfUser(scope: TenantScope, user: UserRow, ssoConnectorId: string) {
  const row = await findUserSsoIdentityByConnector(scope, user.id, ssoConnectorId);
  if (!row) {
    throw new RequestError('user.sso_identity_not_found', 404, { userId: user.id, ssoConnectorId });
  }
  return toUserSsoIdentity(row);
}

/** `includeSsoIdentities`: each user gets its `ssoIdentities`, read for the whole page in one query. */
export async function withSsoIdentities<U extends Pick<UserInfo, 'id'>>(
  scope: TenantScope,
  users: readonly U[],
): Promise<Array<U & { ssoIdentities: UserSsoIdentity[] }>> {
  const byUser = new Map<string, UserSsoIdentity[]>(users.map((user) => [user.id, []]));
  for (const row of await findUserSsoIdentitiesByUserIds(scope, [...byUser.keys()])) {
    byUser.get(row.user_id)?.push(toUserSsoIdentity(row));
  }
  return users.map((user) => ({ ...user, ssoIdentities: byUser.get(user.id) ?? [] }));
}
