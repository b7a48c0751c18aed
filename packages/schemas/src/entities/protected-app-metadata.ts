import { z } from 'zod';

import { hostnameGuard, originGuard } from '../validation/field-guards';

const pageRuleGuard = z.object({ path: z.string().min(1) });
export type PageRule = z.infer<typeof pageRuleGuard>;

/** Protected apps put an origin behind the platform's sign-in, served on `host`. */
export const protectedAppMetadataGuard = z.object({
  host: hostnameGuard,
  origin: originGuard,
  sessionDuration: z.int().positive().meta({ description: 'Seconds a signed-in session lasts.' }),
  pageRules: z.array(pageRuleGuard),
});
export type ProtectedAppMetadata = z.infer<typeof protectedAppMetadataGuard>;

/** A Protected app created through the Management API: its host, with session defaults. */
export const protectedAppMetadataCreateBodyGuard = z.object({
  host: hostnameGuard,
  origin: originGuard,
  sessionDuration: z.int().positive().optional(),
  pageRules: z.array(pageRuleGuard).optional(),
});
export type ProtectedAppMetadataCreateBody = z.infer<typeof protectedAppMetadataCreateBodyGuard>;

/** In the spec's create form the caller picks a subdomain of the platform's protected-app domain. */
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
