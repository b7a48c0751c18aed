import type { SignInMfaFactor } from '@tessera/schemas';
import { useLocation } from 'react-router';

import { mfaStepGuard } from '../../flows/follow-up-step';

/** The phrase key of each factor, under `mfa.factor` and `mfa.factor_hint`. */
export const factorPhraseKeys = {
  Totp: 'totp',
  WebAuthn: 'webauthn',
  BackupCode: 'backup_code',
  EmailVerificationCode: 'email_code',
  PhoneVerificationCode: 'phone_code',
} as const satisfies Record<SignInMfaFactor, string>;

/** The step submit asked for, from the navigation state; undefined after a reload. */
export const useMfaStep = () => {
  const location = useLocation();
  const step = mfaStepGuard.safeParse(location.state);
  // A new refusal opens the same route with a new state: the screen starts over for it.
  return step.success ? { ...step.data, key: location.key } : undefined;
};
