import { firstPage, pageSize, type LogListQuery } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { isQueryFlagOn } from '../../http/query-flag.js';
import { findUserById } from '../users/queries.js';
import { sumLogCounts } from './log-count-queries.js';
import { countFilteredLogs, findLogById, findLogs, type LogFilter } from './queries.js';

/** Log lists are always paged: a tenant has far too many logs to answer them all at once. */
const logPageOf = ({ page = firstPage, page_size: size = pageSize.default }: LogListQuery) => ({
  limit: size,
  offset: (page - firstPage) * size,
});

/** With `enableCap`, a total past this many matches is answered as one more than it. */
export const logCountCap = 10_000;

/**
 * How many logs match: a tenant's logs, or one key's, can run to millions, so those totals come
 * from the kept counts; a user's, an application's or a time range's are counted off the indexes,
 * up to one past the cap when the caller asked for it.
 */
const countLogs = async (scope: TenantScope, filter: LogFilter, capped: boolean) => {
  const kept = [filter.userId, filter.applicationId, filter.from, filter.to].every((value) => value === undefined);
  if (kept) {
    return sumLogCounts(scope, filter.logKey);
  }
  return countFilteredLogs(scope, filter, capped ? logCountCap + 1 : undefined);
};

const dateOf = (milliseconds: string | undefined) => (milliseconds === undefined ? undefined : new Date(Number(milliseconds)));

/** The filter a list query names; a reversed time range is 400 `log.invalid_time_range`. */
const toLogFilter = ({ logKey, userId, applicationId, start_time, end_time }: LogListQuery): LogFilter => {
  const from = dateOf(start_time);
  const to = dateOf(end_time);
  if (from && to && from > to) {
    throw new RequestError('log.invalid_time_range', 400);
  }
  return { logKey, userId, applicationId, from, to };
};

/**
 * One page of the tenant's logs, newest first, with how many match in all; `isCapped` when
 * `enableCap` was asked for and more than the cap match (the total is then the cap plus one).
 */
export async function listLogs(scope: TenantScope, query: LogListQuery) {
  const filter = toLogFilter(query);
  const capped = isQueryFlagOn(query.enableCap);
  const [counted, rows] = await Promise.all([
    countLogs(scope, filter, capped),
    findLogs(scope, filter, logPageOf(query)),
  ]);
  const isCapped = capped && counted > logCountCap;
  return { total: isCapped ? logCountCap + 1 : counted, isCapped, rows };
}

export async function requireLog(scope: TenantScope, id: string) {
  const log = await findLogById(scope, id);
  if (!log) {
    throw new RequestError('log.not_found', 404, { id });
  }
  return log;
}

/** The logs of one user of the tenant; an unknown user (or one of another tenant) is 404. */
export async function listUserLogs(scope: TenantScope, userId: string, query: Omit<LogListQuery, 'userId'>) {
  if (!(await findUserById(scope, userId))) {
    throw new RequestError('user.not_found', 404);
  }
  return listLogs(scope, { ...query, userId });
}
