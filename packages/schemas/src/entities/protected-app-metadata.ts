import { z } from 'zod';

import { hostnameGuard, originGuard } from '../validation/field-guards';
import { customDomainGuard } from './custom-domain';

export const pageRuleGuard = z.object({ path: z.string().min(1) });
export type PageRule = z.infer<typeof pageRuleGuard>;

/** Protected apps put an origin behind the platform's sign-in, served on `host`. */
export const protectedAppMetadataGuard = z.object({
  host: hostnameGuard,
  origin: originGuard,
  /** Seconds a signed-in session lasts. */
  sessionDuration: z.int().positive(),
  pageRules: z.array(pageRuleGuard),
  customDomains: z.array(customDomainGuard.omit({ id: true, createdAt: true })).optional(),
});
export type ProtectedAppMetadata = z.infer<typeof protectedAppMetadataGuard>;

/** On creation the caller picks a subdomain of the platform's protected-app domain. */
export const protectedAppMetadataCreateGuard = z.object({
  subDomain: z
    .string()
    .min(1)
    .max(63)
    .regex(/^[\da-z](?:[\da-z-]*[\da-z])?$/),
  origin: originGuard,
});

export const protectedAppMetadataPatchGuard = protectedAppMetadataGuard
  .pick({ origin: true, sessionDuration: true, pageRules: true })
  .partial();
