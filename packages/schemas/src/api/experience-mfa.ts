import { z } from 'zod';

import { signInMfaFactorGuard } from '../entities/mfa-verification';
import { defineEndpoint } from './endpoint';
import { webAuthnAuthenticationResponseGuard, webAuthnRegistrationResponseGuard } from './webauthn';

/**
 * Second factors in the Experience API. Verifying a factor the user has (SignIn, once identified)
 * and binding a new one (SignIn or Register) both go through verification records: a
 * `verification/*` step answers a `verificationId`; `POST /experience/profile/mfa` binds a
 * verified new factor. `POST /experience/submit` refuses to finish until the tenant's MFA policy
 * is met (see the `session.mfa.*` failures below and their `data`).
 */

const verificationId = z.string().min(1).max(64);
const verificationIdResponse = z.object({ verificationId: z.string() });

/** The factors a new binding may use: backup codes only back up another factor. */
export const bindableMfaFactors = ['Totp', 'WebAuthn', 'BackupCode'] as const;
export const bindableMfaFactorGuard = z.enum(bindableMfaFactors);

export const totpSecretResponseGuard = z.object({
  verificationId: z.string(),
  /** The Base32 secret, for typing into an authenticator app by hand. */
  secret: z.string(),
  /** A `data:image/png;base64,…` QR code of the `otpauth://` URI. */
  secretQrCode: z.string(),
});

/** With `verificationId`: confirms a new secret (binding). Without: checks the user's bound TOTP. */
export const totpVerifyGuard = z.object({
  code: z.string().regex(/^\d{6}$/, 'Expected 6 digits.'),
  verificationId: verificationId.optional(),
});

/** `PublicKeyCredentialCreationOptionsJSON` / `PublicKeyCredentialRequestOptionsJSON`, as is. */
const webAuthnOptionsGuard = z.record(z.string(), z.unknown());

export const webAuthnRegistrationOptionsResponseGuard = z.object({
  verificationId: z.string(),
  registrationOptions: webAuthnOptionsGuard,
});
export const webAuthnRegistrationVerifyGuard = z.object({
  verificationId,
  payload: webAuthnRegistrationResponseGuard,
});
export const webAuthnAuthenticationOptionsResponseGuard = z.object({
  verificationId: z.string(),
  authenticationOptions: webAuthnOptionsGuard,
});
export const webAuthnAuthenticationVerifyGuard = z.object({
  verificationId,
  payload: webAuthnAuthenticationResponseGuard,
});

export const backupCodeGenerateResponseGuard = z.object({
  verificationId: z.string(),
  /** Ten single-use codes, shown once: the server keeps only their digests. */
  codes: z.array(z.string()),
});
export const backupCodeVerifyGuard = z.object({ code: z.string().min(1).max(64) });

/** Which of the user's own addresses gets the code; the first enabled one when left out. */
export const mfaVerificationCodeSendGuard = z.object({
  identifierType: z.enum(['email', 'phone']).optional(),
});
export const mfaVerificationCodeVerifyGuard = z.object({
  verificationId,
  code: z.string().regex(/^\d{6}$/, 'Expected 6 digits.'),
});

/** `POST /experience/profile/mfa`: binds the verified new factor of the record. */
export const experienceMfaBindGuard = z.object({ type: bindableMfaFactorGuard, verificationId });

/** `data` of 403 `session.mfa.require_mfa_verification`: verify one of these, then submit again. */
export const requireMfaVerificationDataGuard = z.object({ availableFactors: z.array(signInMfaFactorGuard) });
export type RequireMfaVerificationData = z.infer<typeof requireMfaVerificationDataGuard>;

/**
 * `data` of 422 `session.mfa.require_mfa_binding`: bind one of these, then submit again.
 * `skippable`: `POST /experience/profile/mfa/mfa-skipped` may skip it (UserControlled policy).
 * `suggestion`: the offer of backup codes after a first factor was bound here; skipped with
 * `POST /experience/profile/mfa/mfa-suggestion-skipped`.
 */
export const requireMfaBindingDataGuard = z.object({
  availableFactors: z.array(signInMfaFactorGuard),
  skippable: z.boolean(),
  suggestion: z.boolean().optional(),
});
export type RequireMfaBindingData = z.infer<typeof requireMfaBindingDataGuard>;

/** The cookie `POST /experience/profile/mfa/trusted-device` sets (HttpOnly, SameSite=Lax). */
export const trustedDeviceCookieName = 'tessera_trusted_device';

const failures = {
  notFound:
    'No interaction cookie, or the interaction expired (session.not_found), or no event was started (session.interaction_event_not_found), or no such record (session.verification_record_not_found).',
  locked: 'Identifier locked after too many failures (session.identifier_locked, `data.minutes`).',
  tooMany: 'Too many requests from this IP (session.too_many_requests); see Retry-After.',
  notEnabled: 'The factor is not enabled in the sign-in experience (session.mfa.mfa_factor_not_enabled).',
  notIdentified: 'SignIn before identification (session.identifier_not_found).',
} as const;

export const experienceMfaApi = {
  createTotpSecret: defineEndpoint({
    method: 'post',
    path: '/experience/verification/totp/secret',
    summary: 'Start binding a TOTP authenticator',
    description:
      'A new secret for an authenticator app, held (encrypted) by the record until a code confirms it. SignIn (identified) or Register.',
    response: totpSecretResponseGuard,
    returns: 'The record, the secret and its QR code.',
    failures: {
      400: `${failures.notEnabled} Or: ${failures.notIdentified}`,
      404: failures.notFound,
      422: 'The user already has a TOTP authenticator (session.mfa.factor_already_in_use).',
      429: failures.tooMany,
    },
  }),
  verifyTotp: defineEndpoint({
    method: 'post',
    path: '/experience/verification/totp/verify',
    summary: 'Verify a TOTP code',
    description:
      'With `verificationId`: the code confirms the new secret of that record (then bind it). Without: the code is checked against the identified user’s TOTP factor (a used code is refused). Wrong codes count towards the identifier lockout.',
    body: totpVerifyGuard,
    response: verificationIdResponse,
    returns: 'The verified record.',
    failures: {
      400: `Wrong or replayed code (session.mfa.invalid_totp_code). Or: ${failures.notEnabled} Or: ${failures.notIdentified}`,
      403: failures.locked,
      404: failures.notFound,
      429: failures.tooMany,
    },
  }),
  createWebAuthnRegistration: defineEndpoint({
    method: 'post',
    path: '/experience/verification/web-authn/registration',
    summary: 'Start registering a security key',
    description:
      'Options for `navigator.credentials.create()` (attestation none, user verification preferred); the relying party is the sign-in page’s host.',
    response: webAuthnRegistrationOptionsResponseGuard,
    returns: 'The record and the creation options.',
    failures: { 400: `${failures.notEnabled} Or: ${failures.notIdentified}`, 404: failures.notFound, 429: failures.tooMany },
  }),
  verifyWebAuthnRegistration: defineEndpoint({
    method: 'post',
    path: '/experience/verification/web-authn/registration/verify',
    summary: 'Finish registering a security key',
    description: 'Checks the browser’s registration against the record’s challenge; then bind it.',
    body: webAuthnRegistrationVerifyGuard,
    response: verificationIdResponse,
    returns: 'The verified record.',
    failures: {
      400: 'The registration does not verify (session.mfa.webauthn_verification_failed).',
      404: failures.notFound,
      429: failures.tooMany,
    },
  }),
  createWebAuthnAuthentication: defineEndpoint({
    method: 'post',
    path: '/experience/verification/web-authn/authentication',
    summary: 'Start a security key check',
    description: 'Options for `navigator.credentials.get()` offering the identified user’s security keys.',
    response: webAuthnAuthenticationOptionsResponseGuard,
    returns: 'The record and the request options.',
    failures: {
      400: `${failures.notEnabled} Or the user has no security key. Or: ${failures.notIdentified}`,
      403: failures.locked,
      404: failures.notFound,
      429: failures.tooMany,
    },
  }),
  verifyWebAuthnAuthentication: defineEndpoint({
    method: 'post',
    path: '/experience/verification/web-authn/authentication/verify',
    summary: 'Finish a security key check',
    description:
      'Checks the assertion against the record’s challenge and one of the user’s keys; a signature counter that did not move forward (a cloned key) is refused. Failures count towards the identifier lockout.',
    body: webAuthnAuthenticationVerifyGuard,
    response: verificationIdResponse,
    returns: 'The verified record.',
    failures: {
      400: 'The assertion does not verify (session.mfa.webauthn_verification_failed).',
      403: failures.locked,
      404: failures.notFound,
      429: failures.tooMany,
    },
  }),
  generateBackupCodes: defineEndpoint({
    method: 'post',
    path: '/experience/verification/backup-code/generate',
    summary: 'Generate backup codes',
    description:
      'Ten new single-use codes, shown once; binding them replaces the user’s earlier set. They back up another factor, bound before or in this interaction.',
    response: backupCodeGenerateResponseGuard,
    returns: 'The record and the codes.',
    failures: { 400: `${failures.notEnabled} Or: ${failures.notIdentified}`, 404: failures.notFound, 429: failures.tooMany },
  }),
  verifyBackupCode: defineEndpoint({
    method: 'post',
    path: '/experience/verification/backup-code/verify',
    summary: 'Use a backup code',
    description: 'Spends one of the identified user’s backup codes. Wrong codes count towards the identifier lockout.',
    body: backupCodeVerifyGuard,
    response: verificationIdResponse,
    returns: 'The verified record.',
    failures: {
      400: `Wrong or used code (session.mfa.invalid_backup_code). Or: ${failures.notEnabled} Or: ${failures.notIdentified}`,
      403: failures.locked,
      404: failures.notFound,
      429: failures.tooMany,
    },
  }),
  sendMfaVerificationCode: defineEndpoint({
    method: 'post',
    path: '/experience/verification/mfa-verification-code',
    summary: 'Send a second-factor code',
    description:
      'Sends a code to the identified user’s own primary email or phone (factor `EmailVerificationCode` / `PhoneVerificationCode`).',
    body: mfaVerificationCodeSendGuard,
    response: verificationIdResponse,
    returns: 'The record the code will verify.',
    failures: {
      400: `${failures.notEnabled} Or the user has no such address. Or: ${failures.notIdentified} Or the connector failed (connector.*).`,
      404: failures.notFound,
      429: `${failures.tooMany} Also 10 codes to the address within the hour.`,
    },
  }),
  verifyMfaVerificationCode: defineEndpoint({
    method: 'post',
    path: '/experience/verification/mfa-verification-code/verify',
    summary: 'Verify a second-factor code',
    description: 'Checks the code sent for the record. Wrong codes count towards the identifier lockout.',
    body: mfaVerificationCodeVerifyGuard,
    response: verificationIdResponse,
    returns: 'The verified record.',
    failures: {
      400: 'Wrong, expired or used code (verification_code.*).',
      403: failures.locked,
      404: failures.notFound,
      429: failures.tooMany,
    },
  }),
  bindMfa: defineEndpoint({
    method: 'post',
    path: '/experience/profile/mfa',
    summary: 'Bind a second factor',
    description:
      'Binds the verified new factor of the record: at once on SignIn, with the new account at submit on Register. Binding counts as verifying it for this sign-in.',
    body: experienceMfaBindGuard,
    failures: {
      400: `The record is not verified or of another type (session.verification_failed). Or: ${failures.notEnabled} Or: ${failures.notIdentified}`,
      404: failures.notFound,
      422: 'Already bound (session.mfa.factor_already_in_use), or backup codes without another factor (session.mfa.backup_code_can_not_be_alone).',
      429: failures.tooMany,
    },
  }),
  skipMfa: defineEndpoint({
    method: 'post',
    path: '/experience/profile/mfa/mfa-skipped',
    summary: 'Skip binding a second factor',
    description: 'Only when the binding is skippable (UserControlled policy, no organization requires MFA).',
    failures: {
      404: failures.notFound,
      422: 'Binding is required here (session.mfa.mfa_policy_not_user_controlled).',
    },
  }),
  skipMfaSuggestion: defineEndpoint({
    method: 'post',
    path: '/experience/profile/mfa/mfa-suggestion-skipped',
    summary: 'Decline the backup codes offer',
    description: 'Declines the backup codes offered after a first factor was bound in this interaction.',
    failures: { 404: failures.notFound },
  }),
  trustDevice: defineEndpoint({
    method: 'post',
    path: '/experience/profile/mfa/trusted-device',
    summary: 'Remember this device',
    description:
      'After a second factor was verified (or bound) in this interaction: sets the `tessera_trusted_device` cookie (HttpOnly, SameSite=Lax, Secure over HTTPS, 30 days); later sign-ins of this user from this browser skip the second factor.',
    failures: {
      400: 'No second factor was verified in this interaction (session.mfa.require_mfa_verification), or not identified (session.identifier_not_found).',
      404: failures.notFound,
      429: failures.tooMany,
    },
  }),
};
