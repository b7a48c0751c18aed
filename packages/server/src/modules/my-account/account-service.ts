import type { AccountCenter, AccountCenterField, MyAccountPatch, PwnedRangeFetcher, UserProfile } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { Logger } from '../../logger.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { forgetTokenSet, keepTokenSet, openTokenSet } from '../connectors/token-storage/service.js';
import { assertTokenScope } from '../account-center/account-token-guard.js';
import { assertFieldAllowed } from '../account-center/service.js';
import { requireUser } from '../roles/assignment-service.js';
import { removeIdentity } from '../users/identities.js';
import { saveIdentity } from '../users/social-identities.js';
import { mergeUserProfile, updateUser } from '../users/user-updates.js';
import { setUserPassword } from '../users/user-password-service.js';
import { assertIdentityVerified, takeNewIdentifierRecord } from '../verifications/proof.js';
import type { VerificationRecords } from '../verifications/records.js';

/** Who is asking, with what: the request's parts every account change checks. */
export type AccountCaller = {
  scope: TenantScope;
  settings: AccountCenter;
  userId: string;
  scopes: readonly string[];
  records: VerificationRecords;
  /** The `logto-verification-id` header. */
  verificationId: string | undefined;
};

/** The field is editable in the account center and the token carries the scope it needs. */
export const assertEditable = (caller: AccountCaller, field: AccountCenterField, tokenScope?: string) => {
  assertFieldAllowed(caller.settings, field, 'edit');
  if (tokenScope) {
    assertTokenScope(caller.scopes, tokenScope);
  }
};

export const assertReadable = (caller: AccountCaller, field: AccountCenterField, tokenScope?: string) => {
  assertFieldAllowed(caller.settings, field, 'read');
  if (tokenScope) {
    assertTokenScope(caller.scopes, tokenScope);
  }
};

/** A sensitive change: the caller proved who they are within the last ten minutes. */
export async function assertVerified(caller: AccountCaller) {
  const user = await requireUser(caller.scope, caller.userId);
  await assertIdentityVerified(caller.records, user, caller.scope.tenantId, caller.verificationId);
  return user;
}

/** `PATCH /my-account`: each given field must be editable; one transaction (updateUser). */
export async function updateMyAccount(caller: AccountCaller, patch: MyAccountPatch) {
  if (patch.name !== undefined) assertEditable(caller, 'name', 'profile');
  if (patch.avatar !== undefined) assertEditable(caller, 'avatar', 'profile');
  if (patch.username !== undefined) assertEditable(caller, 'username', 'profile');
  if (patch.customData !== undefined) assertEditable(caller, 'customData', 'custom_data');
  return updateUser(caller.scope, caller.userId, patch);
}

export async function updateMyProfile(caller: AccountCaller, patch: UserProfile) {
  assertEditable(caller, 'profile', 'profile');
  return mergeUserProfile(caller.scope, caller.userId, patch);
}

/** `POST /my-account/password`: re-verified; the policy applies; the user's sessions end. */
export async function changeMyPassword(
  caller: AccountCaller,
  password: string,
  context: { pwnedRange?: PwnedRangeFetcher; logger: Pick<Logger, 'warn'> },
) {
  assertEditable(caller, 'password');
  await assertVerified(caller);
  await setUserPassword(caller.scope, caller.userId, password, context);
}

/**
 * `POST /my-account/primary-email|phone`: re-verified, and the new address proven by a verified
 * code record for exactly it (used once).
 */
export async function changeMyIdentifier(
  caller: AccountCaller,
  kind: 'email' | 'phone',
  value: string,
  newIdentifierVerificationRecordId: string,
) {
  assertEditable(caller, kind, kind);
  await assertVerified(caller);
  const type = kind === 'email' ? 'EmailVerificationCode' : 'PhoneVerificationCode';
  const record = await takeNewIdentifierRecord(caller.records, caller.userId, caller.scope.tenantId, newIdentifierVerificationRecordId, type);
  if (record.identifier.value.toLowerCase() !== value.toLowerCase()) {
    throw new RequestError('verification_record.new_identifier_not_verified', 400);
  }
  await updateUser(caller.scope, caller.userId, kind === 'email' ? { primaryEmail: value } : { primaryPhone: value });
}

export async function removeMyIdentifier(caller: AccountCaller, kind: 'email' | 'phone') {
  assertEditable(caller, kind, kind);
  await assertVerified(caller);
  await updateUser(caller.scope, caller.userId, kind === 'email' ? { primaryEmail: null } : { primaryPhone: null });
}

/** Unlinks the identity; the provider tokens kept for it go with it. */
export async function removeMyIdentity(caller: AccountCaller, target: string) {
  assertEditable(caller, 'social', 'identities');
  await assertVerified(caller);
  await removeIdentity(caller.scope, caller.userId, target);
  await forgetTokenSet(caller.scope, { userId: caller.userId, kind: 'social', target });
}

/**
 * `POST|PUT /my-account/identities`: re-verified, and the provider account proven by a verified
 * social record (used once). POST keeps an identity of the same target; PUT replaces it. The
 * provider tokens the record brought (connectors that keep tokens) replace the stored ones.
 */
export async function linkMyIdentity(
  caller: AccountCaller,
  newIdentifierVerificationRecordId: string,
  mode: 'add' | 'replace',
  vault: SecretVault,
) {
  assertEditable(caller, 'social', 'identities');
  await assertVerified(caller);
  const record = await takeNewIdentifierRecord(caller.records, caller.userId, caller.scope.tenantId, newIdentifierVerificationRecordId, 'Social');
  if (!record.identity) {
    throw new RequestError('verification_record.new_identifier_not_verified', 400);
  }
  const saved = await saveIdentity(caller.scope, caller.userId, record.identity, {}, { keepExisting: mode === 'add' });
  const { target, identity } = record.identity;
  const key = { userId: caller.userId, kind: 'social', target } as const;
  if (record.sealedTokens) {
    const owner = { ...key, connectorId: record.connectorId, identityId: identity.userId };
    await keepTokenSet(caller.scope, vault, owner, openTokenSet(vault, record.sealedTokens));
  } else {
    // Tokens of the account this one replaced are not this account's.
    await forgetTokenSet(caller.scope, key);
  }
  return saved;
}
