import type { Log, LogPayload } from '@tessera/schemas';
import type { LogRow } from './queries.js';

/** A stored log in its API shape (`Log` of the logs contract). */
export const toLogResponse = (row: LogRow): Log => ({
  tenantId: row.tenant_id,
  id: row.id,
  key: row.key,
  payload: { key: row.key, ...(row.payload as Partial<LogPayload>) } as LogPayload,
  createdAt: row.created_at.getTime(),
});
