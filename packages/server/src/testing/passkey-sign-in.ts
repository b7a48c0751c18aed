import { createHash, randomBytes } from 'node:crypto';
import type { PasskeySignIn } from '@tessera/schemas';
import type { TenantScope } from '../db/tenant-scope.js';
import { AuthorizationFlow, testRedirectUri } from './authorization-flow.js';
import type { SoftwareAuthenticator } from './software-authenticator.js';
import type { TestServer } from './test-server.js';
import { generateId } from '../utils/id.js';
import { addMfaVerification } from '../modules/mfa/user-factors.js';
import { createRegistrationOptions, verifyRegistration } from '../modules/mfa/webauthn.js';
import { storeSignInExperience } from '../modules/sign-in-exp/test-support.js';
import { passkeyRelyingParty } from '../modules/experience/flow/passkey-sign-in.js';

/** Helpers of the passkey sign-in tests (flow-passkey*.test.ts). */

export type ErrorBody = { code: string; data?: Record<string, unknown> };
export type Options = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

export const allOn: PasskeySignIn = { enabled: true, showPasskeyButton: true, allowAutofill: true };

export const setPasskeySignIn = (server: TestServer, passkeySignIn: PasskeySignIn, rest: Record<string, unknown> = {}) =>
  storeSignInExperience(server.context, 'default', { ...rest, passkeySignIn });

export const relyingPartyOfServer = (server: TestServer) => passkeyRelyingParty(`${server.url}/oidc`);

/** Registers a passkey for the user on the authenticator and stores it as the server would. */
export async function registerPasskey(
  server: TestServer,
  scope: TenantScope,
  authenticator: SoftwareAuthenticator,
  user: { id: string; username?: string | null },
) {
  const party = relyingPartyOfServer(server);
  const options = await createRegistrationOptions(party, { id: user.id, name: user.username ?? user.id }, [], true);
  const credential = await verifyRegistration(party, authenticator.register(options) as never, options.challenge);
  const { userVerified: _ignored, ...stored } = credential;
  await scope.transaction((tx) =>
    addMfaVerification(tx, user.id, {
      id: generateId(),
      type: 'WebAuthn',
      ...stored,
      agent: 'test',
      createdAt: new Date().toISOString(),
    }),
  );
  return stored;
}

/** A browser at the sign-in page of an authorization request, with its PKCE verifier. */
export async function startBrowser(server: TestServer, clientId: string) {
  const verifier = randomBytes(32).toString('base64url');
  const browser = await new AuthorizationFlow(server.url, clientId).start({
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
  });
  return { browser, verifier };
}

/** Submits, follows the redirect to the client and exchanges the code; the token response status. */
export async function submitAndExchange(server: TestServer, clientId: string, browser: AuthorizationFlow, verifier: string) {
  const submitted = await browser.api<{ redirectTo: string }>('POST', '/submit');
  if (submitted.status !== 200) {
    return { submitted: submitted.status, token: 0 };
  }
  const callback = await browser.follow(submitted.body.redirectTo);
  const response = await fetch(`${server.url}/oidc/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: testRedirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }),
  });
  return { submitted: submitted.status, token: response.status, callback: `${callback.origin}${callback.pathname}` };
}

/** The passkey part of the interaction's state, as the server stored it. */
export async function passkeyStateOf(server: TestServer, uid: string) {
  const { provider } = await server.context.providers.get('default');
  const interaction = await provider.Interaction.find(uid);
  const result = interaction?.result as { experience?: { passkey?: Record<string, unknown> } } | undefined;
  return result?.experience?.passkey;
}
