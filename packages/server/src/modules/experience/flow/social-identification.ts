import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { findSignInExperience } from '../../sign-in-exp/service.js';
import { findUserByEmail, findUserById, findUserByIdentity } from '../../users/queries.js';
import { assertIdentityFree } from '../../users/social-identities.js';
import { findExperienceSettings, isRegistrationOpen } from '../experience-settings.js';
import { asVerified, requireSocialRecord, withSocialRecord, type SocialRecord, type VerifiedSocialRecord } from './social-state.js';
import type { ExperienceState } from './state.js';

/** The identity a verified social record puts on a user. */
export const identityLinkOf = (record: VerifiedSocialRecord) => ({
  target: record.target,
  identity: {
    userId: record.user.id,
    details: {
      id: record.user.id,
      ...(record.user.email ? { email: record.user.email } : {}),
      ...(record.user.name ? { name: record.user.name } : {}),
      ...(record.user.avatar ? { avatar: record.user.avatar } : {}),
      rawData: record.user.rawData,
    },
  },
});

/** The address a provider vouched for; an unverified one neither links nor fills a profile. */
const verifiedEmailOf = (record: VerifiedSocialRecord) => (record.user.emailVerified ? record.user.email : undefined);

const assertActive = (user: { is_suspended: boolean } | undefined) => {
  if (!user) {
    throw new RequestError('user.not_found', 404);
  }
  if (user.is_suspended) {
    throw new RequestError('user.suspended', 403);
  }
};

/**
 * SignIn by a social record: the user holding the identity; or, when the provider's verified email
 * belongs to a user, that user if the tenant links accounts automatically, else 422
 * `user.identity_email_in_use` (the app offers to sign in and link, or to register); otherwise 422
 * `user.identity_not_exist` (the app offers to register).
 */
async function signInBySocial(scope: TenantScope, state: ExperienceState, record: VerifiedSocialRecord): Promise<ExperienceState> {
  const holder = await findUserByIdentity(scope, record.target, record.user.id);
  if (holder) {
    assertActive(holder);
    return { ...withSocialRecord(state, { ...record, link: 'SignIn' }), userId: holder.id };
  }
  const email = verifiedEmailOf(record);
  const owner = email ? await findUserByEmail(scope, email) : undefined;
  if (owner && email) {
    const { socialSignIn } = await findSignInExperience(scope);
    if (!socialSignIn.automaticAccountLinking) {
      throw new RequestError('user.identity_email_in_use', 422, { email, connectorId: record.connectorId });
    }
    assertActive(owner);
    return { ...withSocialRecord(state, { ...record, link: 'SignIn' }), userId: owner.id };
  }
  throw new RequestError('user.identity_not_exist', 422, { connectorId: record.connectorId });
}

/**
 * Register by a social record: the identity must be free; the provider's verified email becomes
 * the primary email when no account holds it. Sign-up identifiers and password are not asked:
 * the provider account is how this user signs in.
 */
async function registerBySocial(scope: TenantScope, state: ExperienceState, record: VerifiedSocialRecord): Promise<ExperienceState> {
  if (!isRegistrationOpen(await findExperienceSettings(scope))) {
    throw new RequestError('session.registration_disabled', 403);
  }
  await assertIdentityFree(scope, identityLinkOf(record));
  const email = verifiedEmailOf(record);
  const emailFree = email ? !(await findUserByEmail(scope, email)) : false;
  // One identity makes the account; marks left by other records are dropped.
  const others = (state.social ?? []).map(({ link: _dropped, ...item }) => item);
  return {
    ...withSocialRecord({ ...state, social: others }, { ...record, link: 'Register' }),
    profile: { ...state.profile, ...(email && emailFree ? { primaryEmail: email } : {}) },
  };
}

/** `POST identification` with a social record. */
export const identifyBySocial = (scope: TenantScope, state: ExperienceState, record: SocialRecord) => {
  const verified = asVerified(record);
  if (state.interactionEvent === 'SignIn') {
    return signInBySocial(scope, state, verified);
  }
  if (state.interactionEvent === 'Register') {
    return registerBySocial(scope, state, verified);
  }
  throw new RequestError('session.verification_failed', 400);
};

/**
 * `POST profile/social`: on SignIn, once the user is identified by other means (after the
 * `user.identity_email_in_use` choice), the social identity is linked to them at submit.
 */
export async function markSocialLink(scope: TenantScope, state: ExperienceState, verificationId: string): Promise<ExperienceState> {
  if (state.interactionEvent !== 'SignIn') {
    throw new RequestError('session.invalid_interaction', 400);
  }
  const user = state.userId ? await findUserById(scope, state.userId) : undefined;
  if (!user) {
    throw new RequestError('session.identifier_not_found', 400);
  }
  const record = asVerified(requireSocialRecord(state, verificationId));
  await assertIdentityFree(scope, identityLinkOf(record), user.id);
  return withSocialRecord(state, { ...record, link: 'SignIn' });
}
