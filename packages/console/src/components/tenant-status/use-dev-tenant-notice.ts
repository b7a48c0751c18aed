import { configApi, type TenantResponse } from '@tessera/schemas';

import { dashboardKeys } from '../../api/dashboard/keys';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';

/**
 * The development-tenant migration notice (spec 000 §4.8). A tenant turned into a development
 * tenant carries `developmentTenantMigrationNotification` in its admin console config (written by
 * whoever migrated it, with the tenant's former tag); the notice shows until that record has
 * `readAt`, and `markRead` saves the current time there, for every member of the tenant.
 */
export const useDevTenantNotice = (tenant: TenantResponse | undefined) => {
  const isDevelopment = tenant?.tag === 'development';
  // The get started page's query: one read serves both. Asked for development tenants only, and
  // a failed read shows no notice rather than a toast.
  const config = useEndpointQuery(dashboardKeys.adminConsoleConfig(), configApi.getAdminConsole, {}, {
    enabled: isDevelopment,
    hideErrorToast: true,
  });
  const notification = config.data?.developmentTenantMigrationNotification;
  const save = useEndpointMutation(
    configApi.updateAdminConsole,
    (readAt: number) => ({
      body: {
        developmentTenantMigrationNotification: notification && { ...notification, readAt },
      },
    }),
    { invalidates: [dashboardKeys.adminConsoleConfig()] },
  );
  return {
    // Hidden as soon as it is closed, without waiting for the save.
    isUnread: isDevelopment && notification !== undefined && notification.readAt === undefined && save.isIdle,
    markRead: () => save.mutate(Date.now()),
  };
};
