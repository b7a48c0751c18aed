import { z } from 'zod';
import { experienceIdentifierGuard, verificationIdResponseGuard } from '../entities/experience';
import { defineEndpoint } from './endpoint';
import { webAuthnAuthenticationResponseGuard, webAuthnRegistrationResponseGuard } from './webauthn';

/*
 * Passkey sign-in in the Experience API: a discoverable WebAuthn credential as the first and only
 * factor (conditional UI on the identifier field, or a "sign in with a passkey" button), and the
 * enrolment of a passkey offered after a password sign-in. The options answered are what the
 * browser's `navigator.credentials.get` / `create` take, as JSON (base64url binary fields).
 */

const verificationIdGuard = z.string().min(1).max(64);
const base64url = z.string().regex(/^[\w-]*$/, 'Expected base64url.');
const userVerificationGuard = z.enum(['required', 'preferred', 'discouraged']);
const credentialDescriptorGuard = z.object({
  id: base64url,
  /** `public-key` (WebAuthn Level 3 allows others to come). */
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** `PublicKeyCredentialRequestOptionsJSON`: empty `allowCredentials` lets the browser offer any passkey. */
export const webAuthnAuthenticationOptionsGuard = z
  .object({
    challenge: base64url,
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptorGuard).optional(),
    userVerification: userVerificationGuard.optional(),
    hints: z.array(z.string()).optional(),
    extensions: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'WebAuthnAuthenticationOptions' });
export type WebAuthnAuthenticationOptions = z.infer<typeof webAuthnAuthenticationOptionsGuard>;

/** `PublicKeyCredentialCreationOptionsJSON`; `user.id` is base64url of the user id's bytes. */
export const webAuthnRegistrationOptionsGuard = z
  .object({
    challenge: base64url,
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: base64url, name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(credentialDescriptorGuard).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        userVerification: userVerificationGuard.optional(),
      })
      .optional(),
    attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
    hints: z.array(z.string()).optional(),
    extensions: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'WebAuthnRegistrationOptions' });
export type WebAuthnRegistrationOptions = z.infer<typeof webAuthnRegistrationOptionsGuard>;

export const passkeyPreflightResponseGuard = z
  .object({ authenticationOptions: webAuthnAuthenticationOptionsGuard })
  .meta({ id: 'PasskeyPreflight' });

/** Button flow: with an identifier, its user's passkeys are allowed (options answered either way). */
export const passkeyAuthenticationBodyGuard = z.object({ identifier: experienceIdentifierGuard.optional() });
export const passkeyAuthenticationResponseGuard = z
  .object({ verificationId: z.string(), authenticationOptions: webAuthnAuthenticationOptionsGuard })
  .meta({ id: 'PasskeyAuthentication' });

/** The browser's assertion; `verificationId` of the button flow, omitted after the preflight. */
export const passkeyAuthenticationVerifyBodyGuard = z.object({
  verificationId: verificationIdGuard.optional(),
  payload: webAuthnAuthenticationResponseGuard,
});

export const passkeyRegistrationResponseGuard = z
  .object({ verificationId: z.string(), registrationOptions: webAuthnRegistrationOptionsGuard })
  .meta({ id: 'PasskeyRegistration' });
export const passkeyRegistrationVerifyBodyGuard = z.object({
  verificationId: verificationIdGuard,
  payload: webAuthnRegistrationResponseGuard,
});

export const passkeyBindBodyGuard = z.object({ verificationId: verificationIdGuard });

const noInteraction = 'No interaction cookie, or the interaction expired (session.not_found).';
const noEvent = 'No interaction event was started with `PUT /experience` (session.interaction_event_not_found).';
const notEnabled = 'Passkey sign-in is turned off (session.passkey.sign_in_not_enabled).';
const tooManyRequests = 'Too many requests from this IP (session.too_many_requests); see Retry-After.';

export const experiencePasskeyApi = {
  preflightAuthentication: defineEndpoint({
    method: 'post',
    path: '/experience/preflight/sign-in-passkey/authentication',
    summary: 'Passkey options for autofill',
    description:
      'Conditional UI: authentication options with no allowed credential, asked for when the sign-in page loads, before any identifier. The challenge is kept on the interaction; verify without a `verificationId` answers it. Starts a SignIn event when none was started.',
    response: passkeyPreflightResponseGuard,
    returns: 'Options for `navigator.credentials.get({ mediation: "conditional" })`.',
    failures: {
      400: `${notEnabled} Or the current event is not SignIn (session.invalid_interaction).`,
      403: 'Signing in is turned off (session.sign_in_disabled).',
      404: noInteraction,
      429: tooManyRequests,
    },
  }),
  createAuthentication: defineEndpoint({
    method: 'post',
    path: '/experience/verification/sign-in-passkey/authentication',
    summary: 'Passkey options for the button',
    description:
      "The 'sign in with a passkey' button: a verification record and its authentication options. With an identifier, the options allow that user's passkeys; an unknown identifier gets options all the same (without credentials), so the answer never tells whether an account exists. Starts a SignIn event when none was started.",
    body: passkeyAuthenticationBodyGuard,
    response: passkeyAuthenticationResponseGuard,
    returns: 'The record and options for `navigator.credentials.get`.',
    failures: {
      400: `${notEnabled} Or the current event is not SignIn (session.invalid_interaction).`,
      403: 'Signing in is turned off (session.sign_in_disabled).',
      404: noInteraction,
      429: tooManyRequests,
    },
  }),
  verifyAuthentication: defineEndpoint({
    method: 'post',
    path: '/experience/verification/sign-in-passkey/authentication/verify',
    summary: 'Verify a passkey',
    description:
      "Checks the assertion against the pending challenge (of the record, or of the preflight when `verificationId` is omitted); the assertion's userHandle names the user, the credential must be one of their passkeys, and its signature counter must move forward. The challenge is spent either way. Then `POST /experience/identification { verificationId }` signs that user in.",
    body: passkeyAuthenticationVerifyBodyGuard,
    response: verificationIdResponseGuard,
    returns: 'The verified record.',
    failures: {
      400: `${notEnabled} Or the signature, challenge, origin or counter (a cloned authenticator) is wrong (session.mfa.webauthn_verification_failed), or no passkey of a user of this tenant has this credential (session.mfa.passkey_not_found).`,
      404: `${noInteraction} Or: ${noEvent} Or no pending challenge / no such record (session.verification_record_not_found).`,
      429: tooManyRequests,
    },
  }),
  createRegistration: defineEndpoint({
    method: 'post',
    path: '/experience/verification/sign-in-passkey/registration',
    summary: 'Start adding a passkey',
    description:
      'Enrolment after a password sign-in: registration options for a discoverable credential of the identified user (their existing credentials excluded).',
    response: passkeyRegistrationResponseGuard,
    returns: 'The record and options for `navigator.credentials.create`.',
    failures: {
      400: `${notEnabled} Or the user is not identified yet (session.identifier_not_found), or not a SignIn event (session.invalid_interaction).`,
      403: 'The user signed in otherwise than with a password, or has a second factor not verified in this interaction (session.passkey.enrolment_not_allowed).',
      404: `${noInteraction} Or: ${noEvent}`,
      429: tooManyRequests,
    },
  }),
  verifyRegistration: defineEndpoint({
    method: 'post',
    path: '/experience/verification/sign-in-passkey/registration/verify',
    summary: 'Verify a new passkey',
    description: 'Checks the browser\'s registration answer against the record\'s challenge; the passkey is kept on the interaction until `POST /experience/profile/mfa/passkey` binds it.',
    body: passkeyRegistrationVerifyBodyGuard,
    response: verificationIdResponseGuard,
    returns: 'The verified record.',
    failures: {
      400: `${notEnabled} Or the answer does not verify (session.mfa.webauthn_verification_failed).`,
      404: `${noInteraction} Or: ${noEvent} Or: no such record (session.verification_record_not_found).`,
      429: tooManyRequests,
    },
  }),
  bindPasskey: defineEndpoint({
    method: 'post',
    path: '/experience/profile/mfa/passkey',
    summary: 'Add the new passkey to the account',
    description:
      "Binds the passkey a verified registration record holds to the identified user (stored among their WebAuthn factors). The account has it at once; submit then no longer offers enrolment.",
    body: passkeyBindBodyGuard,
    failures: {
      400: `${notEnabled} Or the record is not verified (session.verification_failed).`,
      403: 'Enrolment is not allowed now (session.passkey.enrolment_not_allowed).',
      404: `${noInteraction} Or: ${noEvent} Or: no such record (session.verification_record_not_found).`,
      422: 'The account already has this credential (session.mfa.factor_already_in_use).',
    },
  }),
  skipPasskey: defineEndpoint({
    method: 'post',
    path: '/experience/profile/mfa/passkey-skipped',
    summary: 'Decline the passkey offer',
    description: 'Remembers, for this interaction, that the user declined to add a passkey: submit no longer offers it.',
    failures: {
      400: 'Not a SignIn event (session.invalid_interaction).',
      404: `${noInteraction} Or: ${noEvent}`,
    },
  }),
};

/**
 * Submit's answer (422) when passkey sign-in is on, the user signed in with a password, has no
 * passkey and did not decline: `{ code: 'session.passkey.suggest_passkey_enrolment', data: { skippable: true } }`.
 */
export const passkeyEnrolmentSuggestionCode = 'session.passkey.suggest_passkey_enrolment';
