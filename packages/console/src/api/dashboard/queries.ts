import { dashboardApi } from '@tessera/schemas';

import { useEndpointQuery } from '../endpoint-hooks';
import { dashboardKeys } from './keys';

export const useTotalUsers = () =>
  useEndpointQuery(dashboardKeys.totalUsers(), dashboardApi.totalUsers, {});

export const useNewUsers = () =>
  useEndpointQuery(dashboardKeys.newUsers(), dashboardApi.newUsers, {});

/** Active users counted up to `date` (`YYYY-MM-DD`, UTC; default today), with the 30 days before it. */
export const useActiveUsers = (date?: string) =>
  useEndpointQuery(dashboardKeys.activeUsers(date), dashboardApi.activeUsers, {
    query: { date },
  });
