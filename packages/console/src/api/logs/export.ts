import { logApi, pageSize, type Log } from '@tessera/schemas';
import { useMutation } from '@tanstack/react-query';

import { useApi } from '../use-api';
import { toLogQuery, type LogFilters } from './queries';

/** An export reads at most this many logs (newest first); narrower filters reach older ones. */
export const maxExportedLogs = 10_000;

export interface LogExport {
  logs: Log[];
  /** Whether more logs matched than were read. */
  isTruncated: boolean;
}

/** Reads every log the filters match, page by page at the largest page size, up to {@link maxExportedLogs}. */
export const useExportLogs = () => {
  const api = useApi();
  return useMutation({
    mutationFn: async (filters: LogFilters): Promise<LogExport> => {
      const logs: Log[] = [];
      for (let page = 1; logs.length < maxExportedLogs; page += 1) {
        const result = await api.callPage(logApi.list, {
          query: { ...toLogQuery(filters), page, page_size: pageSize.max },
        });
        logs.push(...result.items);
        if (result.items.length < pageSize.max || logs.length >= result.totalCount) {
          return { logs, isTruncated: false };
        }
      }
      return { logs: logs.slice(0, maxExportedLogs), isTruncated: true };
    },
  });
};
