import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { UserTrustedDevicesTable } from '../../db/mfa-tables.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { generateId } from '../../utils/id.js';

/**
 * "Remember this device": after a second-factor verification the user may trust the browser for
 * `trustedDeviceDays`. The browser keeps a random token (in an HTTP-only cookie set by the caller);
 * only its digest is stored, so the table cannot be used to impersonate a device. A device is
 * trusted for one user only, and deleting it (by the user or an administrator) ends the trust.
 */

export const trustedDeviceDays = 30;

export type TrustedDeviceRow = Selectable<UserTrustedDevicesTable>;

const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Trusts a device; the token to hand to the browser is returned once. */
export async function trustDevice(
  scope: TenantScope,
  input: { userId: string; agent: string },
  now = new Date(),
): Promise<{ device: TrustedDeviceRow; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const device = await scope
    .insertInto('user_trusted_devices', {
      id: generateId(),
      user_id: input.userId,
      token_digest: digestOf(token),
      agent: input.agent.slice(0, 512),
      expires_at: new Date(now.getTime() + trustedDeviceDays * 24 * 60 * 60 * 1000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { device, token };
}

/**
 * Whether the browser presenting `token` is a device this user trusts now; a hit records its use.
 * One statement: the update only matches an unexpired device of this user.
 */
export async function isTrustedDevice(scope: TenantScope, userId: string, token: string | undefined, now = new Date()) {
  if (!token) {
    return false;
  }
  const used = await scope
    .updateTable('user_trusted_devices')
    .set({ last_used_at: now })
    .where('user_id', '=', userId)
    .where('token_digest', '=', digestOf(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) > 0;
}

/** The user's unexpired trusted devices, newest first. */
export const listTrustedDevices = (scope: TenantScope, userId: string, now = new Date()) =>
  scope
    .selectFrom('user_trusted_devices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();

/** Ends the trust in one device of this user; false when there is no such device. */
export async function deleteTrustedDevice(scope: TenantScope, userId: string, deviceId: string) {
  const result = await scope
    .deleteFrom('user_trusted_devices')
    .where('user_id', '=', userId)
    .where('id', '=', deviceId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What the APIs show of a device: never the token digest. */
export const toTrustedDeviceResponse = (device: TrustedDeviceRow) => ({
  id: device.id,
  agent: device.agent,
  createdAt: device.created_at.getTime(),
  lastUsedAt: device.last_used_at?.getTime() ?? null,
  expiresAt: device.expires_at.getTime(),
});
