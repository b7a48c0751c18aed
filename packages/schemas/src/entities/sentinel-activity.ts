import { z } from 'zod';

import { idGuard, jsonObjectGuard, timestampGuard } from './common';

const sentinelActivityTargetTypes = ['User', 'App'] as const;
const sentinelActivityActions = ['Password', 'VerificationCode'] as const;
const sentinelActionResults = ['Success', 'Failed'] as const;
/** The brute-force guard's verdict on the target. */
export const sentinelDecisions = ['Undecided', 'Allowed', 'Blocked', 'Challenge'] as const;

const sentinelDecisionGuard = z.enum(sentinelDecisions);
export type SentinelDecision = z.infer<typeof sentinelDecisionGuard>;

/** One credential attempt, kept to rate-limit guessing (see `lockout` in constants). */
export const sentinelActivityGuard = z.object({
  id: idGuard,
  targetType: z.enum(sentinelActivityTargetTypes),
  /** Hash of the identifier tried, so attempts group without storing it in clear. */
  targetHash: z.string().min(1),
  action: z.enum(sentinelActivityActions),
  actionResult: z.enum(sentinelActionResults),
  payload: jsonObjectGuard,
  decision: sentinelDecisionGuard,
  decisionExpiresAt: timestampGuard,
  createdAt: timestampGuard,
});
export type SentinelActivity = z.infer<typeof sentinelActivityGuard>;
