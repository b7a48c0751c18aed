import { isValidUsername, lengthLimits } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import {
  deleteUserById,
  findUserById,
  findUserByIdForUpdate,
  findUserByUsername,
  updateUserById,
  type UserRow,
} from '../users/queries.js';
import { toUserResponse } from '../users/responses.js';
import { deepMerge, type JsonObject } from './deep-merge.js';
// Writes here raise the users area's events.
import '../users/events.js';

/*
 * Every function takes the scope of the admin tenant: console users, and so every `me` call, live
 * there whatever tenant the URL names.
 */

const userNotFound = () => new RequestError('user.not_found', 404);

export async function findCurrentUser(scope: TenantScope, userId: string): Promise<UserRow> {
  const user = await findUserById(scope, userId);
  if (!user) {
    throw userNotFound();
  }
  return user;
}

/** `PATCH me` changes exactly one of these. */
export type ProfileChange = { name: string | null } | { username: string } | { avatar: string | null };

const assertUsernameAvailable = async (scope: TenantScope, user: UserRow, username: string) => {
  if (!isValidUsername(username) || username.length > lengthLimits.userIdentifier) {
    throw new RequestError('user.invalid_username', 400);
  }
  const holder = await findUserByUsername(scope, username);
  if (holder && holder.id !== user.id) {
    throw new RequestError('user.username_already_in_use', 422);
  }
};

/** Updates the console user's name, username (unique in the admin tenant) or avatar. */
export async function updateProfile(scope: TenantScope, userId: string, change: ProfileChange): Promise<UserRow> {
  const user = await findCurrentUser(scope, userId);
  if ('username' in change) {
    await assertUsernameAvailable(scope, user, change.username);
  }
  try {
    return await scope.transaction(async (tx) => {
      const updated = await updateUserById(tx, userId, change);
      if (!updated) {
        throw userNotFound();
      }
      tx.emit('user.data.updated', { user: toUserResponse(updated) });
      return updated;
    });
  } catch (error) {
    // Another request took the username between the check and the update.
    if (isUniqueViolation(error)) {
      throw new RequestError('user.username_already_in_use', 422);
    }
    throw error;
  }
}

/**
 * Deep-merges a patch into the console user's custom data and answers the whole result. The row
 * is locked while merging, so two concurrent patches (language, then a notice flag) both land.
 */
export function mergeCustomData(scope: TenantScope, userId: string, patch: JsonObject): Promise<JsonObject> {
  return scope.transaction(async (tx) => {
    const user = await findUserByIdForUpdate(tx, userId);
    if (!user) {
      throw userNotFound();
    }
    const updated = await updateUserById(tx, userId, { custom_data: toJson(deepMerge(user.custom_data, patch)) });
    if (!updated) {
      throw userNotFound();
    }
    tx.emit('user.data.updated', { user: toUserResponse(updated) });
    return updated.custom_data;
  });
}

/**
 * Deletes the console user's account. One statement: roles and other links go with it through
 * the foreign keys' cascade.
 */
export async function deleteCurrentUser(scope: TenantScope, userId: string): Promise<void> {
  await scope.transaction(async (tx) => {
    if (!(await deleteUserById(tx, userId))) {
      throw userNotFound();
    }
    tx.emit('user.deleted', { userId });
  });
}
