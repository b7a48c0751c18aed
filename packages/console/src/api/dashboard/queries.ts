import { useEndpointQuery } from '../endpoint-hooks';
import { dashboardApi } from './contracts';
import { dashboardKeys } from './keys';

export const useTotalUsers = () =>
  useEndpointQuery(dashboardKeys.totalUsers(), dashboardApi.getTotalUsers, {});

export const useNewUsers = () =>
  useEndpointQuery(dashboardKeys.newUsers(), dashboardApi.getNewUsers, {});

/** Active users counted up to `date` (`YYYY-MM-DD`, default today), with the daily series before it. */
export const useActiveUsers = (date?: string) =>
  useEndpointQuery(dashboardKeys.activeUsers(date), dashboardApi.getActiveUsers, {
    query: { date },
  });
