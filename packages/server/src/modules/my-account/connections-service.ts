import type { OidcAccountStore } from '../users/oidc-account.js';
import { listUserGrants, revokeUserGrant } from '../users/grants.js';
import { endUserSession, listUserSessions } from '../users/sessions.js';
import { deleteTrustedDevice, listTrustedDevices, toTrustedDeviceResponse } from '../mfa/trusted-devices.js';
import { notFound } from '../../errors/request-error.js';
import { assertEditable, assertReadable, assertVerified, type AccountCaller } from './account-service.js';

/** Sessions and app grants both sit under the account center's `session` field. */
export async function listMySessions(caller: AccountCaller, oidc: OidcAccountStore) {
  assertReadable(caller, 'session');
  return { sessions: await listUserSessions(caller.scope, oidc, caller.userId) };
}

export async function endMySession(caller: AccountCaller, oidc: OidcAccountStore, sessionId: string) {
  assertEditable(caller, 'session');
  await assertVerified(caller);
  await endUserSession(caller.scope, oidc, caller.userId, sessionId);
}

export async function listMyGrants(caller: AccountCaller, oidc: OidcAccountStore) {
  assertReadable(caller, 'session');
  return { grants: await listUserGrants(caller.scope, oidc, caller.userId) };
}

export async function revokeMyGrant(caller: AccountCaller, oidc: OidcAccountStore, grantId: string) {
  assertEditable(caller, 'session');
  await assertVerified(caller);
  await revokeUserGrant(caller.scope, oidc, caller.userId, grantId);
}

/** Devices that skip the second factor belong with the factors (`mfa`). */
export async function listMyTrustedDevices(caller: AccountCaller) {
  assertReadable(caller, 'mfa');
  return (await listTrustedDevices(caller.scope, caller.userId)).map(toTrustedDeviceResponse);
}

export async function deleteMyTrustedDevice(caller: AccountCaller, deviceId: string) {
  assertEditable(caller, 'mfa');
  if (!(await deleteTrustedDevice(caller.scope, caller.userId, deviceId))) {
    throw notFound('trusted_device', deviceId);
  }
}
