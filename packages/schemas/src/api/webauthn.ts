import { z } from 'zod';

/**
 * What a browser's WebAuthn call answers, as JSON (base64url fields), for the endpoints that
 * finish a registration or an authentication. Only the shape is checked here; the server's
 * WebAuthn verification checks the content (challenge, origin, signature, counter).
 */
const base64url = z.string().regex(/^[\w-]*$/, 'Expected base64url.');

const credentialBase = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const webAuthnRegistrationResponseGuard = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url.min(1),
    attestationObject: base64url.min(1),
    authenticatorData: base64url.optional(),
    transports: z.array(z.string()).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url.optional(),
  }),
});
export type WebAuthnRegistrationResponse = z.infer<typeof webAuthnRegistrationResponseGuard>;

export const webAuthnAuthenticationResponseGuard = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url.min(1),
    authenticatorData: base64url.min(1),
    signature: base64url.min(1),
    userHandle: base64url.optional(),
  }),
});
export type WebAuthnAuthenticationResponse = z.infer<typeof webAuthnAuthenticationResponseGuard>;
