/** Query keys of the dashboard and get started pages; every key sits under `all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  totalUsers: () => [...dashboardKeys.all, 'users', 'total'] as const,
  newUsers: () => [...dashboardKeys.all, 'users', 'new'] as const,
  activeUsers: (date: string | undefined) =>
    [...dashboardKeys.all, 'users', 'active', date ?? 'today'] as const,
  adminConsoleConfig: () => [...dashboardKeys.all, 'admin-console-config'] as const,
};
