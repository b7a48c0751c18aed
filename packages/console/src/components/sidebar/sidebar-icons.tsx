import type { ReactNode } from 'react';

import { Icon } from '../../ds/icons/icon';
import type { SidebarItemKey } from './sidebar-model';

const paths: Record<SidebarItemKey, ReactNode> = {
  get_started: <path d="M5 19c1-4 3-7 7-9m0 0c2-3 5-5 8-5 0 3-2 6-5 8m-3-3 3 3m-6 1-2 2m5 1-2 2M4 20l2-5 3 3-5 2Z" />,
  dashboard: <path d="M4 13h6V4H4zM14 20h6v-9h-6zM4 20h6v-3H4zM14 4v3h6V4z" />,
  applications: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 16.5h7M16.5 13v7" />,
  sign_in_experience: <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M14 8l4 4-4 4M18 12H9" />,
  mfa: <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6zM9 12l2 2 4-4" />,
  connectors: <path d="M9 7V3m6 4V3M7 7h10v4a5 5 0 0 1-10 0zM12 16v5" />,
  enterprise_sso: <path d="M4 21V7l8-4 8 4v14M9 21v-4h6v4M8 10h.01M12 10h.01M16 10h.01M8 14h.01M16 14h.01" />,
  api_resources: <path d="M8 9 5 12l3 3M16 9l3 3-3 3M13.5 6l-3 12" />,
  roles: <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21a7 7 0 0 1 14 0M17 8l1.5 1.5L22 6" />,
  organization_template: <path d="M4 4h16v5H4zM4 13h7v7H4zM15 13h5M15 17h5M15 20h3" />,
  organizations: <path d="M3 21h18M5 21V8l7-4 7 4v13M9 12h6M9 16h6" />,
  users: <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21a7 7 0 0 1 14 0M17 3.5a4 4 0 0 1 0 7.5M19 14a7 7 0 0 1 3 7" />,
  signing_keys: <path d="M15 9a4 4 0 1 1-3.9 4.9L4 21H2v-3l1-1h2v-2h2l2.1-2.1A4 4 0 0 1 15 9Zm1 0h.01" />,
  customize_jwt: <path d="M8 4H6a2 2 0 0 0-2 2v4l-2 2 2 2v4a2 2 0 0 0 2 2h2M16 4h2a2 2 0 0 1 2 2v4l2 2-2 2v4a2 2 0 0 1-2 2h-2" />,
  webhooks: <path d="M10 8a3 3 0 1 1 4.5 2.6L17 15M7 13.5A3 3 0 1 0 10 18h7M17 18a3 3 0 1 0 0-6" />,
  audit_logs: <path d="M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7" />,
  tenant_settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9 7 7M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
};

export const SidebarIcon = ({ itemKey }: { itemKey: SidebarItemKey }) => <Icon>{paths[itemKey]}</Icon>;
