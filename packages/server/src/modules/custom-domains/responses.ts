import type { CustomDomainResponse } from '@tessera/schemas';
import type { CustomDomainRow } from './queries.js';

export const toCustomDomainResponse = (row: CustomDomainRow): CustomDomainResponse => ({
  id: row.id,
  domain: row.domain,
  status: row.status,
  errorMessage: row.error_message,
  dnsRecords: row.dns_records,
  createdAt: row.created_at.getTime(),
});
