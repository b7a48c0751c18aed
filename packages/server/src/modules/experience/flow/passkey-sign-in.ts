import type { ExperienceIdentifier, WebAuthnAuthenticationResponse } from '@tessera/schemas';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { generateId } from '../../../utils/id.js';
import { readMfaVerifications, type WebAuthnVerification } from '../../mfa/user-factors.js';
import { recordPasskeyUse } from './webauthn-use.js';
import {
  createAuthenticationOptions,
  relyingPartyOf,
  verifyAuthentication,
  type RelyingParty,
} from '../../mfa/webauthn.js';
import { findSignInExperience } from '../../sign-in-exp/service.js';
import { findUserById, type UserRow } from '../../users/queries.js';
import { startEvent } from './interaction-event.js';
import { assertSignInEvent } from './passkey-state.js';
import type { ExperienceState } from './state.js';
import { findUserOf } from './verification.js';

/**
 * Passkey sign-in: authentication options (conditional UI or the button) and the verification of
 * the browser's assertion. The assertion's userHandle is the user's id (registration options set
 * it so), which finds the user by primary key in this tenant and then the credential among their
 * WebAuthn factors: no scan of credentials, and a passkey of another tenant's user finds nobody.
 */

/**
 * The relying party is the tenant's public endpoint, where the sign-in page is served (the
 * issuer's origin); a custom domain is then its own relying party, as browsers require.
 */
export const passkeyRelyingParty = (issuer: string): RelyingParty =>
  relyingPartyOf(issuer, new URL(issuer).hostname);

export async function assertPasskeySignInEnabled(scope: TenantScope) {
  const { passkeySignIn } = await findSignInExperience(scope);
  if (!passkeySignIn.enabled) {
    throw new RequestError('session.passkey.sign_in_not_enabled', 400);
  }
}

/** The page may ask for options before anything else: a SignIn event starts then. */
export async function passkeySignInState(scope: TenantScope, state: ExperienceState | undefined) {
  await assertPasskeySignInEnabled(scope);
  const current = state ?? (await startEvent(scope, 'SignIn'));
  assertSignInEvent(current);
  return current;
}

export const webAuthnCredentialsOf = (user: Pick<UserRow, 'mfa_verifications'>) =>
  readMfaVerifications(user).filter((item): item is WebAuthnVerification => item.type === 'WebAuthn');

/** Conditional UI: no allowed credential, so the browser offers any passkey of the relying party. */
export async function preflightPasskey(state: ExperienceState, party: RelyingParty) {
  const options = await createAuthenticationOptions(party, []);
  return { state: { ...state, passkey: { ...state.passkey, challenge: options.challenge } }, options };
}

/**
 * The button: a record and its options. A known identifier's passkeys are allowed; an unknown
 * one (or a suspended user) gets the same options as no identifier, so nothing tells them apart.
 */
export async function createPasskeyAuthentication(
  scope: TenantScope,
  state: ExperienceState,
  party: RelyingParty,
  identifier: ExperienceIdentifier | undefined,
) {
  const user = identifier ? await findUserOf(scope, identifier) : undefined;
  const credentials = user && !user.is_suspended ? webAuthnCredentialsOf(user) : [];
  const options = await createAuthenticationOptions(party, credentials);
  const verificationId = generateId();
  const pending = {
    verificationId,
    challenge: options.challenge,
    ...(credentials.length > 0 && user ? { userId: user.id } : {}),
  };
  return { state: { ...state, passkey: { ...state.passkey, pending } }, verificationId, options };
}

/** The challenge a verify answers, and the state with it spent (a challenge is good for one try). */
export function takePasskeyChallenge(state: ExperienceState, verificationId: string | undefined) {
  const passkey = state.passkey ?? {};
  if (verificationId !== undefined) {
    if (passkey.pending?.verificationId !== verificationId) {
      throw new RequestError('session.verification_record_not_found', 404);
    }
    const { pending: _spent, ...rest } = passkey;
    // Without a userHandle (a credential that is not discoverable) the identifier's user is meant.
    const { challenge, userId } = passkey.pending;
    return { challenge, verificationId, expectedUserId: userId, spent: { ...state, passkey: rest } };
  }
  if (!passkey.challenge) {
    throw new RequestError('session.verification_record_not_found', 404);
  }
  const { challenge: _spent, ...rest } = passkey;
  return { challenge: passkey.challenge, verificationId: generateId(), expectedUserId: undefined, spent: { ...state, passkey: rest } };
}

/** The user id a userHandle carries (base64url of the id's UTF-8 bytes). */
const userIdOfHandle = (userHandle: string | undefined) =>
  userHandle ? Buffer.from(userHandle, 'base64url').toString('utf8') : undefined;

/**
 * Checks the assertion: the user its userHandle names, one of their passkeys, signature, origin,
 * challenge and a counter moving forward; stores the new counter. The verified record names the
 * user and whether they were verified by the authenticator (then the passkey is two factors).
 */
export async function verifyPasskeyAssertion(
  scope: TenantScope,
  party: RelyingParty,
  taken: ReturnType<typeof takePasskeyChallenge>,
  payload: WebAuthnAuthenticationResponse,
  now: Date,
): Promise<ExperienceState> {
  const userId = userIdOfHandle(payload.response.userHandle) ?? taken.expectedUserId;
  const user = userId ? await findUserById(scope, userId) : undefined;
  const credential = user ? webAuthnCredentialsOf(user).find((item) => item.credentialId === payload.id) : undefined;
  if (!user || !credential) {
    throw new RequestError('session.mfa.passkey_not_found', 400);
  }
  const { newCounter, userVerified } = await verifyAuthentication(
    party,
    payload as AuthenticationResponseJSON,
    taken.challenge,
    credential,
  );
  await recordPasskeyUse(scope, user, credential.credentialId, newCounter, now);
  const { spent } = taken;
  return {
    ...spent,
    passkey: { ...spent.passkey, verificationId: taken.verificationId, userId: user.id, userVerified },
  };
}
