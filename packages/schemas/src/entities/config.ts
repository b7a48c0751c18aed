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
