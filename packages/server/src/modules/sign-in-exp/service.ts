import {
  defaultSignInExperience,
  type SignInExperience,
  type SignInExperienceResponse,
  type SignInExperienceUpdate,
} from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { findConnectorTypes } from '../connectors/queries.js';
import { findStoredSignInExperience, upsertSignInExperience } from './queries.js';
import { assertSignInExperienceRules } from './rules.js';
import { readStoredRecord } from './stored-record.js';
// The area's events join the catalogue wherever this service is compiled.
import './events.js';

/** The tenant's sign-in experience: what it stored, over the defaults (spec 001 §9). */
export async function findSignInExperience(scope: TenantScope): Promise<SignInExperience> {
  return readStoredRecord(
    await findStoredSignInExperience(scope),
    defaultSignInExperience(scope.tenantId),
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
): Promise<SignInExperience> {
  return scope.transaction(async (tx) => {
    await tx.lockForTransaction('sign-in-experience');
    const current = await findSignInExperience(tx);
    const next: SignInExperience = { ...current, ...patch, id: current.id };
    assertSignInExperienceRules(next, await findConnectorTypes(tx));
    const { id: _id, ...record } = next;
    await upsertSignInExperience(tx, record);
    tx.emit('signInExperience.updated', {
      signInExperience: toSignInExperienceResponse(tx.tenantId, next),
    });
    return next;
  });
}
