import { defaultPasswordPolicy } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { signInExperienceKey } from '../experience/experience-settings.js';
import { findTenantConfigByKey, upsertTenantConfig } from '../tenant-configs/queries.js';

/**
 * Turns the breach lookup of the tenant's password policy off, so tests that set passwords never
 * depend on the outside network; every other rule of the default policy stays on.
 */
export async function skipPwnedCheck(scope: TenantScope) {
  const stored = ((await findTenantConfigByKey(scope, signInExperienceKey)) ?? {}) as Record<string, unknown>;
  await upsertTenantConfig(scope, signInExperienceKey, {
    ...stored,
    passwordPolicy: { ...defaultPasswordPolicy, rejects: { ...defaultPasswordPolicy.rejects, pwned: false } },
  });
}

/** How many users the tenant holds, to show a refused write left nothing behind. */
export const countTenantUsers = async (scope: TenantScope) =>
  Number(
    (await scope.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count,
  );
