import { z } from 'zod';
import { signInMfaFactorGuard, mfaVerificationGuard } from '@tessera/schemas';

/**
 * The second-factor part of an interaction's state: factors verified here, a factor being bound
 * (its pending secret or challenge), and whether the user skipped an offered binding.
 * Owned by the MFA steps (mfa-*.ts). Nothing is held in clear: a new TOTP secret is encrypted by
 * the vault, new backup codes are digests, a code sent by email or SMS lives hashed in `passcodes`.
 */
const mfaRecordGuard = z.object({
  id: z.string(),
  type: signInMfaFactorGuard,
  /** `bind`: a new factor for the user; `verify`: a check of a factor the user has. */
  purpose: z.enum(['bind', 'verify']),
  verified: z.boolean(),
  /** WebAuthn: the challenge the browser must sign. */
  challenge: z.string().optional(),
  /** Binding: the factor as it will be stored (filled for WebAuthn once the registration verified). */
  factor: mfaVerificationGuard.optional(),
  /** Binding: bound (SignIn: stored at once; Register: stored with the new account at submit). */
  bound: z.boolean().optional(),
  /** A code sent by email or SMS: the address. */
  target: z.string().optional(),
  /**
   * SignIn: the user identified when the record was made. A factor verified or bound for one user
   * never counts for another identified later in the same interaction. None on Register.
   */
  userId: z.string().optional(),
});
export type MfaRecord = z.infer<typeof mfaRecordGuard>;

export const mfaStateGuard = z.object({
  /**
   * Factor types verified in this interaction (a TOTP code, a security key, a backup code…), for
   * display. The policy does not read it: it counts the records of the identified user.
   */
  verified: z.array(z.string()).default([]),
  records: z.array(mfaRecordGuard).default([]),
  /** The user skipped binding a factor (UserControlled policy). */
  skipped: z.boolean().optional(),
  /** The user declined the backup codes offered after binding a first factor. */
  suggestionSkipped: z.boolean().optional(),
});
export type MfaState = z.infer<typeof mfaStateGuard>;

export const emptyMfaState = (): MfaState => ({ verified: [], records: [] });

/** Replaces a record by id, or adds it; a verified check also marks its factor verified. */
export const withMfaRecord = (mfa: MfaState | undefined, record: MfaRecord): MfaState => {
  const current = mfa ?? emptyMfaState();
  const verified =
    record.verified && (record.purpose === 'verify' || record.bound) && !current.verified.includes(record.type)
      ? [...current.verified, record.type]
      : current.verified;
  return { ...current, verified, records: [...current.records.filter((item) => item.id !== record.id), record] };
};
