import type { TenantScope } from '../../db/tenant-scope.js';
import { toUserResponse } from './responses.js';
import type { UserRow } from './queries.js';
import { lockUser } from './user-updates.js';
import './events.js';

/**
 * `PATCH …/is-suspended`. A suspended user cannot sign in (the sign-in check), refresh or pass
 * introspection (the provider finds no account, and their grants are gone): suspending ends
 * their sessions and revokes their grants and tokens before the answer. `user.suspension.updated`
 * is raised when the state changes.
 */
export async function setUserSuspended(
  scope: TenantScope,
  userId: string,
  isSuspended: boolean,
): Promise<UserRow> {
  return scope.transaction(async (tx) => {
    const current = await lockUser(tx, userId);
    if (current.is_suspended === isSuspended) {
      return current;
    }
    const updated = await tx
      .updateTable('users')
      .set({ is_suspended: isSuspended, updated_at: new Date() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    tx.emit('user.suspension.updated', { user: toUserResponse(updated) });
    return updated;
  });
}
