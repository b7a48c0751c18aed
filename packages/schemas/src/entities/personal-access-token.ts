import { z } from 'zod';

import { timestampGuard, userIdGuard } from './common';

const tokenNameGuard = z.string().min(1).max(256);

/** A long-lived token a user exchanges for access tokens; names are unique per user. */
export const personalAccessTokenGuard = z.object({
  userId: userIdGuard,
  name: tokenNameGuard,
  value: z.string().min(1),
  createdAt: timestampGuard,
  expiresAt: timestampGuard.nullable(),
});
export type PersonalAccessToken = z.infer<typeof personalAccessTokenGuard>;

/** `POST /api/users/{userId}/personal-access-tokens`. */
export const personalAccessTokenCreateGuard = z.object({
  name: tokenNameGuard,
  expiresAt: timestampGuard.nullish(),
});
export type PersonalAccessTokenCreate = z.infer<typeof personalAccessTokenCreateGuard>;

/** `PATCH /api/users/{userId}/personal-access-tokens/{name}`. */
export const personalAccessTokenPatchGuard = z.object({ name: tokenNameGuard });
