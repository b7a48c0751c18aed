import { z } from 'zod';

/** The kinds of factor stored on a user. */
const mfaFactors = ['Totp', 'WebAuthn', 'BackupCode'] as const;
export const mfaFactorGuard = z.enum(mfaFactors);
export type MfaFactor = z.infer<typeof mfaFactorGuard>;

/**
 * The factors a sign-in experience can enable: the stored kinds, and codes sent to the user's own
 * primary email or phone (`EmailVerificationCode`, `PhoneVerificationCode`), for which nothing is
 * stored: the user's address is the factor.
 */
const signInMfaFactors = [...mfaFactors, 'EmailVerificationCode', 'PhoneVerificationCode'] as const;
export const signInMfaFactorGuard = z.enum(signInMfaFactors);
export type SignInMfaFactor = z.infer<typeof signInMfaFactorGuard>;

/** WebAuthn authenticator transports (the WebAuthn `AuthenticatorTransport` values). */
export const webAuthnTransports = [
  'usb',
  'nfc',
  'ble',
  'internal',
  'cable',
  'hybrid',
  'smart-card',
] as const;
const webAuthnTransportGuard = z.enum(webAuthnTransports);
export type WebAuthnTransport = z.infer<typeof webAuthnTransportGuard>;

const verificationBase = {
  id: z.string().min(1),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
};

const totpVerificationGuard = z.object({
  ...verificationBase,
  type: z.literal('Totp'),
  /** The Base32 shared secret, encrypted at rest by the server's secret vault. */
  key: z.string().min(1),
  /** The time step of the last accepted code: it and earlier steps are refused (replay). */
  lastTimeStep: z.int().optional(),
});

const webAuthnVerificationGuard = z.object({
  ...verificationBase,
  type: z.literal('WebAuthn'),
  rpId: z.string().optional(),
  credentialId: z.string().min(1),
  publicKey: z.string().min(1),
  transports: z.array(webAuthnTransportGuard).optional(),
  counter: z.int().nonnegative(),
  /** The user agent that registered the authenticator. */
  agent: z.string(),
  name: z.string().optional(),
});

/** Timestamps inside MFA verifications are ISO 8601 strings; `code` is the code's SHA-256 digest. */
const backupCodeGuard = z.object({ code: z.string().min(1), usedAt: z.string().nullish() });

const backupCodeVerificationGuard = z.object({
  ...verificationBase,
  type: z.literal('BackupCode'),
  codes: z.array(backupCodeGuard),
});

export const mfaVerificationGuard = z.discriminatedUnion('type', [
  totpVerificationGuard,
  webAuthnVerificationGuard,
  backupCodeVerificationGuard,
]);
export type MfaVerification = z.infer<typeof mfaVerificationGuard>;

/** What `GET /api/users/{userId}/mfa-verifications` shows: secrets stay on the server. */
export const mfaVerificationSummaryGuard = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
  type: mfaFactorGuard,
  agent: z.string().optional(),
  name: z.string().optional(),
  remainCodes: z.int().nonnegative().optional(),
});
export type MfaVerificationSummary = z.infer<typeof mfaVerificationSummaryGuard>;
