import { z } from 'zod';

import { tokenLifetimes } from '../constants';
import { isValidUrl } from '../validation/uris';
import { idGuard } from './common';

/** An API resource indicator (RFC 8707): an absolute URI without a fragment. */
export const resourceIndicatorGuard = z
  .string()
  .refine((value) => isValidUrl(value) && !value.includes('#'), {
    error: 'A resource indicator must be an absolute URI without a fragment',
  });

/** An API resource as the API answers. */
export const resourceGuard = z
  .object({
    tenantId: z.string(),
    id: idGuard,
    name: z.string().min(1),
    indicator: resourceIndicatorGuard,
    isDefault: z.boolean(),
    accessTokenTtl: z.int().positive().meta({ description: 'Access token lifetime in seconds.' }),
    isManagementApi: z
      .boolean()
      .meta({ description: 'The built-in Management API resource, which cannot be changed.' }),
  })
  .meta({ id: 'ApiResource' });
export type Resource = z.infer<typeof resourceGuard>;

/** `POST /api/resources`. */
export const resourceCreateGuard = z.object({
  name: resourceGuard.shape.name,
  indicator: resourceIndicatorGuard,
  accessTokenTtl: resourceGuard.shape.accessTokenTtl.default(tokenLifetimes.accessTokenSeconds),
});
export type ResourceCreate = z.input<typeof resourceCreateGuard>;

/** `PATCH /api/resources/{id}`: the indicator is fixed once created. */
export const resourcePatchGuard = resourceGuard
  .pick({ name: true, accessTokenTtl: true })
  .partial();
export type ResourcePatch = z.infer<typeof resourcePatchGuard>;

/** `PATCH /api/resources/{id}/is-default`. */
export const resourceIsDefaultPatchGuard = z.object({ isDefault: z.boolean() });
