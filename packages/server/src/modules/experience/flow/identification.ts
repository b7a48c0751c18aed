import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { findUserById, type UserRow } from '../../users/queries.js';
import { assertIdentifiersAvailable } from '../../users/service.js';
import { findExperienceSettings, isRegistrationOpen } from '../experience-settings.js';
import { isSignInMethodEnabled, type SignInRules } from './sign-in-rules.js';
import { findVerifiedRecord, type ExperienceState, type VerificationRecord } from './state.js';
import { findUserOf } from './verification.js';
import { identifySsoUser, isSsoVerificationId } from './sso-identification.js';
import { identifyBySocial } from './social-identification.js';
import { findSocialRecord } from './social-state.js';
import { identifyByPasskey, isPasskeyVerificationId } from './passkey-identification.js';

const assertActive = (user: UserRow | undefined): UserRow => {
  if (!user) {
    throw new RequestError('user.not_found', 404);
  }
  if (user.is_suspended) {
    throw new RequestError('user.suspended', 403);
  }
  return user;
};

/** The user a verified record proves, looked up again: it may be suspended or deleted since. */
const userOfRecord = async (scope: TenantScope, record: VerificationRecord) =>
  assertActive(record.userId ? await findUserById(scope, record.userId) : await findUserOf(scope, record.identifier));

/**
 * SignIn: a password record, or a code record whose identifier the tenant lets sign in by code.
 * ForgotPassword: a code record sent for ForgotPassword. Either names an active user.
 */
async function identifyUser(scope: TenantScope, state: ExperienceState, rules: SignInRules, verificationId: string | undefined) {
  if (verificationId === undefined) {
    throw new RequestError('guard.invalid_input', 400, { target: 'json' }, 'verificationId: required');
  }
  const record = findVerifiedRecord(state, verificationId);
  if (state.interactionEvent === 'ForgotPassword') {
    if (record.type === 'Password' || record.interactionEvent !== 'ForgotPassword') {
      throw new RequestError('session.verification_failed', 400);
    }
  } else if (record.type !== 'Password' && !isSignInMethodEnabled(rules, record.identifier.type, 'verificationCode')) {
    throw new RequestError('session.sign_in_method_not_enabled', 400);
  } else if (record.type === 'Password' && !isSignInMethodEnabled(rules, record.identifier.type, 'password')) {
    throw new RequestError('session.sign_in_method_not_enabled', 400);
  }
  const user = await userOfRecord(scope, record);
  return { ...state, userId: user.id };
}

/** The profile a new account needs: the sign-up identifiers, and a password when sign-up sets one. */
export async function assertProfileComplete(scope: TenantScope, state: ExperienceState, rules: SignInRules) {
  const settings = await findExperienceSettings(scope);
  if (!isRegistrationOpen(settings)) {
    throw new RequestError('session.registration_disabled', 403);
  }
  const { profile } = state;
  const missing = [
    ...settings.signUpIdentifiers.filter((identifier) =>
      identifier === 'username' ? profile.username === undefined : profile.primaryEmail === undefined,
    ),
    ...(rules.signUp.password && state.passwordDigest === undefined ? ['password'] : []),
  ];
  if (profile.username === undefined && profile.primaryEmail === undefined && profile.primaryPhone === undefined) {
    missing.push(settings.signUpIdentifiers[0] ?? 'username');
  }
  if (missing.length > 0) {
    throw new RequestError('session.missing_profile', 422, { fields: [...new Set(missing)].join(', ') });
  }
  await assertIdentifiersAvailable(scope, profile);
}

/**
 * `POST identification`. Register: a verified email or phone record joins the profile, then the
 * profile must be able to create an account (identifiers complete and free).
 */
export async function identify(
  scope: TenantScope,
  state: ExperienceState,
  rules: SignInRules,
  verificationId: string | undefined,
): Promise<ExperienceState> {
  if (verificationId !== undefined && isSsoVerificationId(state, verificationId)) {
    return identifySsoUser(scope, state, verificationId);
  }
  if (isPasskeyVerificationId(state, verificationId)) {
    return identifyByPasskey(scope, state);
  }
  const social = findSocialRecord(state, verificationId);
  if (social) {
    return identifyBySocial(scope, state, social);
  }
  if (state.interactionEvent !== 'Register') {
    return identifyUser(scope, state, rules, verificationId);
  }
  let next = state;
  if (verificationId !== undefined) {
    const record = findVerifiedRecord(state, verificationId);
    if (record.type === 'Password') {
      throw new RequestError('session.verification_failed', 400);
    }
    const key = record.identifier.type === 'email' ? 'primaryEmail' : 'primaryPhone';
    next = { ...state, profile: { ...state.profile, [key]: record.identifier.value } };
  }
  await assertProfileComplete(scope, next, rules);
  return next;
}
