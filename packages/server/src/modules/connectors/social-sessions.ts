import { z } from 'zod';
import type { EphemeralStore } from '../../cache/ephemeral-store.js';
import { RequestError } from '../../errors/request-error.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import type { SocialSession } from './factories/social/index.js';

const sessionLifetimeMs = 10 * 60_000;

const sessionGuard = z.object({
  state: z.string(),
  redirectUri: z.string(),
  codeVerifier: z.string().optional(),
  nonce: z.string().optional(),
});

/** Whose sign-in a session is: the tenant, the connector and, for the console, the user. */
export type SocialSessionOwner = { tenantId: string; connectorId: string; userId?: string };

const keyOf = (owner: SocialSessionOwner, state: string) =>
  `social-session:${owner.tenantId}:${owner.connectorId}:${owner.userId ?? ''}:${state}`;

/**
 * Sessions of social sign-ins started outside the Experience API (Management API, console
 * profile), kept ten minutes by their state and sealed by the vault: the PKCE verifier and nonce
 * are secrets.
 */
export async function keepSocialSession(store: EphemeralStore, vault: SecretVault, owner: SocialSessionOwner, session: SocialSession) {
  const stored = await store.setIfAbsent(keyOf(owner, session.state), vault.encrypt(JSON.stringify(session)), sessionLifetimeMs);
  if (!stored) {
    // A state is single-use: a second authorization URI for the same state would let two callbacks share it.
    throw new RequestError('connector.invalid_request_parameters', 400, { reason: 'state_in_use' });
  }
}

/** Takes the session a callback's state names, once; an unknown or used state is `connector.authorization_failed`. */
export async function takeSocialSession(
  store: EphemeralStore,
  vault: SecretVault,
  owner: SocialSessionOwner,
  connectorData: Record<string, unknown>,
): Promise<SocialSession> {
  const { state } = connectorData;
  const key = typeof state === 'string' ? keyOf(owner, state) : undefined;
  const sealed = key ? await store.get(key) : undefined;
  if (!key || !sealed) {
    throw new RequestError('connector.authorization_failed', 400, { reason: 'state_mismatch' });
  }
  await store.delete(key);
  return sessionGuard.parse(JSON.parse(vault.decrypt(sealed)));
}
