import type { SignInMfaFactor } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { readMfaVerifications, hasUsableBackupCodes } from '../../mfa/user-factors.js';
import { isTrustedDevice } from '../../mfa/trusted-devices.js';
import { findLogtoConfigOfUser } from '../../users/logto-configs.js';
import { findUserById, type UserRow } from '../../users/queries.js';
import { findMfaSettings } from './mfa-context.js';
import { boundFactorsOf, hasVerifiedFactor } from './mfa-records.js';
import type { ExperienceState } from './state.js';

/**
 * Whether the tenant's MFA policy lets this interaction finish, checked at submit (SignIn and
 * Register). Cheap on purpose: a tenant without factors costs one cached read; a sign-in with a
 * TOTP code verified here costs one user read more.
 */

/** What the browser brings: the trusted-device cookie's token. */
export type MfaSubmitContext = { trustedDeviceToken?: string | undefined; now?: Date };

const bindableFactors: readonly SignInMfaFactor[] = ['Totp', 'WebAuthn'];

/** The enabled factors the user can verify: bound ones, and their own address for codes. */
export function availableFactorsOf(user: UserRow, enabled: readonly SignInMfaFactor[]): SignInMfaFactor[] {
  const verifications = readMfaVerifications(user);
  return enabled.filter((factor) => {
    switch (factor) {
      case 'EmailVerificationCode': {
        return Boolean(user.primary_email);
      }
      case 'PhoneVerificationCode': {
        return Boolean(user.primary_phone);
      }
      case 'BackupCode': {
        return verifications.some((item) => item.type === 'BackupCode' && hasUsableBackupCodes(item));
      }
      default: {
        return verifications.some((item) => item.type === factor);
      }
    }
  });
}

/** Whether one of the user's organizations requires MFA of its members. */
async function isMfaRequiredByOrganization(scope: TenantScope, userId: string) {
  const row = await scope
    .selectFrom('organization_user_relations')
    .innerJoin('organizations', (join) =>
      join
        .onRef('organizations.tenant_id', '=', 'organization_user_relations.tenant_id')
        .onRef('organizations.id', '=', 'organization_user_relations.organization_id'),
    )
    .where('organization_user_relations.user_id', '=', userId)
    .where('organizations.is_mfa_required', '=', true)
    .select('organizations.id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether binding is required (no skipping): the Mandatory policy, or an organization's rule. */
export async function isBindingRequired(scope: TenantScope, policy: string, userId: string | undefined) {
  return policy === 'Mandatory' || (userId !== undefined && (await isMfaRequiredByOrganization(scope, userId)));
}

/**
 * After a first factor was bound here, backup codes are offered when enabled and the user has
 * none left: skippable, and declined with `mfa-suggestion-skipped`.
 */
function assertBackupCodesOffered(state: ExperienceState, enabled: readonly SignInMfaFactor[], user: UserRow | undefined) {
  const bound = boundFactorsOf(state);
  const boundFirstFactor = bound.some((factor) => factor.type !== 'BackupCode');
  const hasCodes =
    bound.some((factor) => factor.type === 'BackupCode') ||
    (user ? readMfaVerifications(user).some((item) => item.type === 'BackupCode' && hasUsableBackupCodes(item)) : false);
  if (enabled.includes('BackupCode') && boundFirstFactor && !hasCodes && !state.mfa?.suggestionSkipped) {
    throw new RequestError('session.mfa.require_mfa_binding', 422, {
      availableFactors: ['BackupCode'],
      skippable: true,
      suggestion: true,
    });
  }
}

/**
 * Refuses to finish while the policy is not met:
 * - the user has a factor the tenant enables and none was verified here, the device is not
 *   trusted, and no user-verified passkey signed in: 403 `session.mfa.require_mfa_verification`;
 * - the user has none: binding is required (Mandatory, or an organization requires MFA) → 422
 *   `session.mfa.require_mfa_binding` (`skippable: false`); offered (UserControlled) and not
 *   skipped → the same with `skippable: true`.
 * The user's own preferences (`/my-account/logto-configs`) count where the policy leaves the
 * choice to them: `skipMfaOnSignIn` spares the second step, `mfa.skipped` the binding offer.
 */
export async function assertMfaSatisfied(scope: TenantScope, state: ExperienceState, context: MfaSubmitContext = {}) {
  const { factors: enabled, policy } = await findMfaSettings(scope);
  if (enabled.length === 0) {
    return;
  }
  const signIn = state.interactionEvent === 'SignIn';
  if (signIn && state.passkey?.userVerified && state.passkey.userId !== undefined && state.passkey.userId === state.userId) {
    return;
  }
  const user = signIn && state.userId ? await findUserById(scope, state.userId) : undefined;
  if (signIn && !user) {
    // Submit refuses an unknown user on its own.
    return;
  }
  const verifiedHere = hasVerifiedFactor(state);
  const available = user ? availableFactorsOf(user, enabled) : [];
  if (available.length > 0) {
    if (!verifiedHere && !(await isTrustedDevice(scope, user?.id ?? '', context.trustedDeviceToken, context.now))) {
      if (user && (await skipsSecondStep(scope, policy, user.id))) {
        return;
      }
      throw new RequestError('session.mfa.require_mfa_verification', 403, { availableFactors: available });
    }
    assertBackupCodesOffered(state, enabled, user);
    return;
  }
  const bindable = enabled.filter((factor) => bindableFactors.includes(factor));
  if (boundFactorsOf(state).some((factor) => factor.type !== 'BackupCode')) {
    assertBackupCodesOffered(state, enabled, user);
    return;
  }
  // Only codes to an address the user does not have: nothing can be bound here.
  if (bindable.length === 0) {
    return;
  }
  if (await isBindingRequired(scope, policy, user?.id)) {
    throw new RequestError('session.mfa.require_mfa_binding', 422, { availableFactors: bindable, skippable: false });
  }
  if (!state.mfa?.skipped && !(user && (await findLogtoConfigOfUser(scope, user.id)).mfa.skipped)) {
    throw new RequestError('session.mfa.require_mfa_binding', 422, { availableFactors: bindable, skippable: true });
  }
}

/** The user chose to sign in without the second step, and nothing requires it of them. */
async function skipsSecondStep(scope: TenantScope, policy: string, userId: string) {
  return (await findLogtoConfigOfUser(scope, userId)).mfa.skipMfaOnSignIn && !(await isBindingRequired(scope, policy, userId));
}
