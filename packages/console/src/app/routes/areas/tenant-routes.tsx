import type { RouteObject } from 'react-router';

import * as pages from '../lazy-pages';

/** Cloud only: the open-source edition does not route these at all. */
export const tenantRoutes: RouteObject[] = [
  {
    path: 'tenant-settings',
    element: <pages.TenantSettingsPage />,
    children: [
      { index: true, element: <pages.TenantSettingsIndex /> },
      { path: 'settings', element: <pages.TenantSettingsTab /> },
      { path: 'domains', element: <pages.TenantDomainsTab /> },
      { path: 'subscription', element: <pages.SubscriptionTab /> },
      { path: 'billing-history', element: <pages.BillingHistoryTab /> },
      {
        path: 'members',
        element: <pages.TenantMembersTab />,
        children: [
          { index: true, element: <pages.TenantMemberList /> },
          { path: 'invitations', element: <pages.TenantInvitationList /> },
        ],
      },
    ],
  },
];
