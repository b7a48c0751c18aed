import type { TenantScope } from '../../db/tenant-scope.js';
import { findUserLogtoConfig, upsertUserLogtoConfig, type UserLogtoConfigFlags, type UserLogtoConfigRow } from './logto-config-queries.js';

/** A user's sign-in preferences; every flag `false` until the user changes one. */
export type UserLogtoConfig = {
  mfa: { skipped: boolean; skipMfaOnSignIn: boolean };
  passkeySignIn: { skipped: boolean };
};

export type UserLogtoConfigPatch = {
  mfa?: { skipped?: boolean; skipMfaOnSignIn?: boolean };
  passkeySignIn?: { skipped?: boolean };
};

const toLogtoConfig = (row: UserLogtoConfigRow | undefined): UserLogtoConfig => ({
  mfa: { skipped: row?.mfa_skipped ?? false, skipMfaOnSignIn: row?.skip_mfa_on_sign_in ?? false },
  passkeySignIn: { skipped: row?.passkey_sign_in_skipped ?? false },
});

export const findLogtoConfigOfUser = async (scope: TenantScope, userId: string) =>
  toLogtoConfig(await findUserLogtoConfig(scope, userId));

/** Changes the given flags only; the others keep their value. */
export async function updateLogtoConfigOfUser(scope: TenantScope, userId: string, patch: UserLogtoConfigPatch) {
  const flags: UserLogtoConfigFlags = {
    ...(patch.mfa?.skipped !== undefined && { mfa_skipped: patch.mfa.skipped }),
    ...(patch.mfa?.skipMfaOnSignIn !== undefined && { skip_mfa_on_sign_in: patch.mfa.skipMfaOnSignIn }),
    ...(patch.passkeySignIn?.skipped !== undefined && { passkey_sign_in_skipped: patch.passkeySignIn.skipped }),
  };
  if (Object.keys(flags).length === 0) {
    return findLogtoConfigOfUser(scope, userId);
  }
  return toLogtoConfig(await upsertUserLogtoConfig(scope, userId, flags));
}
