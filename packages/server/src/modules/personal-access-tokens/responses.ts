import type { PersonalAccessToken } from '@tessera/schemas';
import type { PersonalAccessTokenRow } from './queries.js';

/** The API's token: never its value, which is not stored. */
export const toPersonalAccessTokenResponse = (row: PersonalAccessTokenRow): PersonalAccessToken => ({
  tenantId: row.tenant_id,
  userId: row.user_id,
  name: row.name,
  createdAt: row.created_at.getTime(),
  expiresAt: row.expires_at?.getTime() ?? null,
});
