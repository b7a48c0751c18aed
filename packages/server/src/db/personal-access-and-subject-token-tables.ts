import type { CreatedAt, Json } from './column-types.js';

/** A user's personal access token; `value_digest` is the hex SHA-256 of the value, never the value. */
export type PersonalAccessTokensTable = {
  tenant_id: string;
  user_id: string;
  name: string;
  value_digest: string;
  created_at: CreatedAt;
  expires_at: Date | null;
};

/** A one-time impersonation token; `token_digest` is the hex SHA-256 of the token. */
export type SubjectTokensTable = {
  tenant_id: string;
  id: string;
  token_digest: string;
  user_id: string;
  context: Json<Record<string, unknown>>;
  /** The application (or console client) that asked for it. */
  creator_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  consumed_at: Date | null;
};
