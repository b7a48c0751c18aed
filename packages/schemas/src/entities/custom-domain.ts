import { z } from 'zod';

import { lengthLimits } from '../constants';
import { hostnameGuard } from '../validation/field-guards';
import { idGuard, jsonObjectGuard, timestampGuard } from './common';

const domainStatuses = ['PendingVerification', 'PendingSsl', 'Active', 'Error'] as const;
const domainStatusGuard = z.enum(domainStatuses);
export type DomainStatus = z.infer<typeof domainStatusGuard>;

const dnsRecordGuard = z.object({ name: z.string(), type: z.string(), value: z.string() });
export type DnsRecord = z.infer<typeof dnsRecordGuard>;

export const customDomainGuard = z.object({
  id: idGuard,
  domain: z.string().min(1).max(lengthLimits.domain),
  status: domainStatusGuard,
  errorMessage: z.string().nullable(),
  dnsRecords: z.array(dnsRecordGuard),
  /** The edge provider's custom-hostname record, kept as received. */
  cloudflareData: jsonObjectGuard.nullable(),
  createdAt: timestampGuard,
});
export type CustomDomain = z.infer<typeof customDomainGuard>;

/** `POST /api/domains`. */
export const customDomainCreateGuard = z.object({
  domain: hostnameGuard,
});
export type CustomDomainCreate = z.infer<typeof customDomainCreateGuard>;
