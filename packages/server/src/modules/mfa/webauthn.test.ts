import { describe, expect, it } from 'vitest';
import { createSoftwareAuthenticator } from '../../testing/software-authenticator.js';
import {
  createAuthenticationOptions,
  createRegistrationOptions,
  relyingPartyOf,
  verifyAuthentication,
  verifyRegistration,
} from './webauthn.js';

const party = relyingPartyOf('http://localhost:3001/sign-in', 'Acme');
const user = { id: 'u1', name: 'ada' };

const registered = async (authenticator = createSoftwareAuthenticator(party.origin)) => {
  const options = await createRegistrationOptions(party, user, [], true);
  const stored = await verifyRegistration(party, authenticator.register(options) as never, options.challenge);
  return { authenticator, stored };
};

describe('WebAuthn ceremonies', () => {
  it('registers a credential and verifies its assertions, counting up', async () => {
    const { authenticator, stored } = await registered();
    expect(stored).toMatchObject({ counter: 0, transports: ['internal'], userVerified: true });
    const options = await createAuthenticationOptions(party, [stored]);
    const answer = authenticator.authenticate(options);
    const result = await verifyAuthentication(party, answer as never, options.challenge, stored);
    expect(result).toEqual({ newCounter: 1, userVerified: true });
    expect(Buffer.from(answer.response.userHandle, 'base64url').toString()).toBe('u1');
  });

  it('refuses another challenge, another origin and a counter that went back (a clone)', async () => {
    const { authenticator, stored } = await registered();
    const options = await createAuthenticationOptions(party, [stored]);
    const answer = authenticator.authenticate(options);
    await expect(verifyAuthentication(party, answer as never, 'b3RoZXI', stored)).rejects.toMatchObject({
      code: 'session.mfa.webauthn_verification_failed',
    });
    const elsewhere = relyingPartyOf('http://localhost:4000', 'Acme');
    await expect(verifyAuthentication(elsewhere, answer as never, options.challenge, stored)).rejects.toBeDefined();
    const used = { ...stored, counter: 5 };
    authenticator.setCounter(0, 2);
    const cloned = authenticator.authenticate(options);
    await expect(verifyAuthentication(party, cloned as never, options.challenge, used)).rejects.toMatchObject({
      code: 'session.mfa.webauthn_verification_failed',
    });
  });

  it('reports an assertion without user verification', async () => {
    const { authenticator, stored } = await registered();
    const options = await createAuthenticationOptions(party, []);
    const answer = authenticator.authenticate(options, { userVerified: false });
    await expect(verifyAuthentication(party, answer as never, options.challenge, stored)).resolves.toMatchObject({ userVerified: false });
  });
});
