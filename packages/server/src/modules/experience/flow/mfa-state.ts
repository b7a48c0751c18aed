import { z } from 'zod';

/**
 * The second-factor part of an interaction's state: factors verified here, a factor being bound
 * (its pending secret or challenge), and whether the user skipped an offered binding.
 * Owned by the MFA steps (mfa-*.ts).
 */
export const mfaStateGuard = z.object({
  /** Factor types verified in this interaction (a TOTP code, a security key, a backup code…). */
  verified: z.array(z.string()).default([]),
});
export type MfaState = z.infer<typeof mfaStateGuard>;
