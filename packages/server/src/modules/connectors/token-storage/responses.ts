import type { SocialTokenSecret, SsoTokenSecret } from '@tessera/schemas';
import type { TokenSetRow } from './queries.js';

/** What the Management API tells of kept tokens (`includeTokenSecret`): never the tokens. */
const describe = (row: TokenSetRow) => ({
  tenantId: row.tenant_id,
  id: row.id,
  userId: row.user_id,
  type: 'federated_token_set' as const,
  metadata: {
    ...(row.scope ? { scope: row.scope } : {}),
    ...(row.expires_at ? { expiresAt: row.expires_at.getTime() } : {}),
    ...(row.token_type ? { tokenType: row.token_type } : {}),
    hasRefreshToken: row.has_refresh_token,
  },
  createdAt: row.created_at.getTime(),
  updatedAt: row.updated_at.getTime(),
  identityId: row.identity_id,
});

export const toSocialTokenSecret = (row: TokenSetRow): SocialTokenSecret => ({ ...describe(row), connectorId: row.connector_id, target: row.target });

export const toSsoTokenSecret = (row: TokenSetRow, issuer: string): SsoTokenSecret => ({ ...describe(row), ssoConnectorId: row.connector_id, issuer });
