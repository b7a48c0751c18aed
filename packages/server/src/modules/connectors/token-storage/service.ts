import type { ProviderAccessToken } from '@tessera/schemas';
import { z } from 'zod';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { generateId } from '../../../utils/id.js';
import type { SecretVault } from '../../../utils/secret-vault.js';
import { findConnectorFactory } from '../factories/index.js';
import type { ProviderTokenSet } from '../factories/social/token-set.js';
import { findConnectorsByType } from '../queries.js';
import { deleteTokenSet, findTokenSet, upsertTokenSet, type TokenSetKey } from './queries.js';

/*
 * Provider tokens at rest: the access and refresh tokens are one text sealed by the secret vault
 * (AES-256-GCM); scope, type and expiry sit beside it in the clear, as they are no credential.
 * Between the provider's callback and the write (interaction state, verification records) the
 * whole set travels sealed too.
 */

const sealedGuard = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().optional(),
  scope: z.string().optional(),
  tokenType: z.string().optional(),
  expiresIn: z.number().optional(),
});

/** The token set, sealed for a stop in the interaction state or a verification record. */
export const sealTokenSet = (vault: SecretVault, tokens: ProviderTokenSet) => vault.encrypt(JSON.stringify(tokens));

export const openTokenSet = (vault: SecretVault, sealed: string): ProviderTokenSet => sealedGuard.parse(JSON.parse(vault.decrypt(sealed)));

export type TokenSetOwner = TokenSetKey & {
  /** The connector that signed the user in. */
  connectorId: string;
  /** The provider's id of the account the tokens are for. */
  identityId: string;
};

/** Keeps (or replaces) the tokens of one identity of a user, sealed. */
export async function keepTokenSet(scope: TenantScope, vault: SecretVault, owner: TokenSetOwner, tokens: ProviderTokenSet, now = new Date()) {
  await upsertTokenSet(scope, {
    id: generateId(),
    user_id: owner.userId,
    kind: owner.kind,
    target: owner.target,
    connector_id: owner.connectorId,
    identity_id: owner.identityId,
    tokens_encrypted: vault.encrypt(JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken })),
    scope: tokens.scope ?? null,
    token_type: tokens.tokenType ?? null,
    expires_at: tokens.expiresIn === undefined ? null : new Date(now.getTime() + tokens.expiresIn * 1000),
    has_refresh_token: Boolean(tokens.refreshToken),
  });
}

/** The social targets whose connector keeps tokens (a target's override, else its factory's). */
export async function findTokenStoringTargets(scope: TenantScope): Promise<Set<string>> {
  const rows = await findConnectorsByType(scope, 'Social');
  return new Set(
    rows
      .filter((row) => row.enable_token_storage)
      .flatMap((row) => {
        const target = (row.metadata as { target?: string }).target ?? findConnectorFactory(row.connector_id)?.metadata.target;
        return target ? [target] : [];
      }),
  );
}

export const forgetTokenSet = (scope: TenantScope, key: TokenSetKey) => deleteTokenSet(scope, key);

export const tokenSetNotFound = () => new RequestError('user.token_set_not_found', 404);

/**
 * The row of an identity's kept tokens, when it was kept for the provider account linked now
 * (`identityId`); for descriptions that never open the tokens.
 */
export async function findCurrentTokenSet(scope: TenantScope, key: TokenSetKey, identityId: string) {
  const row = await findTokenSet(scope, key);
  return row?.identity_id === identityId ? row : undefined;
}

const storedTokensGuard = z.object({ accessToken: z.string(), refreshToken: z.string().optional() });

/** Renews an expired access token with the refresh token, at the connector the tokens came from. */
export type TokenRenewal = (connectorId: string, refreshToken: string) => Promise<ProviderTokenSet | undefined>;

/**
 * The stored access token of an identity, as `/my-account/.../access-token` answers it. 404
 * `user.token_set_not_found` when there is none, or it was kept for another provider account than
 * the one linked now (`identityId`: the identity was replaced or unlinked since; the stale row
 * is removed). An expired token with a refresh token is renewed first, where `renew` can.
 */
export async function readAccessToken(
  scope: TenantScope,
  vault: SecretVault,
  key: TokenSetKey,
  identityId: string,
  renew?: TokenRenewal,
  now = new Date(),
): Promise<ProviderAccessToken> {
  const row = await findTokenSet(scope, key);
  if (!row) {
    throw tokenSetNotFound();
  }
  if (row.identity_id !== identityId) {
    await deleteTokenSet(scope, key);
    throw tokenSetNotFound();
  }
  const stored = storedTokensGuard.parse(JSON.parse(vault.decrypt(row.tokens_encrypted)));
  const expired = row.expires_at !== null && row.expires_at.getTime() <= now.getTime();
  const renewed = expired && stored.refreshToken && renew ? await renew(row.connector_id, stored.refreshToken) : undefined;
  if (renewed) {
    // RFC 6749 §5.1: a refresh answer may leave the scope out when it is unchanged.
    const kept = { ...(row.scope ? { scope: row.scope } : {}), ...(row.token_type ? { tokenType: row.token_type } : {}), ...renewed };
    await keepTokenSet(scope, vault, { ...key, connectorId: row.connector_id, identityId }, kept, now);
    return readAccessToken(scope, vault, key, identityId, undefined, now);
  }
  return {
    access_token: stored.accessToken,
    ...(row.scope ? { scope: row.scope } : {}),
    ...(row.token_type ? { token_type: row.token_type } : {}),
    ...(row.expires_at ? { expires_in: Math.max(0, Math.floor((row.expires_at.getTime() - now.getTime()) / 1000)) } : {}),
  };
}
