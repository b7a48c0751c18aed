import { logApi } from '@tessera/schemas';

import { useEndpointPage, useEndpointQuery } from '../endpoint-hooks';
import { toPageQuery } from '../list-query';
import { logKeys } from './keys';

/** What narrows the audit log: an event (log key), a user, an application. */
export interface LogFilters {
  logKey?: string;
  userId?: string;
  applicationId?: string;
}

/** The query of `GET /logs` for the filters; empty filters are left out. */
export const toLogQuery = ({ logKey, userId, applicationId }: LogFilters) => ({
  logKey: logKey || undefined,
  userId: userId || undefined,
  applicationId: applicationId || undefined,
});

/** One page of the audit log, newest first, narrowed by the filters. */
export const useLogs = ({ page, ...filters }: LogFilters & { page: number }) => {
  const { page: pageNumber, page_size } = toPageQuery({ page });
  const query = { page: pageNumber, page_size, ...toLogQuery(filters) };
  return useEndpointPage(logKeys.list(query), logApi.list, { query });
};

/** The log of a details page; a missing one (404) is shown by the page, not toasted. */
export const useLog = (id: string) =>
  useEndpointQuery(
    logKeys.detail(id),
    logApi.get,
    { params: { id } },
    { hideErrorToast: ['log.not_found'] },
  );
