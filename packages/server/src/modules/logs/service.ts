import { firstPage, pageSize, type LogListQuery } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findUserById } from '../users/queries.js';
import { sumLogCounts } from './log-count-queries.js';
import { countFilteredLogs, findLogById, findLogs, type LogFilter } from './queries.js';

/** Log lists are always paged: a tenant has far too many logs to answer them all at once. */
const logPageOf = ({ page = firstPage, page_size: size = pageSize.default }: LogListQuery) => ({
  limit: size,
  offset: (page - firstPage) * size,
});

/**
 * How many logs match: a tenant's logs, or one key's, can run to millions, so those totals come
 * from the kept counts; a user's or an application's are counted off their index.
 */
const countLogs = (scope: TenantScope, filter: LogFilter) =>
  filter.userId === undefined && filter.applicationId === undefined
    ? sumLogCounts(scope, filter.logKey)
    : countFilteredLogs(scope, filter);

/** One page of the tenant's logs, newest first, with how many match in all. */
export async function listLogs(scope: TenantScope, { page, page_size, ...filter }: LogListQuery) {
  const logFilter: LogFilter = filter;
  const [total, rows] = await Promise.all([
    countLogs(scope, logFilter),
    findLogs(scope, logFilter, logPageOf({ page, page_size })),
  ]);
  return { total, rows };
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
