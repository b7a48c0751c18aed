import type { MyLogtoConfigPatch } from '@tessera/schemas';
import { findLogtoConfigOfUser, updateLogtoConfigOfUser } from '../users/logto-configs.js';
import { requireUser } from '../roles/assignment-service.js';
import { assertEditable, assertReadable, assertVerified, type AccountCaller } from './account-service.js';

/**
 * The user's sign-in preferences. Declining to bind a factor or a passkey only spares the user a
 * question, so it needs no proof; skipping the second step at sign-in weakens the account, so it
 * needs a verification record like removing a factor.
 */

/** `GET /my-account/mfa-settings`. */
export async function findMyMfaSettings(caller: AccountCaller) {
  assertReadable(caller, 'mfa');
  return { skipMfaOnSignIn: (await findLogtoConfigOfUser(caller.scope, caller.userId)).mfa.skipMfaOnSignIn };
}

/** `PATCH /my-account/mfa-settings`: re-verified. */
export async function updateMyMfaSettings(caller: AccountCaller, skipMfaOnSignIn: boolean) {
  assertEditable(caller, 'mfa');
  await assertVerified(caller);
  const config = await updateLogtoConfigOfUser(caller.scope, caller.userId, { mfa: { skipMfaOnSignIn } });
  return { skipMfaOnSignIn: config.mfa.skipMfaOnSignIn };
}

/** `GET /my-account/logto-configs`. */
export async function findMyLogtoConfig(caller: AccountCaller) {
  assertReadable(caller, 'mfa');
  return findLogtoConfigOfUser(caller.scope, caller.userId);
}

/** `PATCH /my-account/logto-configs`: each part within its account center field. */
export async function updateMyLogtoConfig(caller: AccountCaller, patch: MyLogtoConfigPatch) {
  if (patch.mfa) {
    assertEditable(caller, 'mfa');
  }
  if (patch.passkeySignIn) {
    assertEditable(caller, 'passkey');
  }
  if (patch.mfa?.skipMfaOnSignIn !== undefined) {
    await assertVerified(caller);
  } else {
    await requireUser(caller.scope, caller.userId);
  }
  return updateLogtoConfigOfUser(caller.scope, caller.userId, patch);
}
