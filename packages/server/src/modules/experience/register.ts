import type { ExperienceRegister, PwnedRangeFetcher } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { Logger } from '../../logger.js';
import type { UserRow } from '../users/queries.js';
import type { CommitSubmission } from './interaction-submission.js';
import { assertIdentifiersAvailable } from '../users/service.js';
import { isRegistrationOpen, type ExperienceSettings } from './experience-settings.js';
import { addToProfile } from './flow/profile.js';
import { findSignInRules } from './flow/sign-in-rules.js';
import { newExperienceState } from './flow/state.js';
import { submitExperience } from './flow/submit.js';

export type Registration = ExperienceRegister;

export type RegistrationContext = {
  settings: ExperienceSettings;
  pwnedRange: PwnedRangeFetcher;
  logger: Pick<Logger, 'warn'>;
  /** The client the user signs up through. */
  applicationId?: string;
  /** Writes the account with its webhook event (see recordInteractionStep). */
  commit?: CommitSubmission;
};

const missingIdentifier = (field: string) =>
  new RequestError('guard.invalid_input', 400, { target: 'json' }, `${field}: required`);

/** Which identifiers the registration must carry: the tenant's sign-up identifiers, at least one. */
const assertRequiredIdentifiers = (input: Registration, settings: ExperienceSettings) => {
  for (const identifier of settings.signUpIdentifiers) {
    if (identifier === 'username' && input.username === undefined) {
      throw missingIdentifier('username');
    }
    if (identifier === 'email' && input.email === undefined) {
      throw missingIdentifier('email');
    }
  }
  if (input.username === undefined && input.email === undefined) {
    throw missingIdentifier('username');
  }
};

/**
 * `POST /experience/register`, the one-call registration: registration must be open, the
 * identifiers free and the password within the tenant's policy, as the Experience API's Register
 * steps check them (an email address given here is not verified, as before). New users get the
 * tenant's default roles. While the admin tenant has no user, the one registering there becomes
 * its first administrator (the submit step does it, as for the Register steps called one by one).
 */
export async function registerUser(
  scope: TenantScope,
  input: Registration,
  context: RegistrationContext,
): Promise<UserRow> {
  const { settings } = context;
  if (!isRegistrationOpen(settings)) {
    throw new RequestError('session.registration_disabled', 403);
  }
  assertRequiredIdentifiers(input, settings);
  if (settings.isFirstAdminRequired) {
    // The console signs administrators in by username, so the first one must have one; the
    // Register steps below then create the administrator at submit.
    if (input.username === undefined) {
      throw missingIdentifier('username');
    }
  }
  // The Experience API's Register steps back to back: profile, password, submit.
  await assertIdentifiersAvailable(scope, { username: input.username, primaryEmail: input.email });
  const profile = {
    ...(input.username === undefined ? {} : { username: input.username }),
    ...(input.email === undefined ? {} : { primaryEmail: input.email }),
  };
  const state = await addToProfile(
    scope,
    { ...newExperienceState('Register'), profile },
    { type: 'password', value: input.password },
    { pwnedRange: context.pwnedRange, logger: context.logger },
  );
  const { user } = await submitExperience(
    scope,
    state,
    await findSignInRules(scope),
    context.applicationId,
    undefined,
    {},
    context.commit,
  );
  if (!user) {
    throw new Error('A submitted registration always names its user.');
  }
  return user;
}
