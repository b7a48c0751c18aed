import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { currentPasswordMethod } from '../../passwords/hash-password.js';
import { findUserById, type UserRow } from '../../users/queries.js';
import { createUser, markUserSignedIn } from '../../users/service.js';
import { markActiveUserSignedIn } from '../queries.js';
import { findExperienceSettings } from '../experience-settings.js';
import { assertProfileComplete } from './identification.js';
import { assertSignInOpen, type SignInRules } from './sign-in-rules.js';
import type { ExperienceState } from './state.js';

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
 * `POST submit`. SignIn: the identified user. Register: creates the account from the profile
 * with the tenant's default roles. ForgotPassword: the new password must have been set; the
 * user then signs in anew with it.
 */
export async function submitExperience(
  scope: TenantScope,
  state: ExperienceState,
  rules: SignInRules,
  applicationId: string | undefined,
): Promise<Submission> {
  switch (state.interactionEvent) {
    case 'SignIn': {
      assertSignInOpen(rules);
      // One statement when the user may sign in; otherwise the refusal from a fresh read (or,
      // had the user been let back in meanwhile, the sign-in stamped as before).
      const marked = state.userId ? await markActiveUserSignedIn(scope, state.userId) : undefined;
      if (marked) {
        return { user: marked };
      }
      const user = await identifiedUser(scope, state);
      await markUserSignedIn(scope, user.id);
      return { user };
    }
    case 'ForgotPassword': {
      await identifiedUser(scope, state);
      if (!state.passwordReset) {
        throw new RequestError('session.missing_profile', 422, { fields: 'password' });
      }
      return {};
    }
    case 'Register': {
      // The admin tenant's first administrator gets the console role: its own page creates it.
      if ((await findExperienceSettings(scope)).isFirstAdminRequired) {
        throw new RequestError('session.invalid_interaction', 400);
      }
      await assertProfileComplete(scope, state, rules);
      const user = await createUser(
        scope,
        {
          ...state.profile,
          ...(state.passwordDigest
            ? { passwordDigest: state.passwordDigest, passwordAlgorithm: currentPasswordMethod }
            : {}),
          applicationId,
        },
        { defaultRoles: true, signedIn: true },
      );
      return { user };
    }
  }
}
