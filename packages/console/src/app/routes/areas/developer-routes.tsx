import type { RouteObject } from 'react-router';

import { webhookDetailsTabs } from '../../../pages/webhooks/tabs';
import * as pages from '../lazy-pages';
import { tabRoutes } from '../tab-routes';

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
      { path: ':id', element: <pages.WebhookDetailsPage />, children: tabRoutes(webhookDetailsTabs) },
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
