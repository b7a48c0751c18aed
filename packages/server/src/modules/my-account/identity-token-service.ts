import type { Identities, ProviderAccessToken } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { requireSocialConnector } from '../connectors/social-connector.js';
import { findTokenStoringTargets, keepTokenSet, openTokenSet, readAccessToken, tokenSetNotFound } from '../connectors/token-storage/service.js';
import { requireUser } from '../roles/assignment-service.js';
import { findUserSsoIdentityByConnector } from '../sso-connectors/identity-queries.js';
import { findSsoConnectorById } from '../sso-connectors/queries.js';
import { takeNewIdentifierRecord } from '../verifications/proof.js';
import { assertEditable, assertReadable, type AccountCaller } from './account-service.js';

/*
 * The provider tokens of the caller's identities. Guarded like the identities themselves: the
 * account center's `social` field and the token's `identities` scope. A connector that does not
 * keep tokens (any more) answers as if none were kept.
 */

/** The user's identity of a target, and whether a connector of that target keeps tokens. */
async function socialIdentityOf(caller: AccountCaller, target: string) {
  const user = await requireUser(caller.scope, caller.userId);
  const identities = user.identities as Identities;
  const identity = Object.hasOwn(identities, target) ? identities[target] : undefined;
  if (!identity) {
    throw new RequestError('user.identity_not_found', 404, { target });
  }
  return { identityId: identity.userId, storing: (await findTokenStoringTargets(caller.scope)).has(target) };
}

/** `GET /my-account/identities/{target}/access-token`. */
export async function findMyIdentityAccessToken(caller: AccountCaller, vault: SecretVault, target: string): Promise<ProviderAccessToken> {
  assertReadable(caller, 'social', 'identities');
  const { identityId, storing } = await socialIdentityOf(caller, target);
  if (!storing) {
    throw tokenSetNotFound();
  }
  return readAccessToken(caller.scope, vault, { userId: caller.userId, kind: 'social', target }, identityId, async (connectorId, refreshToken) => {
    const connector = await requireSocialConnector(caller.scope, { vault }, connectorId);
    return connector.factory.social.refresh?.(connector.config, refreshToken);
  });
}

/**
 * `PUT /my-account/identities/{target}/access-token`: keeps the tokens of a verified social
 * record (used once) that proves the very provider account linked for the target, e.g. after
 * asking the provider for more scopes.
 */
export async function renewMyIdentityAccessToken(
  caller: AccountCaller,
  vault: SecretVault,
  target: string,
  verificationRecordId: string,
): Promise<ProviderAccessToken> {
  assertEditable(caller, 'social', 'identities');
  const { identityId, storing } = await socialIdentityOf(caller, target);
  const record = await takeNewIdentifierRecord(caller.records, caller.userId, caller.scope.tenantId, verificationRecordId, 'Social');
  if (record.identity?.target !== target || record.identity.identity.userId !== identityId) {
    throw new RequestError('user.identity_not_match', 400, { target });
  }
  if (!storing || !record.sealedTokens) {
    throw tokenSetNotFound();
  }
  const key = { userId: caller.userId, kind: 'social', target } as const;
  await keepTokenSet(caller.scope, vault, { ...key, connectorId: record.connectorId, identityId }, openTokenSet(vault, record.sealedTokens));
  return readAccessToken(caller.scope, vault, key, identityId);
}

/** `GET /my-account/sso-identities/{connectorId}/access-token`. */
export async function findMySsoIdentityAccessToken(caller: AccountCaller, vault: SecretVault, connectorId: string): Promise<ProviderAccessToken> {
  assertReadable(caller, 'social', 'identities');
  const identity = await findUserSsoIdentityByConnector(caller.scope, caller.userId, connectorId);
  if (!identity) {
    throw new RequestError('user.sso_identity_not_found', 404, { ssoConnectorId: connectorId });
  }
  const connector = await findSsoConnectorById(caller.scope, connectorId);
  if (!connector?.enable_token_storage) {
    throw tokenSetNotFound();
  }
  return readAccessToken(caller.scope, vault, { userId: caller.userId, kind: 'sso', target: connectorId }, identity.identity_id);
}
