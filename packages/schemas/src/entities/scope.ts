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

/**
 * The name a body sends. Spaces pass here on purpose: the server refuses them with its own code
 * (400 `scope.name_with_space`), which the console shows, rather than a generic invalid input.
 */
const scopeNameInputGuard = z
  .string()
  .min(1)
  .max(lengthLimits.scopeName)
  .meta({ description: 'Unique within the resource; no spaces (`scope.name_with_space`).' });
const scopeDescriptionGuard = z
  .string()
  .max(lengthLimits.scopeName * 8)
  .nullable();

/** `POST /api/resources/{resourceId}/scopes`. */
export const scopeCreateGuard = z.object({
  name: scopeNameInputGuard,
  description: scopeDescriptionGuard.optional(),
});
export type ScopeCreate = z.infer<typeof scopeCreateGuard>;

/** `PATCH /api/resources/{resourceId}/scopes/{scopeId}`. */
export const scopePatchGuard = scopeCreateGuard.partial();
export type ScopePatch = z.infer<typeof scopePatchGuard>;
