import { z } from 'zod';

export const passwordLengthLimits = { min: 1, max: 256, defaultMin: 8 } as const;
/** Lowercase, uppercase, digits and symbols. */
const passwordCharacterTypeCount = 4;

const lengthGuard = z
  .object({
    min: z
      .int()
      .min(passwordLengthLimits.min)
      .max(passwordLengthLimits.max)
      .default(passwordLengthLimits.defaultMin),
    max: z
      .int()
      .min(passwordLengthLimits.min)
      .max(passwordLengthLimits.max)
      .default(passwordLengthLimits.max),
  })
  .refine(({ min, max }) => min <= max, { error: 'The minimum length cannot exceed the maximum' });

/**
 * The tenant's password policy, part of the sign-in experience. Every field has a default, so
 * `passwordPolicyGuard.parse({})` yields {@link defaultPasswordPolicy}.
 */
export const passwordPolicyGuard = z.object({
  length: lengthGuard.prefault({}),
  characterTypes: z
    .object({ min: z.int().min(1).max(passwordCharacterTypeCount).default(1) })
    .prefault({}),
  rejects: z
    .object({
      pwned: z.boolean().default(true),
      repetitionAndSequence: z.boolean().default(true),
      userInfo: z.boolean().default(true),
      words: z.array(z.string()).default([]),
    })
    .prefault({}),
});

export type PasswordPolicy = z.output<typeof passwordPolicyGuard>;
export type PasswordPolicyInput = z.input<typeof passwordPolicyGuard>;

export const defaultPasswordPolicy: PasswordPolicy = passwordPolicyGuard.parse({});
