import { z } from 'zod';

import { latestTimestamp, timestampGuard, userIdGuard } from './common';

const tokenNameGuard = z.string().min(1).max(256);

/**
 * A long-lived token a user exchanges for access tokens; names are unique per user. Only its hash
 * is stored, so lists and updates answer without `value`.
 */
export const personalAccessTokenGuard = z.object({
  tenantId: z.string(),
  userId: userIdGuard,
  name: tokenNameGuard,
  createdAt: timestampGuard,
  expiresAt: timestampGuard.nullable(),
});
export type PersonalAccessToken = z.infer<typeof personalAccessTokenGuard>;

/** The answer of `POST`: the one time the token's value is shown. */
export const createdPersonalAccessTokenGuard = personalAccessTokenGuard.extend({
  value: z.string().min(1),
});
export type CreatedPersonalAccessToken = z.infer<typeof createdPersonalAccessTokenGuard>;

/** `POST /api/users/{userId}/personal-access-tokens`. */
export const personalAccessTokenCreateGuard = z.object({
  name: tokenNameGuard,
  expiresAt: z
    .int()
    .positive()
    .max(latestTimestamp)
    .nullish()
    .meta({ description: 'Expiry, epoch milliseconds, in the future; without it the token does not expire.' }),
});
export type PersonalAccessTokenCreate = z.infer<typeof personalAccessTokenCreateGuard>;

/** `PATCH /api/users/{userId}/personal-access-tokens/{name}`. */
export const personalAccessTokenPatchGuard = z.object({ name: tokenNameGuard });

/** `PATCH /api/users/{userId}/personal-access-tokens`: the name travels in the body, not the path. */
export const personalAccessTokenRenameGuard = z.object({
  name: tokenNameGuard,
  currentName: tokenNameGuard,
});

/** `POST /api/users/{userId}/personal-access-tokens/delete`. */
export const personalAccessTokenDeleteGuard = z.object({ name: tokenNameGuard });
