import { z } from 'zod';

import { lengthLimits } from '../constants';
import { noSpaceGuard } from '../validation/field-guards';
import { idGuard, timestampGuard } from './common';

/** Scope names are OAuth scope tokens, so they hold no spaces. */
const scopeNameGuard = noSpaceGuard.min(1).max(lengthLimits.scopeName);

/** A permission of an API resource. */
export const scopeGuard = z
  .object({
    tenantId: z.string(),
    id: idGuard,
    resourceId: idGuard,
    name: scopeNameGuard,
    description: z.string().nullable(),
    createdAt: timestampGuard.meta({ description: 'Creation time, epoch milliseconds.' }),
  })
  .meta({ id: 'ApiResourceScope' });
export type Scope = z.infer<typeof scopeGuard>;

/** `POST /api/resources/{resourceId}/scopes`. */
export const scopeCreateGuard = z.object({
  name: scopeNameGuard,
  description: z.string().nullish(),
});
export type ScopeCreate = z.infer<typeof scopeCreateGuard>;

/** `PATCH /api/resources/{resourceId}/scopes/{scopeId}`. */
export const scopePatchGuard = scopeCreateGuard.partial();
export type ScopePatch = z.infer<typeof scopePatchGuard>;
