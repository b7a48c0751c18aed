import { Navigate, type RouteObject } from 'react-router';

import { webhookDetailsTabs } from '../../../pages/webhooks/tabs';
import * as pages from '../lazy-pages';

export const developerRoutes: RouteObject[] = [
  { path: 'signing-keys', element: <pages.SigningKeysPage /> },
  {
    path: 'customize-jwt',
    children: [
      { index: true, element: <pages.CustomizeJwtPage /> },
      { path: ':tokenType/:action', element: <pages.CustomizeJwtDetailsPage /> },
    ],
  },
  {
    path: 'webhooks',
    children: [
      { index: true, element: <pages.WebhooksPage /> },
      { path: 'create', element: <pages.CreateWebhookPage /> },
      { path: ':hookId/recent-requests/:logId', element: <pages.WebhookRequestLogPage /> },
      {
        path: ':id',
        element: <pages.WebhookDetailsPage />,
        children: [
          { index: true, element: <Navigate to={webhookDetailsTabs[0]} replace /> },
          { path: 'settings', element: <pages.WebhookSettingsTab /> },
          { path: 'recent-requests', element: <pages.WebhookRecentRequestsTab /> },
        ],
      },
    ],
  },
  {
    path: 'audit-logs',
    children: [
      { index: true, element: <pages.AuditLogsPage /> },
      { path: ':logId', element: <pages.AuditLogDetailsPage /> },
    ],
  },
];
