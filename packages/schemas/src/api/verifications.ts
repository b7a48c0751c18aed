import { z } from 'zod';
import { codeIdentifierGuard } from '../entities/experience';
import { passwordInputGuard } from '../entities/user';
import { defineEndpoint } from './endpoint';
import { webAuthnRegistrationResponseGuard } from './webauthn';

/**
 * Verification records for the account API: proofs, kept ten minutes on the server and bound to
 * the user of the token, that sensitive account changes require. Their id travels in the
 * `logto-verification-id` header, or as `newIdentifierVerificationRecordId` for a new identifier.
 */
export const verificationIdHeader = 'logto-verification-id';

const recordId = z.string().min(1).max(64);

export const verificationRecordCreatedGuard = z.object({
  verificationRecordId: z.string(),
  expiresAt: z.string().meta({ description: 'ISO 8601; the record cannot be used after it.' }),
});
export const verificationRecordVerifiedGuard = z.object({ verificationRecordId: z.string() });

export const accountPasswordVerificationGuard = z.object({ password: passwordInputGuard }).strict();
export const codeVerificationSendGuard = z.object({ identifier: codeIdentifierGuard }).strict();
export const codeVerificationVerifyGuard = z
  .object({ identifier: codeIdentifierGuard, verificationId: recordId, code: z.string().min(1).max(32) })
  .strict();
export const webAuthnRegistrationStartedGuard = verificationRecordCreatedGuard.extend({
  registrationOptions: z.record(z.string(), z.unknown()).meta({ description: 'For `navigator.credentials.create()`.' }),
});
export const verificationWebAuthnRegistrationVerifyGuard = z
  .object({ verificationRecordId: recordId, payload: webAuthnRegistrationResponseGuard })
  .strict();

export const socialVerificationStartGuard = z
  .object({
    connectorId: z.string().min(1).max(128),
    redirectUri: z.string().url().max(2048),
    state: z.string().min(8).max(256),
    scope: z
      .string()
      .min(1)
      .max(1024)
      .optional()
      .meta({ description: "Provider scopes for this authorization only, space separated, instead of the connector's own." }),
  })
  .strict();
export const socialVerificationStartedGuard = verificationRecordCreatedGuard.extend({
  authorizationUri: z.string().meta({ description: "The provider's sign-in page to send the browser to." }),
});
export const socialVerificationVerifyGuard = z
  .object({
    verificationRecordId: recordId,
    connectorData: z.record(z.string(), z.unknown()).meta({
      description: "The callback's query parameters (`code`, `state`…) and the `redirectUri` used.",
    }),
  })
  .strict();

const unauthorized = 'No valid account API access token (auth.*).';
const disabled = 'The account API is off for the tenant (account_center.disabled).';

export const verificationApi = {
  password: defineEndpoint({
    method: 'post',
    path: '/verifications/password',
    summary: 'Verify the password',
    description: "Checks the current user's password and answers a verification record for sensitive changes.",
    body: accountPasswordVerificationGuard,
    response: verificationRecordCreatedGuard,
    returns: 'A verified record.',
    failures: {
      401: unauthorized,
      403: disabled,
      422: 'The password does not match (user.password_mismatch).',
      429: 'Too many attempts (session.too_many_requests).',
    },
  }),
  sendCode: defineEndpoint({
    method: 'post',
    path: '/verifications/verification-code',
    summary: 'Send a verification code',
    description: 'Sends a code to an email address or phone number and answers an unverified record.',
    body: codeVerificationSendGuard,
    response: verificationRecordCreatedGuard,
    returns: 'An unverified record.',
    failures: {
      400: 'No connector can send the code (connector.*).',
      401: unauthorized,
      403: disabled,
      429: 'Too many codes (session.too_many_requests).',
    },
  }),
  verifyCode: defineEndpoint({
    method: 'post',
    path: '/verifications/verification-code/verify',
    summary: 'Verify a verification code',
    body: codeVerificationVerifyGuard,
    response: verificationRecordVerifiedGuard,
    returns: 'The record, now verified.',
    failures: {
      400: 'A wrong, used or expired code (verification_code.*).',
      401: unauthorized,
      403: disabled,
      404: 'No such record for the user (verification_record.not_found).',
      429: 'Too many attempts (session.too_many_requests).',
    },
  }),
  startWebAuthnRegistration: defineEndpoint({
    method: 'post',
    path: '/verifications/web-authn/registration',
    summary: 'Start a passkey registration',
    description: "Answers WebAuthn creation options bound to the page's origin and an unverified record.",
    response: webAuthnRegistrationStartedGuard,
    returns: 'The creation options and the record.',
    failures: { 401: unauthorized, 403: disabled },
  }),
  verifyWebAuthnRegistration: defineEndpoint({
    method: 'post',
    path: '/verifications/web-authn/registration/verify',
    summary: 'Finish a passkey registration',
    description: 'Checks the browser\'s answer; the verified record adds the passkey through `POST /my-account/mfa-verifications`.',
    body: verificationWebAuthnRegistrationVerifyGuard,
    response: verificationRecordVerifiedGuard,
    returns: 'The record, now verified.',
    failures: {
      400: 'The answer does not match the options (session.mfa.webauthn_verification_failed).',
      401: unauthorized,
      403: disabled,
      404: 'No such record for the user (verification_record.not_found).',
    },
  }),
  startSocial: defineEndpoint({
    method: 'post',
    path: '/verifications/social',
    summary: 'Start a social verification',
    description:
      "Answers the social connector's authorization URI and an unverified record bound to the state. `scope` asks the provider for other scopes this once (OpenID Connect connectors always add `openid`); the tokens it grants are kept where the connector stores tokens.",
    body: socialVerificationStartGuard,
    response: socialVerificationStartedGuard,
    status: 201,
    returns: 'The authorization URI and the record.',
    failures: {
      400: 'The state is in use or the connector is not social (connector.*).',
      401: unauthorized,
      403: disabled,
      404: 'No such connector in the tenant.',
      429: 'Too many attempts (session.too_many_requests).',
    },
  }),
  verifySocial: defineEndpoint({
    method: 'post',
    path: '/verifications/social/verify',
    summary: 'Finish a social verification',
    description:
      'Checks the callback against the session the record started and keeps the provider account on the record; `POST /my-account/identities` then links it.',
    body: socialVerificationVerifyGuard,
    response: verificationRecordVerifiedGuard,
    returns: 'The record, now verified.',
    failures: {
      400: 'The callback does not match the session, or the provider refused (connector.*).',
      401: unauthorized,
      403: disabled,
      404: 'No such record for the user (verification_record.not_found).',
      429: 'Too many attempts (session.too_many_requests).',
    },
  }),
};
