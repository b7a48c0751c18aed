import type { Edition } from '@tessera/schemas';

import type { SidebarSection } from './sidebar-model';

export interface SidebarContext {
  edition: Edition;
}

/**
 * The sidebar, in the order of spec 000 §2.5. Paths are relative to `/{tenantId}` and match the
 * routes in app/routes; the item key names the label, the icon and the test id.
 */
export const getSidebarSections = ({ edition }: SidebarContext): SidebarSection[] => [
  {
    key: 'overview',
    items: [
      { key: 'get_started', path: 'get-started' },
      { key: 'dashboard', path: 'dashboard' },
    ],
  },
  {
    key: 'authentication',
    items: [
      { key: 'applications', path: 'applications' },
      { key: 'sign_in_experience', path: 'sign-in-experience' },
      { key: 'mfa', path: 'mfa' },
      { key: 'connectors', path: 'connectors' },
      { key: 'enterprise_sso', path: 'enterprise-sso' },
    ],
  },
  {
    key: 'authorization',
    items: [
      { key: 'api_resources', path: 'api-resources' },
      { key: 'roles', path: 'roles' },
      { key: 'organization_template', path: 'organization-template' },
    ],
  },
  {
    key: 'users',
    items: [
      { key: 'organizations', path: 'organizations' },
      { key: 'users', path: 'users' },
    ],
  },
  {
    key: 'developer',
    items: [
      { key: 'signing_keys', path: 'signing-keys' },
      { key: 'customize_jwt', path: 'customize-jwt' },
      { key: 'webhooks', path: 'webhooks' },
      { key: 'audit_logs', path: 'audit-logs' },
    ],
  },
  ...(edition === 'cloud'
    ? [{ key: 'tenant', items: [{ key: 'tenant_settings', path: 'tenant-settings' }] } satisfies SidebarSection]
    : []),
];
