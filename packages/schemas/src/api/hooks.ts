import { z } from 'zod';

import {
  hookCreateGuard,
  hookEventGuard,
  hookGuard,
  hookPatchGuard,
  hookResponseGuard,
  hookTestGuard,
} from '../entities/hook';
import { jsonObjectGuard, timestampGuard } from '../entities/common';
import { logPayloadGuard } from '../entities/log';
import { defineEndpoint } from './endpoint';
import { userLogListQuery } from './logs';
import { paginationQuery } from './pagination';
import { pathParams } from './params';

/** The header carrying the hex HMAC-SHA256 of the raw request body, keyed by the hook's signing key. */
export const hookSignatureHeader = 'logto-signature-sha-256';

/** How far back `/recent-logs` and `executionStats` look by default. */
export const hookRecentWindowMs = 24 * 60 * 60 * 1000;

const includeExecutionStats = z
  .string()
  .max(8)
  .optional()
  .meta({ description: '`true` (or `1`, `yes`) adds `executionStats`: deliveries of the last 24 hours.' });

/** `GET /api/hooks` and `GET /api/hooks/{id}`. */
export const hookListQuery = paginationQuery.extend({ includeExecutionStats });
export type HookListQuery = z.infer<typeof hookListQuery>;
export const hookGetQuery = z.object({ includeExecutionStats });

/** `GET /api/hooks/{id}/recent-logs`: the audit log's filters but user and application. */
export const hookRecentLogsQuery = userLogListQuery.omit({ applicationId: true });
export type HookRecentLogsQuery = z.infer<typeof hookRecentLogsQuery>;

/** What a delivery sent and what came back; bodies are cut to an excerpt. */
export const hookDeliveryRecordGuard = z.object({
  hookId: z.string(),
  event: hookEventGuard,
  url: z.string(),
  /** 1 for the first try, up to `retries + 1`. */
  attempt: z.int().min(1),
  durationMs: z.int().nonnegative(),
  hookRequest: z.object({ body: jsonObjectGuard }),
  /** Absent when no answer came (timeout, refused connection). */
  response: z.object({ statusCode: z.int(), body: z.string() }).optional(),
});
export type HookDeliveryRecord = z.infer<typeof hookDeliveryRecordGuard>;

/** One delivery in `/recent-logs`: an audit log entry keyed `TriggerHook.{event}`. */
export const hookLogGuard = z
  .object({
    id: z.string(),
    key: z.string(),
    payload: logPayloadGuard.extend(hookDeliveryRecordGuard.partial().shape),
    createdAt: timestampGuard,
  })
  .meta({ id: 'HookLog' });
export type HookLog = z.infer<typeof hookLogGuard>;

/** `POST /api/hooks/{id}/test`: what the receiver answered to the sample payload. */
export const hookTestResultGuard = z
  .object({
    result: z.enum(['Success', 'Error']),
    durationMs: z.int().nonnegative(),
    response: z.object({ statusCode: z.int(), body: z.string() }).optional(),
    /** Why no answer came: a timeout or a network error. */
    error: z.string().optional(),
  })
  .meta({ id: 'HookTestResult' });
export type HookTestResult = z.infer<typeof hookTestResultGuard>;

/** `PATCH /api/hooks/{id}/signing-key` answers the hook with its new key. */
export const hookSigningKeyResponseGuard = hookGuard;

/**
 * The body every delivery posts. Interaction events (PostRegister, PostSignIn,
 * PostResetPassword) carry the interaction context; data events carry the changed entity in `data`
 * and, when a Management API call caused it, that call's path, method and status.
 */
export const hookPayloadGuard = z.looseObject({
  hookId: z.string(),
  event: hookEventGuard,
  /** ISO 8601. */
  createdAt: z.string(),
  interactionEvent: z.enum(['SignIn', 'Register', 'ForgotPassword']).optional(),
  sessionId: z.string().optional(),
  userAgent: z.string().optional(),
  userIp: z.string().optional(),
  userId: z.string().optional(),
  user: jsonObjectGuard.optional(),
  applicationId: z.string().optional(),
  application: jsonObjectGuard.optional(),
  path: z.string().optional(),
  method: z.string().optional(),
  status: z.int().optional(),
  params: z.record(z.string(), z.string()).optional(),
  matchedRoute: z.string().optional(),
  data: z.unknown().optional(),
});
export type HookPayload = z.infer<typeof hookPayloadGuard>;

const id = pathParams('id');

/** Webhooks: subscriptions of the tenant's systems to identity events. */
export const hookApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/hooks',
    summary: 'List hooks',
    description: 'Newest first; with `includeExecutionStats=true`, each with its deliveries of the last 24 hours.',
    query: hookListQuery,
    response: z.array(hookResponseGuard),
    returns: 'A page of hooks.',
    paged: true,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/hooks',
    summary: 'Create a hook',
    description: 'A signing key is generated for it. Retries are 0 to 3 (default 3).',
    body: hookCreateGuard,
    response: hookGuard,
    status: 201,
    returns: 'The created hook.',
    failures: { 400: 'Invalid body.' },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/hooks/{id}',
    summary: 'Get a hook',
    params: id,
    query: hookGetQuery,
    response: hookResponseGuard,
    returns: 'The hook.',
    failures: { 404: 'No hook with this id.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/hooks/{id}',
    summary: 'Update a hook',
    description: '`config` is replaced as a whole.',
    params: id,
    body: hookPatchGuard,
    response: hookGuard,
    returns: 'The updated hook.',
    failures: { 400: 'Invalid body.', 404: 'No hook with this id.' },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/hooks/{id}',
    summary: 'Delete a hook',
    description: 'Deliveries still waiting are dropped.',
    params: id,
    returns: 'Deleted.',
    failures: { 404: 'No hook with this id.' },
  }),
  recentLogs: defineEndpoint({
    method: 'get',
    path: '/hooks/{id}/recent-logs',
    summary: 'List recent deliveries of a hook',
    description: 'Deliveries of the last 24 hours unless `start_time` or `end_time` is given, newest first.',
    params: id,
    query: hookRecentLogsQuery,
    response: z.array(hookLogGuard),
    returns: 'A page of deliveries.',
    paged: true,
    failures: { 400: 'Invalid time range.', 404: 'No hook with this id.' },
  }),
  test: defineEndpoint({
    method: 'post',
    path: '/hooks/{id}/test',
    summary: 'Send a sample payload',
    description:
      'Posts a sample payload of the first event to `config.url` now, signed with the hook’s key, without retries. 422 `hook.send_test_payload_failed` when the receiver does not answer 2xx; its `data` is the test result.',
    params: id,
    body: hookTestGuard,
    response: hookTestResultGuard,
    returns: 'The receiver answered 2xx.',
    failures: { 400: 'Invalid body.', 404: 'No hook with this id.', 422: 'The receiver failed or did not answer.' },
  }),
  regenerateSigningKey: defineEndpoint({
    method: 'patch',
    path: '/hooks/{id}/signing-key',
    summary: 'Regenerate the signing key of a hook',
    description: 'Deliveries from now on are signed with the new key.',
    params: id,
    response: hookSigningKeyResponseGuard,
    returns: 'The hook with its new key.',
    failures: { 404: 'No hook with this id.' },
  }),
};
