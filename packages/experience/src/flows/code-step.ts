import { codeIdentifierGuard, interactionEventGuard } from '@tessera/schemas';
import { z } from 'zod';

/**
 * What the verification code screen needs, passed in the navigation state: the event the code
 * serves, where it was sent, and the record it verifies. Never a password.
 */
export const codeStepGuard = z.object({
  event: interactionEventGuard,
  identifier: codeIdentifierGuard,
  verificationId: z.string().min(1),
  /** When the code was sent (`Date.now()`), for the resend countdown. */
  sentAt: z.number(),
});
export type CodeStep = z.infer<typeof codeStepGuard>;

/** Seconds before another code may be asked for. */
export const resendAfterSeconds = 60;

/** The path of the code screen of each flow. */
export const codePaths = {
  SignIn: '/sign-in/verification-code',
  Register: '/register/verification-code',
  ForgotPassword: '/forgot-password/verification-code',
} as const;
