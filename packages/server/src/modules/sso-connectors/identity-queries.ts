import type { Insertable, Selectable } from 'kysely';
import type { UserSsoIdentitiesTable } from '../../db/sso-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { toJson } from '../../db/json.js';

export type UserSsoIdentityRow = Selectable<UserSsoIdentitiesTable>;

/** The identity an IdP's subject is, in this tenant (unique per issuer and subject). */
export const findUserSsoIdentity = (scope: TenantScope, issuer: string, identityId: string) =>
  scope
    .selectFrom('user_sso_identities')
    .selectAll()
    .where('issuer', '=', issuer)
    .where('identity_id', '=', identityId)
    .executeTakeFirst();

/** A user's identities, oldest first. */
export const findUserSsoIdentitiesByUserId = (scope: TenantScope, userId: string) =>
  scope
    .selectFrom('user_sso_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const insertUserSsoIdentity = (scope: TenantScope, row: Omit<Insertable<UserSsoIdentitiesTable>, 'tenant_id'>) =>
  scope.insertInto('user_sso_identities', row).returningAll().executeTakeFirstOrThrow();

/** What the IdP said at the latest sign-in. */
export const updateUserSsoIdentityDetail = (scope: TenantScope, id: string, detail: Record<string, unknown>) =>
  scope
    .updateTable('user_sso_identities')
    .set({ detail: toJson(detail), updated_at: new Date() })
    .where('id', '=', id)
    .execute();

/** The user's identity at one connector (the oldest, should the IdP have given two subjects). */
export const findUserSsoIdentityByConnector = (scope: TenantScope, userId: string, ssoConnectorId: string) =>
  scope
    .selectFrom('user_sso_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .where('sso_connector_id', '=', ssoConnectorId)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();

/** The identities of several users in one query, oldest first. */
export const findUserSsoIdentitiesByUserIds = async (scope: TenantScope, userIds: readonly string[]) =>
  userIds.length === 0
    ? []
    : scope
        .selectFrom('user_sso_identities')
        .selectAll()
        .where('user_id', 'in', userIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
