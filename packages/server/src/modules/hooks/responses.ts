import type { Hook, HookConfig, HookEvent } from '@tessera/schemas';
import type { SecretVault } from '../../utils/secret-vault.js';
import type { HookRow } from './queries.js';

/**
 * A stored hook in its API shape. The signing key is shown to administrators in full, as the
 * reference API does: their receivers need it to check signatures.
 */
export const toHookResponse = (row: HookRow, vault: SecretVault): Hook => ({
  tenantId: row.tenant_id,
  id: row.id,
  name: row.name,
  event: null,
  events: row.events as HookEvent[],
  config: row.config as HookConfig,
  signingKey: vault.decrypt(row.signing_key),
  enabled: row.enabled,
  createdAt: row.created_at.getTime(),
});
