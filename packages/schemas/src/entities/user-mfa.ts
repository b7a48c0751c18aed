import { z } from 'zod';

/**
 * What an administrator may hand the Management API when giving a user an MFA factor, and what it
 * answers. A TOTP secret is Base32 (RFC 4648, no padding needed) of at least 16 bytes, the
 * strength RFC 4226 asks for; backup codes are the user's own set of distinct codes.
 */

const base32Alphabet = /^[A-Z2-7]+=*$/;
/** Base32 carries 5 bits a character: 16 bytes need 26 characters. */
const minTotpSecretLength = Math.ceil((16 * 8) / 5);

/** Authenticator apps show secrets in groups and either case; the server stores them normalized. */
export const normalizeTotpSecret = (value: string) => value.replace(/\s/g, '').toUpperCase();

export const totpSecretGuard = z.string().refine(
  (value) => {
    const secret = normalizeTotpSecret(value);
    return base32Alphabet.test(secret) && secret.replace(/=+$/, '').length >= minTotpSecretLength;
  },
  { message: 'Expected a Base32 secret of at least 16 bytes.' },
);

/** Codes of letters and digits, as people can type them from paper; no two alike. */
export const backupCodesInputGuard = z
  .array(z.string().regex(/^[0-9A-Za-z]{6,32}$/, 'Expected 6 to 32 letters or digits.'))
  .min(1)
  .max(20)
  .refine((codes) => new Set(codes.map((code) => code.toLowerCase())).size === codes.length, {
    message: 'Backup codes must be distinct.',
  });

export const userMfaVerificationCreateGuard = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('Totp'),
    secret: totpSecretGuard.optional().meta({ description: 'A Base32 secret; generated when absent.' }),
  }),
  z.strictObject({
    type: z.literal('BackupCode'),
    codes: backupCodesInputGuard.optional().meta({ description: 'The codes; ten are generated when absent.' }),
  }),
]);
export type UserMfaVerificationCreate = z.input<typeof userMfaVerificationCreateGuard>;

/** The new factor's secret, answered once: it is not shown again. */
export const createdUserMfaVerificationGuard = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('Totp'),
      secret: z.string(),
      secretQrCode: z.string().meta({ description: 'A PNG data URL of the QR code of the `otpauth://` URI.' }),
    }),
    z.object({ type: z.literal('BackupCode'), codes: z.array(z.string()) }),
  ])
  .meta({ id: 'CreatedUserMfaVerification' });
export type CreatedUserMfaVerification = z.infer<typeof createdUserMfaVerificationGuard>;

/** A browser the user chose to trust after a second-factor verification ("remember this device"). */
export const trustedDeviceGuard = z
  .object({
    id: z.string(),
    agent: z.string().meta({ description: 'The user agent that was trusted.' }),
    createdAt: z.number().meta({ description: 'Epoch milliseconds.' }),
    lastUsedAt: z.number().nullable(),
    expiresAt: z.number(),
  })
  .meta({ id: 'TrustedDevice' });
export type TrustedDevice = z.infer<typeof trustedDeviceGuard>;
