import { z } from 'zod';

/**
 * The passkey sign-in part of an interaction's state: the pending challenge and, once a passkey
 * was asserted, whose it was and whether the user was verified (PIN or biometrics), in which case
 * the passkey counts as both factors. Owned by the passkey steps (passkey-*.ts).
 */
export const passkeyStateGuard = z.object({
  challenge: z.string().optional(),
  userId: z.string().optional(),
  userVerified: z.boolean().optional(),
});
export type PasskeyState = z.infer<typeof passkeyStateGuard>;
