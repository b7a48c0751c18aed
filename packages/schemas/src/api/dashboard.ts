import { z } from 'zod';

import { defineEndpoint } from './endpoint';

/** The longest active-user series one request may ask for, in days. */
export const activeUserSeriesMaxDays = 366;
/** The active-user series without a range: this many days ending at `date`. */
export const activeUserSeriesDefaultDays = 30;

/** A figure and how it changed against the period before (it minus the previous one). */
const countWithDelta = z.object({ count: z.number().int().nonnegative(), delta: z.number().int() });
export type CountWithDelta = z.infer<typeof countWithDelta>;

const day = z.iso.date();

export const totalUserCountGuard = z.object({ totalUserCount: z.number().int().nonnegative() });
export type TotalUserCount = z.infer<typeof totalUserCountGuard>;

export const newUserCountsGuard = z.object({
  /** Users created since midnight UTC, against yesterday. */
  today: countWithDelta,
  /** Users created in the last 7 days, against the 7 days before. */
  last7Days: countWithDelta,
});
export type NewUserCounts = z.infer<typeof newUserCountsGuard>;

export const dailyActiveUserPointGuard = z.object({ date: day, count: z.number().int().nonnegative() });
export type DailyActiveUserPoint = z.infer<typeof dailyActiveUserPointGuard>;

export const activeUserCountsGuard = z.object({
  /** One point per day of the series range, oldest first; days without activity count 0. */
  dauCurve: z.array(dailyActiveUserPointGuard),
  /** Users active on `date`, against the day before. */
  dau: countWithDelta,
  /** Users active in the 7 days ending at `date`, against the 7 days before. */
  wau: countWithDelta,
  /** Users active in the 30 days ending at `date`, against the 30 days before. */
  mau: countWithDelta,
});
export type ActiveUserCounts = z.infer<typeof activeUserCountsGuard>;

export const activeUserCountsQuery = z
  .object({
    date: day.optional().meta({ description: 'The day (UTC, `YYYY-MM-DD`) the counts end at; default today.' }),
    from: day
      .optional()
      .meta({ description: `First day of \`dauCurve\`; default ${activeUserSeriesDefaultDays - 1} days before its last day.` }),
    to: day.optional().meta({ description: 'Last day of `dauCurve`; default `date`.' }),
  })
  .refine(({ from, to, date }) => !from || from <= (to ?? date ?? from), {
    error: '`from` must not be after the series end',
    path: ['from'],
  });
export type ActiveUserCountsQuery = z.infer<typeof activeUserCountsQuery>;

/** The console dashboard's figures: users in total, new and active (UTC days). */
export const dashboardApi = {
  totalUsers: defineEndpoint({
    method: 'get',
    path: '/dashboard/users/total',
    summary: 'Count users',
    response: totalUserCountGuard,
    returns: 'How many users the tenant has.',
  }),
  newUsers: defineEndpoint({
    method: 'get',
    path: '/dashboard/users/new',
    summary: 'Count new users',
    description: 'Users created today and in the last 7 days (UTC), each with its change against the period before.',
    response: newUserCountsGuard,
    returns: 'New user counts.',
  }),
  activeUsers: defineEndpoint({
    method: 'get',
    path: '/dashboard/users/active',
    summary: 'Count active users',
    description: `Daily, weekly and monthly active users ending at \`date\`, each with its change against the period before, and a daily series for a chart (\`from\`–\`to\`, at most ${activeUserSeriesMaxDays} days). A user is active on a day they signed in or were issued a token.`,
    query: activeUserCountsQuery,
    response: activeUserCountsGuard,
    returns: 'Active user counts and the daily series.',
    failures: { 400: 'Invalid date or range (`dashboard.invalid_date_range` for a range over the limit).' },
  }),
};
