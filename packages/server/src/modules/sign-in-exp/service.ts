import {
  defaultSignInExperience,
  type SignInExperience,
  type SignInExperienceResponse,
  type SignInExperienceUpdate,
} from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { findConnectorTypes } from '../connectors/queries.js';
import {
  assertSocialTargetsExist,
  findSocialTargets,
  removeUnusedDemoSocialConnectors,
} from '../connectors/social-targets.js';
import { findStoredSignInExperience, upsertSignInExperience } from './queries.js';
import { assertSignInExperienceRules } from './rules.js';
import { readStoredRecord } from './stored-record.js';
// The area's events join the catalogue wherever this service is compiled.
import './events.js';

/** Name of the tenant's sign-in experience among its cached reads (TenantScope.cached). */
export const signInExperienceRead = 'signInExperience';

/**
 * The tenant's sign-in experience: what it stored, over the defaults (spec 001 §9). A sign-in
 * reads it on several steps, so it is cached until `signInExperience.updated` (frozen: derive,
 * never change it); inside a transaction it is read afresh.
 */
export async function findSignInExperience(scope: TenantScope): Promise<SignInExperience> {
  return scope.cached(signInExperienceRead, async (fresh) =>
    readStoredRecord(
      await findStoredSignInExperience(fresh),
      defaultSignInExperience(fresh.tenantId),
    ),
  );
}

export const toSignInExperienceResponse = (
  tenantId: string,
  signInExperience: SignInExperience,
): SignInExperienceResponse => ({ tenantId, ...signInExperience });

/**
 * `PATCH /sign-in-exp`: the given fields replace the stored ones, the result is checked as a whole
 * (its parts depend on each other and on the tenant's connectors) and saved whole, in one
 * transaction that holds the tenant's sign-in experience lock, so two concurrent edits cannot each
 * pass the rules against a record the other is replacing. Then `signInExperience.updated`.
 */
export async function updateSignInExperience(
  scope: TenantScope,
  { tenantId: _ignored, ...patch }: SignInExperienceUpdate,
  options: { removeUnusedDemoSocialConnector?: boolean } = {},
): Promise<SignInExperience> {
  return scope.transaction(async (tx) => {
    await tx.lockForTransaction('sign-in-experience');
    const current = await findSignInExperience(tx);
    const next: SignInExperience = { ...current, ...patch, id: current.id };
    assertSignInExperienceRules(next, await findConnectorTypes(tx));
    await assertSocialTargetsExist(tx, next.socialSignInConnectorTargets);
    if (options.removeUnusedDemoSocialConnector) {
      await removeUnusedDemoSocialConnectors(tx, next.socialSignInConnectorTargets);
    }
    const { id: _id, ...record } = next;
    await upsertSignInExperience(tx, record);
    tx.emit('signInExperience.updated', {
      signInExperience: toSignInExperienceResponse(tx.tenantId, next),
    });
    return next;
  });
}

/**
 * After a social connector is deleted (in the caller's transaction): the sign-in page stops
 * offering targets that no connector serves any more. Left in place, the stored record would fail
 * its own rules and every later save of the sign-in experience would be refused.
 */
export async function dropUnavailableSocialTargets(tx: TenantScope): Promise<void> {
  await tx.lockForTransaction('sign-in-experience');
  const current = await findSignInExperience(tx);
  const available = await findSocialTargets(tx);
  const kept = current.socialSignInConnectorTargets.filter((target) => available.has(target));
  if (kept.length === current.socialSignInConnectorTargets.length) {
    return;
  }
  const next: SignInExperience = { ...current, socialSignInConnectorTargets: kept };
  const { id: _id, ...record } = next;
  await upsertSignInExperience(tx, record);
  tx.emit('signInExperience.updated', { signInExperience: toSignInExperienceResponse(tx.tenantId, next) });
}
