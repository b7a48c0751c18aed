import type { WebAuthnAuthenticationResponse, WebAuthnRegistrationResponse } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { generateId } from '../../../utils/id.js';
import { readMfaVerifications, type WebAuthnVerification } from '../../mfa/user-factors.js';
import { recordPasskeyUse } from './webauthn-use.js';
import {
  createAuthenticationOptions,
  createRegistrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from '../../mfa/webauthn.js';
import {
  accountNameOf,
  assertFactorEnabled,
  bindingUserOf,
  identifiedUserOf,
  lockoutIdentifierOf,
  relyingPartyOfTenant,
  underLockout,
  type MfaContext,
} from './mfa-context.js';
import { boundFactorsOf, findMfaRecord, recordMfa } from './mfa-records.js';
import type { MfaRecord } from './mfa-state.js';
import type { ExperienceState } from './state.js';

/**
 * Security keys (WebAuthn) as a second factor. The record keeps the challenge; a registration
 * keeps the verified credential until it is bound. The relying party is the sign-in page's host.
 */

const webAuthnOf = (factors: ReturnType<typeof readMfaVerifications>) =>
  factors.filter((item): item is WebAuthnVerification => item.type === 'WebAuthn');

const recorded = (state: ExperienceState, record: MfaRecord) => ({
  state: recordMfa(state, record),
  record,
});

/** `POST verification/web-authn/registration`: options excluding the keys the user already has. */
export async function createWebAuthnRegistrationRecord(scope: TenantScope, state: ExperienceState, context: MfaContext) {
  await assertFactorEnabled(scope, 'WebAuthn');
  const user = await bindingUserOf(scope, state);
  const existing = [...webAuthnOf(user ? readMfaVerifications(user) : []), ...webAuthnOf(boundFactorsOf(state))];
  const options = await createRegistrationOptions(
    relyingPartyOfTenant(scope, context),
    // The user handle of a new account is fixed by the record: the account id is not known yet.
    { id: user?.id ?? generateId(), name: accountNameOf(state, user) },
    existing,
    false,
  );
  const record: MfaRecord = { id: generateId(), type: 'WebAuthn', purpose: 'bind', verified: false, challenge: options.challenge };
  return { ...recorded(state, record), registrationOptions: options };
}

/** `POST verification/web-authn/registration/verify`: the credential to bind. */
export async function verifyWebAuthnRegistrationRecord(
  scope: TenantScope,
  state: ExperienceState,
  input: { verificationId: string; payload: WebAuthnRegistrationResponse },
  context: MfaContext,
) {
  await assertFactorEnabled(scope, 'WebAuthn');
  const pending = findMfaRecord(state, input.verificationId, ['WebAuthn'], 'bind');
  if (!pending.challenge || pending.verified) {
    throw new RequestError('session.verification_record_not_found', 404);
  }
  const credential = await verifyRegistration(relyingPartyOfTenant(scope, context), input.payload, pending.challenge);
  const party = relyingPartyOfTenant(scope, context);
  const factor: WebAuthnVerification = {
    id: generateId(),
    type: 'WebAuthn',
    rpId: party.rpId,
    credentialId: credential.credentialId,
    publicKey: credential.publicKey,
    counter: credential.counter,
    ...(credential.transports ? { transports: credential.transports } : {}),
    agent: context.userAgent.slice(0, 512),
    createdAt: context.now.toISOString(),
  };
  const { challenge: _spent, ...rest } = pending;
  return recorded(state, { ...rest, verified: true, factor });
}

/** `POST verification/web-authn/authentication`: options offering the user's keys. */
export async function createWebAuthnAuthenticationRecord(scope: TenantScope, state: ExperienceState, context: MfaContext) {
  await assertFactorEnabled(scope, 'WebAuthn');
  const user = await identifiedUserOf(scope, state);
  const keys = webAuthnOf(readMfaVerifications(user));
  if (keys.length === 0) {
    throw new RequestError('session.mfa.mfa_factor_not_enabled', 400);
  }
  const options = await createAuthenticationOptions(relyingPartyOfTenant(scope, context), keys);
  const record: MfaRecord = { id: generateId(), type: 'WebAuthn', purpose: 'verify', verified: false, challenge: options.challenge };
  return { ...recorded(state, record), authenticationOptions: options };
}

/**
 * `POST verification/web-authn/authentication/verify`: the assertion of one of the user's keys;
 * a counter that did not move forward (a clone) fails like a wrong signature, under the lockout.
 */
export async function verifyWebAuthnAuthenticationRecord(
  scope: TenantScope,
  state: ExperienceState,
  input: { verificationId: string; payload: WebAuthnAuthenticationResponse },
  context: MfaContext,
) {
  await assertFactorEnabled(scope, 'WebAuthn');
  const pending = findMfaRecord(state, input.verificationId, ['WebAuthn'], 'verify');
  const { challenge } = pending;
  if (!challenge || pending.verified) {
    throw new RequestError('session.verification_record_not_found', 404);
  }
  const user = await identifiedUserOf(scope, state);
  const failure = 'session.mfa.webauthn_verification_failed' as const;
  await underLockout(
    scope,
    { identifier: lockoutIdentifierOf(state, user), ip: context.ip, now: context.now, failure },
    async () => {
      // Only this user's keys can match: a key of another user or tenant is simply unknown.
      const key = webAuthnOf(readMfaVerifications(user)).find((item) => item.credentialId === input.payload.id);
      if (!key) {
        return false;
      }
      const { newCounter } = await verifyAuthentication(relyingPartyOfTenant(scope, context), input.payload, challenge, key);
      await recordPasskeyUse(scope, user, key.credentialId, newCounter, context.now);
      return true;
    },
  );
  // The challenge is spent whatever the outcome above; a success drops it with the record's update.
  const { challenge: _spent, ...rest } = pending;
  return recorded(state, { ...rest, verified: true });
}
