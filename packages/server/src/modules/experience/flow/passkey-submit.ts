import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { findSignInExperience } from '../../sign-in-exp/service.js';
import { findLogtoConfigOfUser } from '../../users/logto-configs.js';
import { findUserById } from '../../users/queries.js';
import { signedInWithPassword } from './passkey-enrolment.js';
import { webAuthnCredentialsOf } from './passkey-sign-in.js';
import type { ExperienceState } from './state.js';

/**
 * Submit's passkey offer: with passkey sign-in on, a user who signed in with a password and has
 * no passkey is asked once per interaction to add one (422, skippable). Any WebAuthn credential
 * of the account counts as a passkey: security keys registered as a second factor are mostly
 * discoverable too, and asking someone who has one again would be noise.
 */
export async function assertPasskeyOfferAnswered(scope: TenantScope, state: ExperienceState): Promise<void> {
  if (state.interactionEvent !== 'SignIn' || state.passkey?.skipped || !signedInWithPassword(state)) {
    return;
  }
  const { passkeySignIn } = await findSignInExperience(scope);
  if (!passkeySignIn.enabled) {
    return;
  }
  const user = state.userId ? await findUserById(scope, state.userId) : undefined;
  // A user who declined for good (`/my-account/logto-configs`) is not asked again.
  if (!user || webAuthnCredentialsOf(user).length > 0 || (await findLogtoConfigOfUser(scope, user.id)).passkeySignIn.skipped) {
    return;
  }
  throw new RequestError('session.passkey.suggest_passkey_enrolment', 422, { skippable: true });
}
