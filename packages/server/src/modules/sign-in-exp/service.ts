import type { SignInExperience } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { defaultSignInExperience } from './defaults.js';
import { findStoredSignInExperience } from './queries.js';
import { readStoredRecord } from './stored-record.js';

/** The tenant's sign-in experience: what it stored, over the defaults (spec 001 §9). */
export async function findSignInExperience(scope: TenantScope): Promise<SignInExperience> {
  return readStoredRecord(await findStoredSignInExperience(scope), defaultSignInExperience(scope.tenantId));
}
