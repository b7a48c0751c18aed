import type { TenantScope } from '../../../db/tenant-scope.js';
import { isHookEventSubscribed } from '../../hooks/subscriptions.js';
import { recordWebAuthnUse } from '../../mfa/user-factors.js';
import type { UserRow } from '../../users/queries.js';

/**
 * Stores a passkey's new counter after an assertion (a passkey sign-in or a WebAuthn MFA step),
 * in a transaction only when a hook of the tenant listens to `User.Data.Updated`, from the cached
 * subscriptions (see recordWebAuthnUse).
 */
export async function recordPasskeyUse(
  scope: TenantScope,
  user: Pick<UserRow, 'id' | 'mfa_verifications'>,
  credentialId: string,
  newCounter: number,
  now: Date,
) {
  const recorded = await isHookEventSubscribed(scope, 'User.Data.Updated');
  await recordWebAuthnUse(scope, user, credentialId, newCounter, { now, recorded });
}
