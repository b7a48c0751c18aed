import { z } from 'zod';

import { webhookEvents } from '../constants';
import { webhookRetriesGuard, webUrlGuard } from '../validation/field-guards';
import { bodyTenantIdGuard, idGuard, timestampGuard } from './common';

/** The events a webhook subscribes to (spec 001 §9). */
export const hookEventGuard = z.enum(webhookEvents);
export type HookEvent = z.infer<typeof hookEventGuard>;

/** Where and how a webhook delivers; `retries` is 0 to 3. */
export const hookConfigGuard = z.object({
  url: webUrlGuard,
  headers: z.record(z.string(), z.string()).optional(),
  retries: webhookRetriesGuard.optional(),
});
export type HookConfig = z.infer<typeof hookConfigGuard>;

const hookNameGuard = z.string().min(1).max(256);

/** A webhook as the API answers. `event` is the reference API's single-event field, always `null`. */
export const hookGuard = z.object({
  tenantId: z.string(),
  id: idGuard,
  name: hookNameGuard,
  event: hookEventGuard.nullable(),
  events: z.array(hookEventGuard),
  config: hookConfigGuard,
  /** Key of the HMAC signature header sent with each delivery. */
  signingKey: z.string(),
  enabled: z.boolean(),
  createdAt: timestampGuard,
});
export type Hook = z.infer<typeof hookGuard>;

/** Deliveries of the last 24 hours: all, and those the receiver answered with 2xx. */
export const hookExecutionStatsGuard = z.object({
  successCount: z.int().nonnegative(),
  requestCount: z.int().nonnegative(),
});

/** `GET /api/hooks?includeExecutionStats=true` rows. */
export const hookResponseGuard = hookGuard.extend({
  executionStats: hookExecutionStatsGuard.optional(),
});
export type HookResponse = z.infer<typeof hookResponseGuard>;

/** `POST /api/hooks`. */
export const hookCreateGuard = z.object({
  tenantId: bodyTenantIdGuard,
  name: hookNameGuard,
  events: z.array(hookEventGuard).min(1),
  config: hookConfigGuard,
  enabled: z.boolean().optional(),
});
export type HookCreate = z.infer<typeof hookCreateGuard>;

/** `PATCH /api/hooks/{id}`. */
export const hookPatchGuard = hookCreateGuard.omit({ tenantId: true }).partial();
export type HookPatch = z.infer<typeof hookPatchGuard>;

/** `POST /api/hooks/{id}/test`. */
export const hookTestGuard = z.object({
  events: z.array(hookEventGuard).min(1),
  config: hookConfigGuard,
});
