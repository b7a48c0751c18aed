import type { ExperienceProfileInput, PwnedRangeFetcher } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import type { Logger } from '../../../logger.js';
import { hashPassword } from '../../passwords/hash-password.js';
import { assertPasswordAccepted } from '../../passwords/password-policy-check.js';
import { findUserById } from '../../users/queries.js';
import { assertIdentifiersAvailable, assertPasswordPolicy, verifyUserPassword } from '../../users/service.js';
import { findExperienceSettings } from '../experience-settings.js';
import { findVerifiedRecord, type ExperienceState } from './state.js';

export type PasswordContext = { pwnedRange: PwnedRangeFetcher; logger: Pick<Logger, 'warn'> };

/**
 * `POST profile` (Register only): a username or password by value, an email or phone by its
 * verified code record. Identifiers must be free; a password must pass the policy, and only its
 * hash is kept until submit.
 */
export async function addToProfile(
  scope: TenantScope,
  state: ExperienceState,
  input: ExperienceProfileInput,
  context: PasswordContext,
): Promise<ExperienceState> {
  if (state.interactionEvent !== 'Register') {
    throw new RequestError('session.invalid_interaction', 400);
  }
  const { profile } = state;
  switch (input.type) {
    case 'username': {
      await assertIdentifiersAvailable(scope, { username: input.value });
      return { ...state, profile: { ...profile, username: input.value } };
    }
    case 'email':
    case 'phone': {
      const record = findVerifiedRecord(state, input.verificationId);
      if (record.identifier.type !== input.type) {
        throw new RequestError('session.verification_failed', 400);
      }
      const key = input.type === 'email' ? 'primaryEmail' : 'primaryPhone';
      await assertIdentifiersAvailable(scope, { [key]: record.identifier.value });
      return { ...state, profile: { ...profile, [key]: record.identifier.value } };
    }
    case 'password': {
      const { passwordPolicy } = await findExperienceSettings(scope);
      await assertPasswordAccepted(input.value, passwordPolicy, {
        userInfo: { username: profile.username, email: profile.primaryEmail, phone: profile.primaryPhone },
        pwnedRange: context.pwnedRange,
        logger: context.logger,
      });
      return { ...state, passwordDigest: await hashPassword(input.value) };
    }
  }
}

/**
 * `PUT profile/password` (ForgotPassword, once identified): the policy applies and the current
 * password is refused (422 `user.same_password`). Only its hash is kept until submit, which stores
 * it with the step's webhook event and raises `user.password.updated` (ending the user's sessions).
 */
export async function resetPassword(
  scope: TenantScope,
  state: ExperienceState,
  password: string,
  context: PasswordContext,
): Promise<ExperienceState> {
  if (state.interactionEvent !== 'ForgotPassword') {
    throw new RequestError('session.invalid_interaction', 400);
  }
  const user = state.userId ? await findUserById(scope, state.userId) : undefined;
  if (!user) {
    throw new RequestError('session.identifier_not_found', 400);
  }
  if (await verifyUserPassword(scope, user, password, context.logger)) {
    throw new RequestError('user.same_password', 422);
  }
  await assertPasswordPolicy(
    scope,
    password,
    { username: user.username, primaryEmail: user.primary_email, primaryPhone: user.primary_phone, name: user.name },
    context,
  );
  return { ...state, passwordDigest: await hashPassword(password) };
}
