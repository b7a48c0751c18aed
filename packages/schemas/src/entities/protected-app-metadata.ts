import { z } from 'zod';

import { hostnameGuard, originGuard } from '../validation/field-guards';

const pageRuleGuard = z.object({ path: z.string().min(1) });
export type PageRule = z.infer<typeof pageRuleGuard>;

/** Claims a Protected app may pass on to the origin beside the basic profile. */
export const protectedAppAdditionalScopes = [
  'custom_data',
  'identities',
  'roles',
  'urn:tessera:scope:organizations',
  'urn:tessera:scope:organization_roles',
] as const;
const additionalScopesGuard = z.array(z.enum(protectedAppAdditionalScopes));

/** Protected apps put an origin behind the platform's sign-in, served on `host`. */
export const protectedAppMetadataGuard = z.object({
  host: hostnameGuard,
  origin: originGuard,
  sessionDuration: z.int().positive().meta({ description: 'Seconds a signed-in session lasts.' }),
  pageRules: z.array(pageRuleGuard),
  additionalScopes: additionalScopesGuard.optional(),
});
export type ProtectedAppMetadata = z.infer<typeof protectedAppMetadataGuard>;

/** A DNS label: the subdomain a Protected app gets under the platform's protected-app domain. */
export const protectedAppSubDomainGuard = z
  .string()
  .min(1)
  .max(63)
  .regex(/^[\da-z](?:[\da-z-]*[\da-z])?$/, { error: 'Lowercase letters, digits and inner hyphens only' });

/**
 * A new Protected app, in the reference API's shape: the origin to protect and the `subDomain`
 * of the platform's protected-app domain (`PROTECTED_APP_DOMAIN`) it is served on. Where no such
 * domain is set up, the full `host` may be named instead; exactly one of the two is required.
 */
export const protectedAppMetadataCreateBodyGuard = z
  .object({
    origin: originGuard,
    subDomain: protectedAppSubDomainGuard.optional(),
    host: hostnameGuard.optional().meta({ description: 'The full host, instead of `subDomain`.' }),
  })
  .superRefine((value, context) => {
    if ((value.subDomain === undefined) === (value.host === undefined)) {
      context.addIssue({ code: 'custom', path: ['subDomain'], message: 'Give either subDomain or host' });
    }
  });
export type ProtectedAppMetadataCreateBody = z.infer<typeof protectedAppMetadataCreateBodyGuard>;

/** What an update may change; the host stays. */
export const protectedAppMetadataPatchGuard = z.object({
  origin: originGuard.optional(),
  sessionDuration: z.int().positive().optional(),
  pageRules: z.array(pageRuleGuard).optional(),
  additionalScopes: additionalScopesGuard.optional(),
});
