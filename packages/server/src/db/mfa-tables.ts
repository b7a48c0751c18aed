import type { CreatedAt } from './column-types.js';

export type UserTrustedDevicesTable = {
  tenant_id: string;
  id: string;
  user_id: string;
  /** SHA-256 (base64url) of the token the device keeps in a cookie. */
  token_digest: string;
  agent: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
  expires_at: Date;
};
