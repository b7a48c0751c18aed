import type { UserAllIdentities, UserSsoIdentity } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { toSocialTokenSecret, toSsoTokenSecret } from '../connectors/token-storage/responses.js';
import { findCurrentTokenSet, findTokenStoringTargets } from '../connectors/token-storage/service.js';
import { findSsoConnectorById } from '../sso-connectors/queries.js';

/** `includeTokenSecret`: any value but `false` or `0` asks for it, as a flag in a query does. */
export const wantsTokenSecret = (value: string | undefined) => value !== undefined && !['false', '0'].includes(value.toLowerCase());

/** The description of a social identity's kept tokens, while its connector keeps tokens. */
export async function findSocialTokenSecret(scope: TenantScope, userId: string, target: string, identityId: string, storing?: Set<string>) {
  if (!(storing ?? (await findTokenStoringTargets(scope))).has(target)) {
    return undefined;
  }
  const row = await findCurrentTokenSet(scope, { userId, kind: 'social', target }, identityId);
  return row ? toSocialTokenSecret(row) : undefined;
}

/** The description of an SSO identity's kept tokens, while its connector keeps tokens. */
export async function findSsoTokenSecret(scope: TenantScope, identity: UserSsoIdentity) {
  if (!(await findSsoConnectorById(scope, identity.ssoConnectorId))?.enable_token_storage) {
    return undefined;
  }
  const key = { userId: identity.userId, kind: 'sso', target: identity.ssoConnectorId } as const;
  const row = await findCurrentTokenSet(scope, key, identity.identityId);
  return row ? toSsoTokenSecret(row, identity.issuer) : undefined;
}

/** `GET /users/{userId}/all-identities?includeTokenSecret`: each identity with its kept tokens' description. */
export async function withTokenSecrets(scope: TenantScope, userId: string, all: UserAllIdentities): Promise<UserAllIdentities> {
  const storing = await findTokenStoringTargets(scope);
  const socialIdentities = await Promise.all(
    all.socialIdentities.map(async (item) => {
      const tokenSecret = await findSocialTokenSecret(scope, userId, item.target, item.identity.userId, storing);
      return tokenSecret ? { ...item, tokenSecret } : item;
    }),
  );
  const ssoIdentities = await Promise.all(
    all.ssoIdentities.map(async (item) => {
      const tokenSecret = await findSsoTokenSecret(scope, item.ssoIdentity);
      return { ...item, ssoConnectorId: item.ssoIdentity.ssoConnectorId, ...(tokenSecret ? { tokenSecret } : {}) };
    }),
  );
  return { socialIdentities, ssoIdentities };
}
