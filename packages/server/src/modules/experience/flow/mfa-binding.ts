import type { MfaVerification } from '@tessera/schemas';
import type { TenantScope, TransactionScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { addMfaVerification } from '../../mfa/user-factors.js';
import { assertFactorEnabled, bindingUserOf, findMfaSettings } from './mfa-context.js';
import { isBindingRequired } from './mfa-policy.js';
import { boundFactorsOf, findMfaRecord, recordMfa } from './mfa-records.js';
import { emptyMfaState } from './mfa-state.js';
import type { ExperienceState } from './state.js';

/**
 * `POST profile/mfa`: binds the verified new factor of a record. SignIn: stored on the user at
 * once (under the user's row lock). Register: kept in the state and stored with the account at
 * submit, so an abandoned registration leaves nothing behind. Either way it counts as verified.
 */
export async function bindMfa(
  scope: TenantScope,
  state: ExperienceState,
  input: { type: 'Totp' | 'WebAuthn' | 'BackupCode'; verificationId: string },
): Promise<ExperienceState> {
  await assertFactorEnabled(scope, input.type);
  const record = findMfaRecord(state, input.verificationId, [input.type], 'bind');
  const { factor } = record;
  if (!record.verified || !factor || record.bound) {
    throw new RequestError('session.verification_failed', 400);
  }
  const user = await bindingUserOf(scope, state);
  if (user) {
    await scope.transaction((tx) => addMfaVerification(tx, user.id, factor));
  } else {
    const bound = boundFactorsOf(state);
    if (factor.type === 'BackupCode' && !bound.some(({ type }) => type !== 'BackupCode')) {
      throw new RequestError('session.mfa.backup_code_can_not_be_alone', 422);
    }
    if (factor.type === 'Totp' && bound.some(({ type }) => type === 'Totp')) {
      throw new RequestError('session.mfa.factor_already_in_use', 422);
    }
  }
  // Backup codes bound again replace the earlier set, in the state as on the user.
  const kept = factor.type === 'BackupCode' ? (state.mfa?.records ?? []).filter((item) => !(item.bound && item.type === 'BackupCode')) : state.mfa?.records ?? [];
  return recordMfa({ ...state, mfa: { ...(state.mfa ?? emptyMfaState()), records: kept } }, { ...record, bound: true });
}

/** Register: the factors bound in the interaction, stored on the new account in its transaction. */
export async function storeBoundFactors(tx: TransactionScope, state: ExperienceState, userId: string) {
  const factors = boundFactorsOf(state);
  // Backup codes need the factor they back up stored first.
  const ordered: MfaVerification[] = [
    ...factors.filter(({ type }) => type !== 'BackupCode'),
    ...factors.filter(({ type }) => type === 'BackupCode'),
  ];
  for (const factor of ordered) {
    // One at a time: each change locks and rewrites the user's factor list.
    await addMfaVerification(tx, userId, factor);
  }
}

/**
 * `POST profile/mfa/mfa-skipped`. After a first factor was bound here, it declines the backup
 * codes offer. Otherwise only where binding is offered, not required (UserControlled, and no
 * organization of the user requires MFA): 422 `session.mfa.mfa_policy_not_user_controlled`.
 */
export async function skipMfa(scope: TenantScope, state: ExperienceState): Promise<ExperienceState> {
  const mfa = state.mfa ?? emptyMfaState();
  if (boundFactorsOf(state).some(({ type }) => type !== 'BackupCode')) {
    return { ...state, mfa: { ...mfa, suggestionSkipped: true } };
  }
  const { policy } = await findMfaSettings(scope);
  const user = await bindingUserOf(scope, state).catch(() => undefined);
  if (await isBindingRequired(scope, policy, user?.id)) {
    throw new RequestError('session.mfa.mfa_policy_not_user_controlled', 422);
  }
  return { ...state, mfa: { ...mfa, skipped: true } };
}

/** `POST profile/mfa/mfa-suggestion-skipped`: declines the backup codes offer. */
export const skipMfaSuggestion = (state: ExperienceState): ExperienceState => ({
  ...state,
  mfa: { ...(state.mfa ?? emptyMfaState()), suggestionSkipped: true },
});
