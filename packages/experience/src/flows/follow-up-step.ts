import { signInMfaFactorGuard } from '@tessera/schemas';
import { z } from 'zod';

import type { RequestError } from '../api/request-error';

/**
 * What submit may still ask for after the first factor: a second factor to verify (403), one to
 * add (422), or a passkey to offer (422). The answer's `data` travels to the screen in the
 * navigation state; a reload loses it and the user signs in again.
 */
export const mfaStepGuard = z.object({
  availableFactors: z.array(signInMfaFactorGuard).min(1),
  skippable: z.boolean().default(false),
  /** Backup codes offered after a first factor was bound: declining is always possible. */
  suggestion: z.boolean().default(false),
});
export type MfaStep = z.infer<typeof mfaStepGuard>;

export const followUpCodes = {
  verifyMfa: 'session.mfa.require_mfa_verification',
  bindMfa: 'session.mfa.require_mfa_binding',
  suggestPasskey: 'session.passkey.suggest_passkey_enrolment',
} as const;

export const followUpPaths = {
  verifyMfa: '/sign-in/mfa/verify',
  bindMfa: '/sign-in/mfa/bind',
  suggestPasskey: '/sign-in/passkey/enrol',
} as const;

export type FollowUpStep =
  | { pathname: (typeof followUpPaths)['verifyMfa' | 'bindMfa']; state: MfaStep }
  | { pathname: (typeof followUpPaths)['suggestPasskey']; state: undefined };

/** The screen a refused submit leads to, or undefined when the error is a plain failure. */
export const followUpStepOf = (
  error: Pick<RequestError, 'code' | 'data'>,
): FollowUpStep | undefined => {
  if (error.code === followUpCodes.suggestPasskey) {
    return { pathname: followUpPaths.suggestPasskey, state: undefined };
  }
  const kind =
    error.code === followUpCodes.verifyMfa
      ? 'verifyMfa'
      : error.code === followUpCodes.bindMfa
        ? 'bindMfa'
        : undefined;
  if (!kind) {
    return undefined;
  }
  const data = mfaStepGuard.safeParse(error.data);
  // Without factors to offer there is no screen to show; the error is shown where it happened.
  return data.success ? { pathname: followUpPaths[kind], state: data.data } : undefined;
};
