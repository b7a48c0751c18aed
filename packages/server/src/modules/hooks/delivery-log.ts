import type { HookDeliveryRecord, HookEvent } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import { generateId } from '../../utils/id.js';
import type { NewLog } from '../logs/queries.js';
import type { HookAttempt } from './delivery.js';

/** Audit log key of a delivery: `TriggerHook.PostSignIn`, `TriggerHook.User.Created`. */
export const hookLogKey = (event: string) => `TriggerHook.${event}`;
export const hookLogKeyPrefix = 'TriggerHook.';

/** One delivery attempt as the audit log keeps it (`/recent-logs`, execution stats). */
export function toDeliveryLog(
  delivery: { hookId: string; event: string; url: string; attempt: number; payload: Record<string, unknown> },
  outcome: HookAttempt,
): NewLog {
  const record: HookDeliveryRecord = {
    hookId: delivery.hookId,
    event: delivery.event as HookEvent,
    url: delivery.url,
    attempt: delivery.attempt,
    durationMs: outcome.durationMs,
    hookRequest: { body: delivery.payload },
    ...(outcome.response ? { response: outcome.response } : {}),
  };
  return {
    id: generateId(),
    key: hookLogKey(delivery.event),
    user_id: null,
    application_id: null,
    payload: toJson({
      key: hookLogKey(delivery.event),
      result: outcome.ok ? 'Success' : 'Error',
      ...record,
      ...(outcome.ok
        ? {}
        : { error: outcome.error ?? `The receiver answered ${outcome.response?.statusCode ?? 'nothing'}` }),
    }),
  };
}
