import { describe, expect, it } from 'vitest';

import { getDefaultTenantSettingsTab, getVisibleTenantSettingsTabs } from './tabs';

describe('tenant settings tabs', () => {
  it('land on settings for tenant managers and on members for everyone else', () => {
    expect(getDefaultTenantSettingsTab(true)).toBe('settings');
    expect(getDefaultTenantSettingsTab(false)).toBe('members');
  });

  it('hide settings and billing from members who cannot manage the tenant', () => {
    expect(getVisibleTenantSettingsTabs(true, false)).toEqual(['settings', 'members', 'domains', 'subscription', 'billing-history']);
    expect(getVisibleTenantSettingsTabs(false, false)).toEqual(['members', 'domains']);
  });

  it('hide the subscription and billing history of development tenants, even from their managers', () => {
    expect(getVisibleTenantSettingsTabs(true, true)).toEqual(['settings', 'members', 'domains']);
    expect(getVisibleTenantSettingsTabs(false, true)).toEqual(['members', 'domains']);
  });
});
