import { defineEndpoint } from '@tessera/schemas';
import { z } from 'zod';

/*
 * The dashboard calls as the console uses them, until `@tessera/schemas` exports their contracts;
 * the shapes are those of the Management API (`/dashboard/users/…`).
 */
const countWithDelta = z.object({ count: z.number(), delta: z.number() });

export const dashboardApi = {
  getTotalUsers: defineEndpoint({
    method: 'get',
    path: '/dashboard/users/total',
    summary: 'Total users',
    response: z.object({ totalUserCount: z.number() }),
  }),
  getNewUsers: defineEndpoint({
    method: 'get',
    path: '/dashboard/users/new',
    summary: 'New users',
    response: z.object({ today: countWithDelta, last7Days: countWithDelta }),
  }),
  getActiveUsers: defineEndpoint({
    method: 'get',
    path: '/dashboard/users/active',
    summary: 'Active users',
    query: z.object({ date: z.string().optional() }),
    response: z.object({
      dauCurve: z.array(z.object({ date: z.string(), count: z.number() })),
      dau: countWithDelta,
      wau: countWithDelta,
      mau: countWithDelta,
    }),
  }),
};
