import { z } from 'zod';

import { lengthLimits, seconds, tokenLifetimes } from '../constants';
import { isValidUrl } from '../validation/uris';
import { bodyTenantIdGuard, idGuard } from './common';
import { scopeGuard } from './scope';

/** An API resource indicator (RFC 8707): an absolute URI (http, https, urn…) without a fragment. */
const resourceIndicatorGuard = z
  .string()
  .min(1)
  .max(2048)
  .refine((value) => isValidUrl(value) && !value.includes('#'), {
    error: 'A resource indicator must be an absolute URI without a fragment',
  });

const resourceNameGuard = z.string().min(1).max(lengthLimits.applicationName);
const accessTokenTtlGuard = z
  .int()
  .min(1)
  .max(seconds.day)
  .meta({ description: 'Access token lifetime in seconds.' });

/** An API resource as the API answers. */
export const resourceGuard = z
  .object({
    tenantId: z.string(),
    id: idGuard,
    name: resourceNameGuard,
    indicator: resourceIndicatorGuard,
    isDefault: z.boolean(),
    accessTokenTtl: accessTokenTtlGuard,
    isManagementApi: z
      .boolean()
      .meta({ description: 'The built-in Management API resource, which cannot be changed.' }),
  })
  .meta({ id: 'ApiResource' });
export type Resource = z.infer<typeof resourceGuard>;

/** An API resource in the list (with `includeScopes`) and as created (no scopes yet). */
export const resourceWithScopesGuard = resourceGuard
  .extend({ scopes: z.array(scopeGuard).optional() })
  .meta({ id: 'ApiResourceWithScopes' });
export type ResourceWithScopes = z.infer<typeof resourceWithScopesGuard>;

/** `POST /api/resources`. */
export const resourceCreateGuard = z.object({
  tenantId: bodyTenantIdGuard,
  name: resourceNameGuard,
  indicator: resourceIndicatorGuard,
  accessTokenTtl: accessTokenTtlGuard.default(tokenLifetimes.accessTokenSeconds),
});
export type ResourceCreate = z.infer<typeof resourceCreateGuard>;

/** `PATCH /api/resources/{id}`: the indicator is fixed once created. */
export const resourcePatchGuard = resourceGuard
  .pick({ name: true, accessTokenTtl: true })
  .partial()
  .extend({ tenantId: bodyTenantIdGuard });
export type ResourcePatch = z.infer<typeof resourcePatchGuard>;

/** `PATCH /api/resources/{id}/is-default`. */
export const resourceIsDefaultPatchGuard = z.object({ isDefault: z.boolean() });
export type ResourceIsDefaultPatch = z.infer<typeof resourceIsDefaultPatchGuard>;
