import {
  adminConsoleDataGuard,
  idTokenConfigGuard,
  oidcSessionConfigGuard,
  oidcSessionTtlSeconds,
  type AdminConsoleData,
  type AdminConsoleDataPatch,
  type IdTokenConfig,
  type OidcSessionConfig,
  type OidcSessionConfigPatch,
} from '@tessera/schemas';
import type { z } from 'zod';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findTenantConfigByKey, upsertTenantConfig } from '../tenant-configs/queries.js';
import { tenantConfigKeys } from './tenant-config-keys.js';
import './events.js';

/** A stored setting read through its contract; `undefined` when the tenant never set it. */
const findSetting = async <S extends z.ZodType>(scope: TenantScope, key: string, guard: S) => {
  const value = await findTenantConfigByKey(scope, key);
  if (value === undefined) {
    return undefined;
  }
  // A value that no longer fits (written by an older version) counts as unset, never as a 500.
  const parsed = guard.safeParse(value);
  return parsed.success ? (parsed.data as z.output<S>) : undefined;
};

/**
 * Reads, changes and writes a setting under a lock, so two partial updates at once both land.
 * The event is raised once the write is committed.
 */
const changeSetting = <T>(scope: TenantScope, key: string, change: (tx: TenantScope) => Promise<T>) =>
  scope.transaction(async (tx) => {
    await tx.lockForTransaction(`tenant-config:${key}`);
    return change(tx);
  });

const defaultOidcSessionConfig: OidcSessionConfig = { ttl: oidcSessionTtlSeconds.default };

/** How long the tenant's sign-in sessions last; 14 days unless it was changed. */
export async function findOidcSessionConfig(scope: TenantScope): Promise<OidcSessionConfig> {
  return { ...defaultOidcSessionConfig, ...(await findSetting(scope, tenantConfigKeys.oidcSession, oidcSessionConfigGuard.partial())) };
}

export async function updateOidcSessionConfig(scope: TenantScope, patch: OidcSessionConfigPatch): Promise<OidcSessionConfig> {
  return changeSetting(scope, tenantConfigKeys.oidcSession, async (tx) => {
    const config = { ...(await findOidcSessionConfig(tx)), ...patch };
    await upsertTenantConfig(tx, tenantConfigKeys.oidcSession, config);
    tx.emit('oidc_session_config.data.updated', { config });
    return config;
  });
}

/** The extended claims ID tokens carry; 404 `entity.not_found` while the tenant never set them. */
export async function findIdTokenConfig(scope: TenantScope): Promise<IdTokenConfig> {
  const config = await findStoredIdTokenConfig(scope);
  if (!config) {
    throw new RequestError('entity.not_found', 404);
  }
  return config;
}

/** The stored ID token config, `undefined` while unset: the provider reads it this way. */
export const findStoredIdTokenConfig = (scope: TenantScope) =>
  findSetting(scope, tenantConfigKeys.idToken, idTokenConfigGuard);

export async function upsertIdTokenConfig(scope: TenantScope, config: IdTokenConfig): Promise<IdTokenConfig> {
  return changeSetting(scope, tenantConfigKeys.idToken, async (tx) => {
    await upsertTenantConfig(tx, tenantConfigKeys.idToken, config);
    tx.emit('id_token_config.data.updated', { config });
    return config;
  });
}

const defaultAdminConsoleData: AdminConsoleData = { signInExperienceCustomized: false, organizationCreated: false };

/** The console's state of the tenant: nothing set up and no notice read until it says otherwise. */
export async function findAdminConsoleData(scope: TenantScope): Promise<AdminConsoleData> {
  return { ...defaultAdminConsoleData, ...(await findSetting(scope, tenantConfigKeys.adminConsole, adminConsoleDataGuard.partial())) };
}

/** Each field sent replaces the stored one (a notice object is replaced whole). */
export async function updateAdminConsoleData(
  scope: TenantScope,
  patch: AdminConsoleDataPatch,
): Promise<AdminConsoleData> {
  return changeSetting(scope, tenantConfigKeys.adminConsole, async (tx) => {
    const config = { ...(await findAdminConsoleData(tx)), ...patch };
    await upsertTenantConfig(tx, tenantConfigKeys.adminConsole, config);
    tx.emit('admin_console_config.data.updated', { config });
    return config;
  });
}
