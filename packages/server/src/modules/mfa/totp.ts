import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * Time-based one-time passwords (RFC 6238) as authenticator apps compute them: SHA-1, six digits,
 * 30-second steps, a Base32 secret of 20 random bytes. A code of the previous or next step is
 * accepted (clocks drift), and a step once used is never accepted again for the same factor, so a
 * code seen over someone's shoulder cannot be replayed within its window.
 */

const stepSeconds = 30;

export const createTotpSecret = (): string => generateSecret({ length: 20 });

/** The `otpauth://` URI an authenticator app scans: the tenant's name as issuer, the user's name as label. */
export const totpUri = (input: { issuer: string; label: string; secret: string }) =>
  generateURI({ issuer: input.issuer, label: input.label, secret: input.secret });

/** The same URI as a QR code (a PNG data URL), which every answer handing out a secret carries. */
export const totpQrCode = async (input: { issuer: string; label: string; secret: string }): Promise<string> => {
  // Loaded on the first enrolment: the encoder and its PNG writer are of no use to an idle server.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(totpUri(input));
};

/** The code for a moment (tests and the local authenticator compute codes from the secret). */
export const totpCodeAt = (secret: string, at: Date = new Date()): string =>
  generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });

export type TotpCheck = { valid: true; timeStep: number } | { valid: false };

/**
 * Checks a code against the secret at `now`, ±1 step. `lastTimeStep` is the step of the factor's
 * last accepted code: that step and earlier ones are refused (replay).
 */
export function checkTotpCode(input: { secret: string; code: string; lastTimeStep?: number; now?: Date }): TotpCheck {
  if (!/^\d{6}$/.test(input.code)) {
    return { valid: false };
  }
  const result = verifySync({
    secret: input.secret,
    token: input.code,
    epoch: Math.floor((input.now ?? new Date()).getTime() / 1000),
    epochTolerance: stepSeconds,
    ...(input.lastTimeStep === undefined ? {} : { afterTimeStep: input.lastTimeStep }),
  });
  // The TOTP strategy's result carries the step it matched; the union type also covers HOTP's.
  return result.valid && 'timeStep' in result ? { valid: true, timeStep: result.timeStep } : { valid: false };
}
