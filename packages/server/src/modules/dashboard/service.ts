import {
  activeUserSeriesDefaultDays,
  activeUserSeriesMaxDays,
  type ActiveUserCounts,
  type ActiveUserCountsQuery,
  type NewUserCounts,
} from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { addDays, dayOf, daysBetween, startOfDay } from './days.js';
import {
  countActiveUsersBetween,
  countUsersCreatedBetween,
  findDailyActiveUserCounts,
} from './queries.js';

const withDelta = (count: number, previous: number) => ({ count, delta: count - previous });

/** Users created today and in the last 7 days (UTC days, today included), against the periods before. */
export async function countNewUsers(scope: TenantScope, now = new Date()): Promise<NewUserCounts> {
  const today = dayOf(now);
  const created = (firstDay: string, days: number) =>
    countUsersCreatedBetween(scope, startOfDay(firstDay), startOfDay(addDays(firstDay, days)));
  const [todayCount, yesterday, week, weekBefore] = await Promise.all([
    created(today, 1),
    created(addDays(today, -1), 1),
    created(addDays(today, -6), 7),
    created(addDays(today, -13), 7),
  ]);
  return { today: withDelta(todayCount, yesterday), last7Days: withDelta(week, weekBefore) };
}

/** The active-user series' days: `from`–`to`, by default the 30 days ending at `date`. */
const seriesDays = ({ from, to }: ActiveUserCountsQuery, date: string) => {
  const last = to ?? date;
  const first = from ?? addDays(last, 1 - activeUserSeriesDefaultDays);
  const days = daysBetween(first, last);
  if (days.length > activeUserSeriesMaxDays) {
    throw new RequestError('dashboard.invalid_date_range', 400, { maxDays: activeUserSeriesMaxDays });
  }
  return { first, last, days };
};

/**
 * Daily, weekly and monthly active users for the periods ending at `date` (default today),
 * each against the period just before, and the daily series for a chart.
 */
export async function countActiveUsers(
  scope: TenantScope,
  query: ActiveUserCountsQuery,
  now = new Date(),
): Promise<ActiveUserCounts> {
  const date = query.date ?? dayOf(now);
  const series = seriesDays(query, date);
  const active = (days: number, periodsBack: number) => {
    const last = addDays(date, -days * periodsBack);
    return countActiveUsersBetween(scope, addDays(last, 1 - days), last);
  };
  const [dau, dauBefore, wau, wauBefore, mau, mauBefore, perDay] = await Promise.all([
    active(1, 0),
    active(1, 1),
    active(7, 0),
    active(7, 1),
    active(30, 0),
    active(30, 1),
    findDailyActiveUserCounts(scope, series.first, series.last),
  ]);
  return {
    dauCurve: series.days.map((day) => ({ date: day, count: perDay.get(day) ?? 0 })),
    dau: withDelta(dau, dauBefore),
    wau: withDelta(wau, wauBefore),
    mau: withDelta(mau, mauBefore),
  };
}
