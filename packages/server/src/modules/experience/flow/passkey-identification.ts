import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { findUserById } from '../../users/queries.js';
import { assertSignInEvent } from './passkey-state.js';
import { assertPasskeySignInEnabled } from './passkey-sign-in.js';
import type { ExperienceState } from './state.js';

export const isPasskeyVerificationId = (state: ExperienceState, verificationId: string | undefined) =>
  verificationId !== undefined && state.passkey?.verificationId === verificationId && state.passkey.userId !== undefined;

/**
 * `POST identification` with a verified passkey record: its user signs in, unless suspended or
 * deleted since, or the tenant turned passkey sign-in off meanwhile.
 */
export async function identifyByPasskey(scope: TenantScope, state: ExperienceState): Promise<ExperienceState> {
  assertSignInEvent(state);
  await assertPasskeySignInEnabled(scope);
  const userId = state.passkey?.userId;
  const user = userId ? await findUserById(scope, userId) : undefined;
  if (!user) {
    throw new RequestError('user.not_found', 404);
  }
  if (user.is_suspended) {
    throw new RequestError('user.suspended', 403);
  }
  return { ...state, userId: user.id };
}
