import { z } from 'zod';

/** Instance-wide settings (not per tenant), a JSON value per key. */
const systemConfigKeys = [
  'alterationState',
  'storageProvider',
  'demoSocial',
  'emailServiceProvider',
] as const;
export const systemConfigGuard = z.object({
  key: z.enum(systemConfigKeys),
  value: z.unknown(),
});
export type SystemConfig = z.infer<typeof systemConfigGuard>;

/** Per-tenant settings, a JSON value per key. */
const tenantConfigKeys = [
  'adminConsole',
  'oidc.privateKeys',
  'oidc.cookieKeys',
  'oidc.session',
  'jwt.accessToken',
  'jwt.clientCredentials',
  'idToken',
] as const;
export const tenantConfigGuard = z.object({
  tenantId: z.string().min(1),
  key: z.enum(tenantConfigKeys),
  value: z.unknown(),
});
export type TenantConfig = z.infer<typeof tenantConfigGuard>;

const daySeconds = 86_400;

/** Sign-in sessions of the OIDC provider: how long one lasts, in seconds (default 14 days). */
export const oidcSessionTtlSeconds = { default: 14 * daySeconds, min: 60, max: 365 * daySeconds } as const;

export const oidcSessionConfigGuard = z
  .object({
    ttl: z
      .number()
      .int()
      .min(oidcSessionTtlSeconds.min)
      .max(oidcSessionTtlSeconds.max)
      .meta({ description: 'Lifetime of a sign-in session, in seconds.' }),
  })
  .meta({ id: 'OidcSessionConfig' });
export type OidcSessionConfig = z.infer<typeof oidcSessionConfigGuard>;
/** `PATCH /api/configs/oidc/session`: a partial update. */
export const oidcSessionConfigPatchGuard = oidcSessionConfigGuard.partial();
export type OidcSessionConfigPatch = z.infer<typeof oidcSessionConfigPatchGuard>;

/**
 * Claims an ID token may carry beyond the standard ones, each when its scope is granted. A tenant
 * lists those it wants in ID tokens; the others are only served by the userinfo endpoint.
 */
export const idTokenExtendedClaims = [
  'custom_data',
  'identities',
  'sso_identities',
  'roles',
  'organizations',
  'organization_data',
  'organization_roles',
] as const;
export const idTokenExtendedClaimGuard = z.enum(idTokenExtendedClaims);
export type IdTokenExtendedClaim = z.infer<typeof idTokenExtendedClaimGuard>;

export const idTokenConfigGuard = z
  .object({
    enabledExtendedClaims: z
      .array(idTokenExtendedClaimGuard)
      .max(idTokenExtendedClaims.length)
      .refine((claims) => new Set(claims).size === claims.length, { error: 'Each claim may be listed once' })
      .optional(),
  })
  .meta({ id: 'IdTokenConfig' });
export type IdTokenConfig = z.infer<typeof idTokenConfigGuard>;

/** Notices the console shows once per tenant, and what the tenant has already set up. */
export const adminConsoleDataGuard = z
  .object({
    signInExperienceCustomized: z.boolean(),
    organizationCreated: z.boolean(),
    developmentTenantMigrationNotification: z
      .object({
        isPaidTenant: z.boolean(),
        tag: z.string().max(64),
        readAt: z.number().int().nonnegative().optional(),
      })
      .optional(),
    checkedChargeNotification: z
      .object({
        token: z.boolean().optional(),
        apiResource: z.boolean().optional(),
        machineToMachineApp: z.boolean().optional(),
        tenantMember: z.boolean().optional(),
      })
      .optional(),
  })
  .meta({ id: 'AdminConsoleData' });
export type AdminConsoleData = z.infer<typeof adminConsoleDataGuard>;
/** `PATCH /api/configs/admin-console`: top-level fields replace the stored ones. */
export const adminConsoleDataPatchGuard = adminConsoleDataGuard.partial();
export type AdminConsoleDataPatch = z.infer<typeof adminConsoleDataPatchGuard>;
