import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { WebAuthnTransport } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';

// Loaded on the first ceremony: the library and its certificate parsers took some 4 MB of an idle
// server's heap.
const library = () => import('@simplewebauthn/server');

/**
 * WebAuthn ceremonies for security keys and passkeys. Attestation is `none` (the platform does not
 * decide which authenticator makes are allowed), user verification is preferred, and a signature
 * counter that does not move forward marks a cloned authenticator and is refused.
 *
 * The relying party is the sign-in page's host: `rpId` its host name, `origin` its origin.
 */
export type RelyingParty = { rpId: string; rpName: string; origin: string };

/** What is stored of a registered credential (the WebAuthn MFA verification's fields). */
export type StoredCredential = {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports?: WebAuthnTransport[];
};

const timeoutMs = 5 * 60 * 1000;

export async function createRegistrationOptions(
  party: RelyingParty,
  user: { id: string; name: string; displayName?: string },
  existing: readonly StoredCredential[],
  /** Passkeys for sign-in without a password must be discoverable (resident) credentials. */
  discoverable: boolean,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions } = await library();
  return generateRegistrationOptions({
    rpName: party.rpName,
    rpID: party.rpId,
    userID: new TextEncoder().encode(user.id),
    userName: user.name,
    userDisplayName: user.displayName ?? user.name,
    attestationType: 'none',
    timeout: timeoutMs,
    excludeCredentials: existing.map(({ credentialId, transports }) => ({
      id: credentialId,
      ...(transports ? { transports } : {}),
    })),
    authenticatorSelection: {
      residentKey: discoverable ? 'required' : 'preferred',
      userVerification: 'preferred',
    },
  });
}

/** Checks a registration against the challenge issued for it; the credential to store. */
export async function verifyRegistration(
  party: RelyingParty,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
): Promise<StoredCredential & { userVerified: boolean }> {
  const { verifyRegistrationResponse } = await library();
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpId,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) {
    throw new RequestError('session.mfa.webauthn_verification_failed', 400);
  }
  const { credential, userVerified } = result.registrationInfo;
  const transports = (response.response.transports ?? []) as WebAuthnTransport[];
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    ...(transports.length > 0 ? { transports } : {}),
    userVerified,
  };
}

/**
 * Authentication options. With credentials, the browser offers those (a second factor); without,
 * any discoverable passkey for this relying party (passkey sign-in, conditional UI).
 */
export const createAuthenticationOptions = async (
  party: RelyingParty,
  credentials: readonly StoredCredential[],
): Promise<PublicKeyCredentialRequestOptionsJSON> =>
  (await library()).generateAuthenticationOptions({
    rpID: party.rpId,
    timeout: timeoutMs,
    userVerification: 'preferred',
    allowCredentials: credentials.map(({ credentialId, transports }) => ({
      id: credentialId,
      ...(transports ? { transports } : {}),
    })),
  });

/**
 * Checks an assertion made with a stored credential. Returns the counter to store and whether the
 * user was verified (PIN or biometrics), which makes a passkey count as two factors.
 */
export async function verifyAuthentication(
  party: RelyingParty,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  credential: StoredCredential,
): Promise<{ newCounter: number; userVerified: boolean }> {
  const { verifyAuthenticationResponse } = await library();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpId,
    requireUserVerification: false,
    credential: {
      id: credential.credentialId,
      publicKey: Buffer.from(credential.publicKey, 'base64url'),
      counter: credential.counter,
      ...(credential.transports ? { transports: credential.transports } : {}),
    },
  }).catch(() => undefined);
  if (!result?.verified) {
    throw new RequestError('session.mfa.webauthn_verification_failed', 400);
  }
  const { newCounter, userVerified } = result.authenticationInfo;
  // The library refuses a counter that went backwards only when both are non-zero; authenticators
  // that keep no counter (always 0) are allowed, one that had counted and now reports 0 is not.
  if (credential.counter > 0 && newCounter <= credential.counter) {
    throw new RequestError('session.mfa.webauthn_verification_failed', 400);
  }
  return { newCounter, userVerified };
}

/**
 * The relying party of a page at `pageUrl` (the sign-in app or an account page): browsers accept
 * a host name as RP ID, not an IP address, so local setups use `localhost`.
 */
export const relyingPartyOf = (pageUrl: string | URL, rpName: string): RelyingParty => {
  const url = new URL(pageUrl);
  return { rpId: url.hostname, rpName, origin: url.origin };
};
