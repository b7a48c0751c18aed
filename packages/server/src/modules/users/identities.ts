import type { Identities, UserAllIdentities } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { UserRow } from './queries.js';
import { findSsoIdentitiesOfUser } from './sso-identities.js';
import { lockUser, saveUserData } from './user-updates.js';

/** A user's linked social accounts and enterprise SSO identities, as the Management API lists them. */
export const findAllIdentities = async (scope: TenantScope, user: UserRow): Promise<UserAllIdentities> => ({
  socialIdentities: Object.entries(user.identities as Identities).map(([target, identity]) => ({ target, identity })),
  ssoIdentities: (await findSsoIdentitiesOfUser(scope, user.id)).map((ssoIdentity) => ({ ssoIdentity })),
});

const identityNotFound = (target: string) => new RequestError('user.identity_not_found', 404, { target });

/** The identity linked for a connector target, or 404 `user.identity_not_found`. */
export const findIdentity = (user: UserRow, target: string) => {
  const identities = user.identities as Identities;
  const identity = Object.hasOwn(identities, target) ? identities[target] : undefined;
  if (!identity) {
    throw identityNotFound(target);
  }
  return identity;
};

/** Unlinks a social identity (`user.data.updated`); the user can no longer sign in with it. */
export function removeIdentity(scope: TenantScope, userId: string, target: string): Promise<UserRow> {
  return scope.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    findIdentity(user, target);
    const { [target]: _removed, ...rest } = user.identities as Identities;
    return saveUserData(tx, userId, { identities: toJson(rest) });
  });
}
