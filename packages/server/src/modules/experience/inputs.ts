import { z } from '@hono/zod-openapi';
import { passwordLengthLimits } from '@tessera/schemas';

/** Any password the policy may judge; its rules, not the contract, decide about the length. */
export const passwordInput = z.string().min(1).max(passwordLengthLimits.max);
