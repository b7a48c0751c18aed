import type { TenantReads } from '../../cache/tenant-reads.js';
import type { EventOutbox, TenantScope } from '../../db/tenant-scope.js';
import { toJson } from '../../db/json.js';
import type { DomainEvent } from '../../events/domain-events.js';
import type { EventListener } from '../../events/event-bus.js';
import { generateId } from '../../utils/id.js';
import { findApplicationById } from '../applications/queries.js';
import { findUserById } from '../users/queries.js';
import { toUserResponse } from '../users/responses.js';
import { isHookEventName, mayBeHookEvent, toHookEvent, type HookEventOf } from './hook-events.js';
import { findEnabledHookSubscriptions } from './queries.js';

/** The tenant read (see TenantScope.cached) holding the enabled hooks and their events. */
export const hookSubscriptionsRead = 'hooks.subscriptions';

export type HookOutbox = {
  /** Passed to every tenant scope: runs inside the transaction, just before it commits. */
  write: EventOutbox;
  /** Subscribe it to the committed events: it wakes the dispatcher for those in the outbox. */
  listener: EventListener;
};

type Subscription = { id: string; events: readonly string[] };

/** The user and application an interaction payload describes, in the reference's entity shapes. */
async function loadContext(scope: TenantScope, context: NonNullable<HookEventOf['context']>) {
  const [user, application] = await Promise.all([
    context.userId ? findUserById(scope, context.userId) : undefined,
    context.applicationId ? findApplicationById(scope, context.applicationId) : undefined,
  ]);
  return {
    ...(user ? { user: toUserResponse(user) } : {}),
    ...(application
      ? {
          application: {
            id: application.id,
            type: application.type,
            name: application.name,
            description: application.description ?? undefined,
          },
        }
      : {}),
  };
}

const withoutUndefined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/**
 * The transactional outbox of webhooks: each event a hook subscribes to becomes one row per
 * subscribed, enabled hook, in the transaction of the change. Without subscribed hooks an
 * event costs a lookup in a cached list and no statement.
 */
export function createHookOutbox(options: {
  reads?: TenantReads;
  /** Called after the commit of events that reached the outbox. */
  onRecorded: () => void;
}): HookOutbox {
  const recorded = new WeakSet<DomainEvent>();
  const subscriptionsOf = (scope: TenantScope): Promise<readonly Subscription[]> => {
    const load = () => findEnabledHookSubscriptions(scope) as Promise<Subscription[]>;
    return options.reads ? options.reads.read(scope.tenantId, hookSubscriptionsRead, load) : load();
  };

  const write: EventOutbox['write'] = async (scope, events) => {
    const mapped = events.filter(mayBeHookEvent).flatMap((event) => {
      const hookEvent = toHookEvent(event);
      return hookEvent ? [{ event, hookEvent }] : [];
    });
    if (mapped.length === 0) {
      return;
    }
    const subscriptions = await subscriptionsOf(scope);
    const rows = [];
    for (const { event, hookEvent } of mapped) {
      const hooks = subscriptions.filter((hook) => hook.events.includes(hookEvent.hookEvent));
      if (hooks.length === 0) {
        continue;
      }
      recorded.add(event);
      const context = hookEvent.context ? await loadContext(scope, hookEvent.context) : {};
      // Data events tell which Management API call caused them; interaction events carry their own.
      const request = hookEvent.context ? {} : (event.request ?? {});
      const createdAt = new Date().toISOString();
      for (const hook of hooks) {
        const payload = withoutUndefined({
          hookId: hook.id,
          event: hookEvent.hookEvent,
          createdAt,
          ...request,
          ...hookEvent.fields,
          ...context,
        });
        rows.push({ id: generateId(), hook_id: hook.id, event: hookEvent.hookEvent, payload: toJson(payload) });
      }
    }
    if (rows.length > 0) {
      await scope.insertInto('hook_deliveries', rows).execute();
    }
  };

  const listener: EventListener = (event) => {
    if (recorded.has(event)) {
      options.onRecorded();
    }
  };

  return { write: { write, records: isHookEventName }, listener };
}
