import { passwordRejectionCodes } from '@tessera/schemas';
import { z } from 'zod';

/*
 * The `data` some errors carry. The contracts describe failures in words only, so these shapes
 * are checked where the app reads them; anything else falls back to the server's message.
 */

/** `data` of 422 password_rejected.* errors. */
export const passwordRejectionsDataGuard = z.object({
  rejections: z.array(
    z.object({
      code: z.enum(passwordRejectionCodes),
      interpolation: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});

/** `data` of 403 session.identifier_locked. */
export const lockedDataGuard = z.object({ minutes: z.number() });

/** `data` of 429 session.attempt_too_soon. */
export const retryDataGuard = z.object({ seconds: z.number() });
