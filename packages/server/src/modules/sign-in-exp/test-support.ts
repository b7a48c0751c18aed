import type { AppContext } from '../../app-context.js';
import { upsertTenantConfig } from '../tenant-configs/queries.js';
import { signInExperienceKey } from './queries.js';
import { signInExperienceRead } from './service.js';

/**
 * Stores a sign-in experience record as it is (partial, or in an older shape the API would
 * refuse), then drops the server's cached copy on every instance as a change through the API
 * does: a write behind the server's back would otherwise go unseen until the cache expires.
 */
export async function storeSignInExperience(
  context: Pick<AppContext, 'tenantScope' | 'bus'>,
  tenantId: string,
  record: unknown,
) {
  await upsertTenantConfig(context.tenantScope(tenantId), signInExperienceKey, record);
  context.bus.publish({ kind: 'tenant-read', tenantId, name: signInExperienceRead });
  await context.bus.settled();
}
