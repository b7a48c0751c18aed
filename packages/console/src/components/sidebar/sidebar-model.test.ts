import { describe, expect, it } from 'vitest';

import { getSidebarSections } from './sidebar-config';
import { findFirstSidebarItem, getVisibleSections, type SidebarSection } from './sidebar-model';

const NoopModal = () => null;

describe('sidebar config', () => {
  it('lists the sections and items of the spec, in order', () => {
    const sections = getSidebarSections({ edition: 'oss' });
    expect(sections.map(({ key, items }) => [key, items.map((item) => item.key)])).toEqual([
      ['overview', ['get_started', 'dashboard']],
      ['authentication', ['applications', 'sign_in_experience', 'mfa', 'connectors', 'enterprise_sso']],
      ['authorization', ['api_resources', 'roles', 'organization_template']],
      ['users', ['organizations', 'users']],
      ['developer', ['signing_keys', 'customize_jwt', 'webhooks', 'audit_logs']],
    ]);
  });

  it('adds the tenant section in cloud only', () => {
    const cloud = getSidebarSections({ edition: 'cloud' });
    expect(cloud.at(-1)).toEqual({ key: 'tenant', items: [{ key: 'tenant_settings', path: 'tenant-settings' }] });
  });
});

describe('findFirstSidebarItem', () => {
  it('lands on get started by default', () => {
    expect(findFirstSidebarItem(getSidebarSections({ edition: 'oss' }))?.path).toBe('get-started');
  });

  it('skips hidden items, dialogs and external links', () => {
    const sections: SidebarSection[] = [
      {
        key: 'overview',
        items: [
          { key: 'get_started', path: 'get-started', isHidden: true },
          { key: 'dashboard', modal: NoopModal },
        ],
      },
      { key: 'developer', items: [{ key: 'webhooks', externalLink: 'https://example.com' }] },
      { key: 'users', items: [{ key: 'users', path: 'users' }] },
    ];
    expect(findFirstSidebarItem(sections)).toEqual({ key: 'users', path: 'users' });
  });

  it('finds nothing when no page is visible', () => {
    expect(findFirstSidebarItem([])).toBeUndefined();
    expect(findFirstSidebarItem([{ key: 'overview', items: [{ key: 'dashboard', path: 'd', isHidden: true }] }])).toBeUndefined();
  });
});

describe('getVisibleSections', () => {
  it('drops hidden items and sections left empty', () => {
    const sections: SidebarSection[] = [
      { key: 'overview', items: [{ key: 'get_started', path: 'g', isHidden: true }] },
      { key: 'users', items: [{ key: 'users', path: 'u' }, { key: 'organizations', path: 'o', isHidden: true }] },
    ];
    expect(getVisibleSections(sections)).toEqual([{ key: 'users', items: [{ key: 'users', path: 'u' }] }]);
  });
});
