import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './column-types.js';

/**
 * The provider tokens of one identity of a user: `kind` social (keyed by the connector target)
 * or sso (keyed by the SSO connector id). The tokens are one text sealed by the secret vault;
 * the columns beside it are what can be shown without opening it.
 */
export type UserFederatedTokenSetsTable = {
  tenant_id: string;
  /** Kept across replacements: the id of the user's token set for that identity. */
  id: string;
  user_id: string;
  kind: 'social' | 'sso';
  /** The social target, or the SSO connector id. */
  target: string;
  /** The connector that signed the user in (social connector or SSO connector). */
  connector_id: string;
  /** The provider's id of the account: the tokens are the identity's only while it is linked. */
  identity_id: string;
  tokens_encrypted: string;
  scope: string | null;
  token_type: string | null;
  expires_at: Date | null;
  has_refresh_token: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
