import type { TabSegment } from '../../components/tab-items/use-tab-items';

export const tenantSettingsTabs = [
  'settings',
  'members',
  'domains',
  'subscription',
  'billing-history',
] as const satisfies readonly TabSegment[];

export type TenantSettingsTab = (typeof tenantSettingsTabs)[number];

/** Only tenant managers see the tenant's own settings and its billing. */
const managerOnlyTabs: ReadonlySet<TenantSettingsTab> = new Set(['settings', 'subscription', 'billing-history']);

/** Development tenants have no subscription to show (spec 000 §2.4). */
const productionOnlyTabs: ReadonlySet<TenantSettingsTab> = new Set(['subscription', 'billing-history']);

/**
 * The tabs a member sees: the billing tabs only for tenant managers of a non-development tenant
 * (`isDevelopmentTenant` is true while the tenant's tag is not known yet).
 */
export const getVisibleTenantSettingsTabs = (canManageTenant: boolean, isDevelopmentTenant: boolean): TenantSettingsTab[] =>
  tenantSettingsTabs.filter(
    (tab) => (canManageTenant || !managerOnlyTabs.has(tab)) && !(isDevelopmentTenant && productionOnlyTabs.has(tab)),
  );

/** Where `/tenant-settings` lands: settings for tenant managers, members for everyone else. */
export const getDefaultTenantSettingsTab = (canManageTenant: boolean): TenantSettingsTab =>
  canManageTenant ? 'settings' : 'members';
