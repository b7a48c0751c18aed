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

/** A custom domain as the Management API answers with it (the edge record stays inside). */
export const customDomainResponseGuard = customDomainGuard.omit({ cloudflareData: true }).meta({ id: 'CustomDomain' });
export type CustomDomainResponse = z.infer<typeof customDomainResponseGuard>;

/** `POST /api/domains/cleanup`: domains not active for this many days go. */
export const customDomainCleanupGuard = z.object({ staleDays: z.number().int().min(1).max(3650) });
export type CustomDomainCleanup = z.infer<typeof customDomainCleanupGuard>;

export const customDomainCleanupResultGuard = z.object({
  scannedCount: z.number().int(),
  deletedCount: z.number().int(),
  skippedActiveCount: z.number().int(),
  failedCount: z.number().int(),
});
export type CustomDomainCleanupResult = z.infer<typeof customDomainCleanupResultGuard>;
