import type { ErrorCode } from '@tessera/phrases';
import type { SignInMfaFactor } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import type { SecretVault } from '../../../utils/secret-vault.js';
import { relyingPartyOf, type RelyingParty } from '../../mfa/webauthn.js';
import { assertIdentifierNotLocked, recordPasswordAttempt } from '../../sentinel/sentinel.js';
import { findSignInExperience } from '../../sign-in-exp/service.js';
import { findUserById, type UserRow } from '../../users/queries.js';
import type { ExperienceState } from './state.js';

/** What the MFA steps need besides the state: the vault, the sign-in page's URL, the clock. */
export type MfaContext = {
  vault: SecretVault;
  /** The tenant's public URL; the sign-in page's origin is the WebAuthn relying party. */
  tenantEndpoint: string;
  userAgent: string;
  ip: string | undefined;
  now: Date;
};

export const relyingPartyOfTenant = (scope: TenantScope, context: Pick<MfaContext, 'tenantEndpoint'>): RelyingParty =>
  relyingPartyOf(context.tenantEndpoint, scope.tenantId);

/** The factors the tenant's sign-in experience enables (cached with the sign-in experience). */
export async function findMfaSettings(scope: TenantScope) {
  const { mfa } = await findSignInExperience(scope);
  return mfa;
}

export async function assertFactorEnabled(scope: TenantScope, factor: SignInMfaFactor) {
  const { factors } = await findMfaSettings(scope);
  if (!factors.includes(factor)) {
    throw new RequestError('session.mfa.mfa_factor_not_enabled', 400);
  }
}

/** SignIn and ForgotPassword need the identified user; Register has none yet. */
export async function identifiedUserOf(scope: TenantScope, state: ExperienceState): Promise<UserRow> {
  const user = state.userId && state.interactionEvent !== 'Register' ? await findUserById(scope, state.userId) : undefined;
  if (!user) {
    throw new RequestError('session.identifier_not_found', 400);
  }
  if (user.is_suspended) {
    throw new RequestError('user.suspended', 403);
  }
  return user;
}

/** The user being signed in (SignIn) or nobody yet (Register): who a new factor is for. */
export const bindingUserOf = async (scope: TenantScope, state: ExperienceState) =>
  state.interactionEvent === 'Register' ? undefined : identifiedUserOf(scope, state);

/**
 * The identifier whose lockout second-factor failures count on: the one the user proved in this
 * interaction (so a wrong TOTP code and a wrong password add up), else the user's own.
 */
export const lockoutIdentifierOf = (state: ExperienceState, user: UserRow) =>
  state.verificationRecords.find((record) => record.verified && record.userId === user.id)?.identifier.value ??
  user.username ??
  user.primary_email ??
  user.primary_phone ??
  user.id;

/**
 * Runs a second-factor check under the identifier lockout of the password: refused while locked,
 * a failure (`check` answering false or throwing `failure`) counts as a failed attempt and may
 * start the lock, a success counts as one too.
 */
export async function underLockout<T>(
  scope: TenantScope,
  input: { identifier: string; ip: string | undefined; now: Date; failure: ErrorCode },
  check: () => Promise<T | false>,
): Promise<T> {
  await assertIdentifierNotLocked(scope, input.identifier, input.now);
  let result: T | false;
  try {
    result = await check();
  } catch (error) {
    if (!(error instanceof RequestError) || error.code !== input.failure) {
      throw error;
    }
    result = false;
  }
  const attempt = { identifier: input.identifier, ip: input.ip, succeeded: result !== false };
  const minutes = await recordPasswordAttempt(scope, attempt, input.now);
  if (minutes !== undefined) {
    throw new RequestError('session.identifier_locked', 403, { minutes });
  }
  if (result === false) {
    throw new RequestError(input.failure, 400);
  }
  return result;
}

/** The name a new factor is labelled with in an authenticator app or a security key prompt. */
export const accountNameOf = (state: ExperienceState, user: UserRow | undefined) =>
  user?.username ?? user?.primary_email ?? user?.primary_phone ?? state.profile.username ?? state.profile.primaryEmail ?? state.profile.primaryPhone ?? 'user';
