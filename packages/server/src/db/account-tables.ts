import type { Generated } from 'kysely';
import type { UpdatedAt } from './column-types.js';

/**
 * A user's own sign-in preferences, set through the account API or the Management API: one row
 * per user, absent until the first change (every flag then reads `false`).
 */
export type UserLogtoConfigsTable = {
  tenant_id: string;
  user_id: string;
  /** The user declined to bind a second factor; a later sign-in does not ask again. */
  mfa_skipped: Generated<boolean>;
  /** The user with factors chose to sign in without the second step (only where the policy allows). */
  skip_mfa_on_sign_in: Generated<boolean>;
  /** The user declined to add a passkey; a later password sign-in does not offer it again. */
  passkey_sign_in_skipped: Generated<boolean>;
  updated_at: UpdatedAt;
};
