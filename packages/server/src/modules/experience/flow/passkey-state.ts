import { z } from 'zod';
import { webAuthnTransports } from '@tessera/schemas';
import { RequestError } from '../../../errors/request-error.js';

/**
 * The passkey sign-in part of an interaction's state: the pending challenge and, once a passkey
 * was asserted, whose it was and whether the user was verified (PIN or biometrics), in which case
 * the passkey counts as both factors. Owned by the passkey steps (passkey-*.ts).
 *
 * `userId` and `userVerified` are set only by a verified assertion: the MFA steps read
 * `userVerified === true` with `userId === state.userId` as the second factor satisfied.
 */
const storedCredentialGuard = z.object({
  credentialId: z.string(),
  publicKey: z.string(),
  counter: z.number().int().nonnegative(),
  transports: z.array(z.enum(webAuthnTransports)).optional(),
});

export const passkeyStateGuard = z.object({
  /** The preflight's (conditional UI) challenge, answered by a verify without a record id. */
  challenge: z.string().optional(),
  /** The button flow's record and challenge; spent by the first verify. */
  pending: z.object({ verificationId: z.string(), challenge: z.string(), userId: z.string().optional() }).optional(),
  /** The verified sign-in record: `POST identification` names it. */
  verificationId: z.string().optional(),
  userId: z.string().optional(),
  userVerified: z.boolean().optional(),
  /** Enrolment: the registration record, its challenge and, once verified, the new credential. */
  registration: z
    .object({
      verificationId: z.string(),
      challenge: z.string(),
      credential: storedCredentialGuard.optional(),
    })
    .optional(),
  /** The user declined the offer to add a passkey in this interaction. */
  skipped: z.boolean().optional(),
});
export type PasskeyState = z.infer<typeof passkeyStateGuard>;

/** Passkey sign-in steps belong to a SignIn event. */
export const assertSignInEvent = (state: { interactionEvent: string }) => {
  if (state.interactionEvent !== 'SignIn') {
    throw new RequestError('session.invalid_interaction', 400);
  }
};
