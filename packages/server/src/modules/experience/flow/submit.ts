import { adminTenantId } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { currentPasswordMethod } from '../../passwords/hash-password.js';
import { findUserById, updateUserById, type UserRow } from '../../users/queries.js';
import { createUser, markUserSignedIn } from '../../users/service.js';
import { commitWithoutEvent, type CommitSubmission } from '../interaction-submission.js';
import { markActiveUserSignedIn } from '../queries.js';
import { findExperienceSettings, isRegistrationOpen } from '../experience-settings.js';
import { insertFirstAdmin } from '../first-admin.js';
import { assertProfileComplete } from './identification.js';
import { assertSignInOpen, type SignInRules } from './sign-in-rules.js';
import {
  hasJitOrganizationsToJoin,
  provisionOrganizationsByEmail,
} from '../../organizations/jit-provisioning.js';
import { acceptInvitationAtSignIn } from '../../organizations/invitation-sign-in.js';
import type { ExperienceState } from './state.js';
import { submitSsoSignIn } from './sso-submit.js';
import { linkSocialIdentitiesOnSignIn, registerWithSocialIdentity } from './social-submit.js';
import { socialRecordsToLink } from './social-state.js';
import { assertPasskeyOfferAnswered } from './passkey-submit.js';
import { assertMfaSatisfied, type MfaSubmitContext } from './mfa-policy.js';
import { storeBoundFactors } from './mfa-binding.js';
import { boundFactorsOf } from './mfa-records.js';

/** What submitting leads to: a user to sign in, or (a finished password reset) nobody yet. */
export type Submission = { user: UserRow } | { user?: undefined };

const identifiedUser = async (scope: TenantScope, state: ExperienceState) => {
  const user = state.userId ? await findUserById(scope, state.userId) : undefined;
  if (!user) {
    throw new RequestError('session.identifier_not_found', 400);
  }
  // Suspended between identification and submit.
  if (user.is_suspended) {
    throw new RequestError('user.suspended', 403);
  }
  return user;
};

/**
 * The admin tenant's first registration creates the console's first administrator, holding the
 * role that manages the default tenant. The console signs administrators in by username and
 * password, so both are needed whatever the admin tenant's sign-up settings; an email address is
 * taken as the profile holds it.
 */
const registerFirstAdmin = async (
  scope: TenantScope,
  state: ExperienceState,
  applicationId: string | undefined,
) => {
  const { username, primaryEmail } = state.profile;
  if (!username || !state.passwordDigest) {
    const missing = [username ? '' : 'username', state.passwordDigest ? '' : 'password'].filter(
      Boolean,
    );
    throw new RequestError('session.missing_profile', 422, { fields: missing.join(', ') });
  }
  return insertFirstAdmin(
    scope,
    { username, passwordDigest: state.passwordDigest, ...(primaryEmail ? { primaryEmail } : {}) },
    { applicationId, signedIn: true },
  );
};

/**
 * The email address this interaction proved the user owns: a registration's primary email (set
 * from a verified code record only), or on sign-in the user's primary email when a code sent to
 * it was verified here. A password sign-in proves no address.
 */
const verifiedEmailOf = (state: ExperienceState, user: UserRow) => {
  const email = user.primary_email;
  if (!email) {
    return undefined;
  }
  if (state.interactionEvent === 'Register') {
    return state.profile.primaryEmail?.toLowerCase() === email.toLowerCase() ? email : undefined;
  }
  const proved = state.verificationRecords.some(
    (record) =>
      record.verified &&
      record.type === 'EmailVerificationCode' &&
      record.identifier.value.toLowerCase() === email.toLowerCase(),
  );
  return proved ? email : undefined;
};

/**
 * The address an invitation may be accepted for: on Register the code-verified one; on SignIn
 * the account's primary email, since signing in proves the account that holds it.
 */
const inviteeEmailOf = (state: ExperienceState, user: UserRow) =>
  state.interactionEvent === 'Register'
    ? verifiedEmailOf(state, user)
    : (user.primary_email ?? undefined);

/**
 * Organization membership gained by signing in: just in time, and the invitation the
 * authorization request carried, in one transaction. In the submit step rather than in a
 * subscriber: only the interaction's state knows whether the address was verified, and the
 * membership must exist when the answer leaves, for the organization token the app asks for next.
 */
const joinOrganizations = async (
  scope: TenantScope,
  state: ExperienceState,
  user: UserRow,
  invitationId: string | undefined,
) => {
  const email = verifiedEmailOf(state, user);
  const invitee = invitationId ? inviteeEmailOf(state, user) : undefined;
  // Most sign-ins join nothing: find that out without a transaction (see hasJitOrganizationsToJoin).
  const joinsJustInTime = email ? await hasJitOrganizationsToJoin(scope, user.id, email) : false;
  if (!joinsJustInTime && !invitee) {
    return;
  }
  await scope.transaction(async (tx) => {
    if (email) {
      await provisionOrganizationsByEmail(tx, user.id, email);
    }
    if (invitationId && invitee) {
      await acceptInvitationAtSignIn(tx, invitationId, user.id, invitee);
    }
  });
};

/**
 * Stamps the sign-in: one statement when the user may sign in; otherwise the refusal from a fresh
 * read (or, had the user been let back in meanwhile, the sign-in stamped as before).
 */
const stampSignIn = async (scope: TenantScope, state: ExperienceState) => {
  const marked = state.userId ? await markActiveUserSignedIn(scope, state.userId) : undefined;
  if (marked) {
    return marked;
  }
  const user = await identifiedUser(scope, state);
  return (await markUserSignedIn(scope, user.id)) ?? user;
};

/**
 * Stores the new password of a reset (hashed and checked against the policy at `PUT
 * profile/password`) and raises `user.password.updated`, which ends the user's sessions.
 */
const storeResetPassword = async (scope: TenantScope, userId: string, passwordDigest: string) => {
  const updated = await updateUserById(scope, userId, {
    password_encrypted: passwordDigest,
    password_encryption_method: currentPasswordMethod,
  });
  if (!updated) {
    // Deleted since identification.
    throw new RequestError('session.identifier_not_found', 400);
  }
  scope.emit('user.password.updated', { userId: updated.id });
  return updated;
};

/** Factors bound during registration are stored with the account, in its transaction. */
const withFactors = (
  scope: TenantScope,
  state: ExperienceState,
  create: (scope: TenantScope) => Promise<UserRow>,
): Promise<UserRow> =>
  boundFactorsOf(state).length === 0
    ? create(scope)
    : scope.transaction(async (tx) => {
        const created = await create(tx);
        await storeBoundFactors(tx, state, created.id);
        return created;
      });

const registerSocialUser = async (scope: TenantScope, state: ExperienceState, applicationId: string | undefined) => {
  const user = await registerWithSocialIdentity(scope, state, applicationId);
  if (!user) {
    throw new Error('A registration with a social record creates its user.');
  }
  return user;
};

/**
 * `POST submit`. SignIn: the identified user. Register: creates the account from the profile
 * with the tenant's default roles. ForgotPassword: stores the new password set at
 * `PUT profile/password`; the user then signs in anew with it.
 */
export async function submitExperience(
  scope: TenantScope,
  state: ExperienceState,
  rules: SignInRules,
  applicationId: string | undefined,
  /** The organization invitation the authorization request carried, accepted when it holds. */
  invitationId?: string,
  /** The trusted-device cookie, for the second-factor policy. */
  mfa: MfaSubmitContext = {},
  /** Writes the change with the step's webhook event (see recordInteractionStep). */
  commit: CommitSubmission = commitWithoutEvent(scope),
): Promise<Submission> {
  if (state.sso?.signIn && state.interactionEvent !== 'ForgotPassword') {
    return submitSsoSignIn(scope, state, applicationId, commit);
  }
  switch (state.interactionEvent) {
    case 'SignIn': {
      assertSignInOpen(rules);
      await assertMfaSatisfied(scope, state, mfa);
      await assertPasskeyOfferAnswered(scope, state);
      const user = await commit(async (writer) => {
        const signedIn = await stampSignIn(writer, state);
        await linkSocialIdentitiesOnSignIn(writer, state, signedIn);
        await joinOrganizations(writer, state, signedIn, invitationId);
        return signedIn;
      });
      return { user };
    }
    case 'ForgotPassword': {
      const user = await identifiedUser(scope, state);
      const { passwordDigest } = state;
      if (!passwordDigest) {
        throw new RequestError('session.missing_profile', 422, { fields: 'password' });
      }
      await commit((writer) => storeResetPassword(writer, user.id, passwordDigest));
      return {};
    }
    case 'Register': {
      const settings = await findExperienceSettings(scope);
      if (settings.isFirstAdminRequired) {
        return { user: await commit((writer) => registerFirstAdmin(writer, state, applicationId)) };
      }
      // A Register flow reaches here in a closed admin tenant only when it started while the
      // tenant awaited its first administrator, and another registration got there first.
      if (scope.tenantId === adminTenantId && !isRegistrationOpen(settings)) {
        throw new RequestError('session.first_admin_exists', 403);
      }
      await assertMfaSatisfied(scope, state, mfa);
      const social = socialRecordsToLink(state).length > 0;
      if (!social) {
        await assertProfileComplete(scope, state, rules);
      }
      const user = await commit(async (writer) => {
        const created = await withFactors(writer, state, (inner) =>
          social ? registerSocialUser(inner, state, applicationId) : createUser(
            inner,
            {
              ...state.profile,
              ...(state.passwordDigest
                ? { passwordDigest: state.passwordDigest, passwordAlgorithm: currentPasswordMethod }
                : {}),
              applicationId,
            },
            { defaultRoles: true, signedIn: true },
          ),
        );
        await joinOrganizations(writer, state, created, invitationId);
        return created;
      });
      return { user };
    }
  }
}
