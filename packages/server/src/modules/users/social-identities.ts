import type { Identities, Identity } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findUserByIdentity, type UserRow } from './queries.js';
import { lockUser, saveUserData } from './user-updates.js';

/** An account of an outside provider, by the connector target it signs in with. */
export type IdentityLink = { target: string; identity: Identity };

/** 422 `user.identity_already_in_use` when another user of the tenant holds the provider account. */
export async function assertIdentityFree(scope: TenantScope, { target, identity }: IdentityLink, userId?: string) {
  const holder = await findUserByIdentity(scope, target, identity.userId);
  if (holder && holder.id !== userId) {
    throw new RequestError('user.identity_already_in_use', 422, { target });
  }
}

/**
 * Links (or replaces) the identity of a target on a user, in one transaction with the check that
 * no other user holds it; raises `user.data.updated`. `created` says whether the target was new.
 * With `keepExisting`, an identity of the same target stays and the link is 422
 * `user.social_account_exists_in_profile`.
 */
export function saveIdentity(
  scope: TenantScope,
  userId: string,
  link: IdentityLink,
  profile: { name?: string; avatar?: string } = {},
  options: { keepExisting?: boolean } = {},
): Promise<{ user: UserRow; created: boolean }> {
  return scope.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    await tx.lockForTransaction(`identity:${link.target}:${link.identity.userId}`);
    await assertIdentityFree(tx, link, userId);
    const identities = user.identities as Identities;
    const created = !Object.hasOwn(identities, link.target);
    if (!created && options.keepExisting) {
      throw new RequestError('user.social_account_exists_in_profile', 422, { target: link.target });
    }
    const updated = await saveUserData(tx, userId, {
      identities: toJson({ ...identities, [link.target]: link.identity }),
      ...(profile.name !== undefined ? { name: profile.name } : {}),
      ...(profile.avatar !== undefined ? { avatar: profile.avatar } : {}),
    });
    return { user: updated, created };
  });
}
