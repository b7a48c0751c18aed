import type { SignInExperience } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { findTenantConfigByKey, upsertTenantConfig } from '../tenant-configs/queries.js';

/**
 * Tenant config key holding the whole sign-in experience record.
 *
 * The record stays one JSON value in `tenant_configs` rather than a table of its own: a tenant has
 * exactly one, it is always read and written whole, a PATCH is then a single upsert (nothing can
 * be half-saved), and records written before the Management API existed (a few parts only) keep
 * working because each part is read on its own over its default.
 */
export const signInExperienceKey = 'signInExperience';

/** The stored record as it is, possibly partial or in an older shape; parsed by the service. */
export const findStoredSignInExperience = async (scope: TenantScope): Promise<unknown> =>
  findTenantConfigByKey(scope, signInExperienceKey);

export const upsertSignInExperience = (scope: TenantScope, signInExperience: Omit<SignInExperience, 'id'>) =>
  upsertTenantConfig(scope, signInExperienceKey, signInExperience);
