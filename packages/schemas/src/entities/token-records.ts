import { z } from 'zod';

import { idGuard, jsonObjectGuard, timestampGuard, userIdGuard } from './common';

/** Server-side state of a multi-step verification (password, code, social…). */
export const verificationRecordGuard = z.object({
  id: idGuard,
  userId: userIdGuard.nullable(),
  expiresAt: timestampGuard,
  data: jsonObjectGuard,
  createdAt: timestampGuard,
});
export type VerificationRecord = z.infer<typeof verificationRecordGuard>;

/** A one-time token for impersonation through the token exchange grant (RFC 8693). */
export const subjectTokenGuard = z.object({
  id: idGuard,
  context: jsonObjectGuard,
  expiresAt: timestampGuard,
  consumedAt: timestampGuard.nullable(),
  userId: userIdGuard,
  createdAt: timestampGuard,
  /** The machine-to-machine application that asked for it. */
  creatorId: idGuard,
});
export type SubjectToken = z.infer<typeof subjectTokenGuard>;

/** `POST /api/subject-tokens`. */
export const subjectTokenCreateGuard = z.object({
  userId: userIdGuard,
  context: jsonObjectGuard.optional(),
});
export type SubjectTokenCreate = z.infer<typeof subjectTokenCreateGuard>;

/** The answer of `POST /api/subject-tokens`: the token, shown once, and its lifetime in seconds. */
export const createdSubjectTokenGuard = z.object({
  subjectToken: z.string().min(1),
  expiresIn: z.int().positive(),
});
export type CreatedSubjectToken = z.infer<typeof createdSubjectTokenGuard>;

/** One user active on one day (UTC); the dashboards count these. */
export const dailyActiveUserGuard = z.object({
  id: idGuard,
  userId: userIdGuard,
  date: timestampGuard,
});
export type DailyActiveUser = z.infer<typeof dailyActiveUserGuard>;

/** Tokens issued by a tenant on one day (UTC), for usage billing. */
export const dailyTokenUsageGuard = z.object({
  id: idGuard,
  usage: z.int().nonnegative(),
  date: timestampGuard,
});
export type DailyTokenUsage = z.infer<typeof dailyTokenUsageGuard>;
