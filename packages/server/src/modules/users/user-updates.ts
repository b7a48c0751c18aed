import type { JsonObject, UserPatch, UserProfile } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { TenantScope, TransactionScope } from '../../db/tenant-scope.js';
import { notFound } from '../../errors/request-error.js';
import { deleteUserById, findUserByIdForUpdate, updateUserById, type UserRow } from './queries.js';
import { toUserResponse } from './responses.js';
import {
  assertCustomDataSize,
  assertIdentifierFormats,
  assertIdentifiersAvailable,
  toIdentifierConflict,
} from './user-rules.js';
import './events.js';

/** The user, locked until the transaction ends; 404 `entity.not_exists_with_id` when absent. */
export async function lockUser(tx: TenantScope, userId: string): Promise<UserRow> {
  const user = await findUserByIdForUpdate(tx, userId);
  if (!user) {
    throw notFound('user', userId);
  }
  return user;
}

/** Writes changes to a locked user and announces them as `user.data.updated`. */
export async function saveUserData(tx: TransactionScope, userId: string, changes: Parameters<typeof updateUserById>[2]) {
  let updated: UserRow | undefined;
  try {
    updated = await updateUserById(tx, userId, changes);
  } catch (error) {
    // Another request took the identifier between the check and the update.
    throw toIdentifierConflict(error) ?? error;
  }
  if (!updated) {
    throw notFound('user', userId);
  }
  tx.emit('user.data.updated', { user: toUserResponse(updated) });
  return updated;
}

/**
 * `PATCH /api/users/{userId}`: identifiers are checked (formats, free in the tenant) before the
 * write; `null` clears a field; `customData` and `profile` replace the stored objects.
 */
export async function updateUser(scope: TenantScope, userId: string, patch: UserPatch): Promise<UserRow> {
  assertIdentifierFormats(patch);
  if (patch.customData) {
    assertCustomDataSize(patch.customData);
  }
  return scope.transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertIdentifiersAvailable(tx, patch, userId);
    return saveUserData(tx, userId, {
      ...(patch.username !== undefined && { username: patch.username }),
      ...(patch.primaryEmail !== undefined && { primary_email: patch.primaryEmail }),
      ...(patch.primaryPhone !== undefined && { primary_phone: patch.primaryPhone }),
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.avatar !== undefined && { avatar: patch.avatar }),
      ...(patch.customData !== undefined && { custom_data: toJson(patch.customData) }),
      ...(patch.profile !== undefined && { profile: toJson(patch.profile) }),
    });
  });
}

/** `PATCH …/custom-data`: the given keys replace the stored ones (top level); the result is bounded. */
export function mergeUserCustomData(scope: TenantScope, userId: string, patch: JsonObject): Promise<JsonObject> {
  return scope.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const merged = { ...user.custom_data, ...patch };
    assertCustomDataSize(merged);
    return (await saveUserData(tx, userId, { custom_data: toJson(merged) })).custom_data;
  });
}

/** `PATCH …/profile`: the given OIDC profile fields replace the stored ones (top level). */
export function mergeUserProfile(scope: TenantScope, userId: string, patch: UserProfile): Promise<UserProfile> {
  return scope.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const merged = { ...(user.profile as UserProfile), ...patch };
    return (await saveUserData(tx, userId, { profile: toJson(merged) })).profile as UserProfile;
  });
}

/**
 * `DELETE /api/users/{userId}`: one statement (roles and other links go through the foreign
 * keys' cascade), then `user.deleted`, on which the user's sessions, grants and tokens end before
 * the answer.
 */
export async function deleteUser(scope: TenantScope, userId: string) {
  await scope.transaction(async (tx) => {
    if (!(await deleteUserById(tx, userId))) {
      throw notFound('user', userId);
    }
    tx.emit('user.deleted', { userId });
  });
}
