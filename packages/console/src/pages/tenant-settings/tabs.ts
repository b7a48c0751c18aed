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

export const getVisibleTenantSettingsTabs = (canManageTenant: boolean): TenantSettingsTab[] =>
  tenantSettingsTabs.filter((tab) => canManageTenant || !managerOnlyTabs.has(tab));

/** Where `/tenant-settings` lands: settings for tenant managers, members for everyone else. */
export const getDefaultTenantSettingsTab = (canManageTenant: boolean): TenantSettingsTab =>
  canManageTenant ? 'settings' : 'members';
