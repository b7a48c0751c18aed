import type { Logger } from '../logger.js';
import type { DomainEvent } from './domain-events.js';

export type EventListener = (event: DomainEvent) => void | Promise<void>;

/**
 * `settles`: the write that raised the event answers only once this listener's work is done
 * (see `settled`). For effects a caller relies on when it hears success, such as ended sessions.
 */
export type SubscribeOptions = { settles?: boolean };

/** Delivers committed domain events to every subscriber (cache invalidation, later audit logs, webhooks, quotas). */
export type EventBus = {
  /** Hands events that are already committed to every subscriber, in order. */
  deliver: (events: readonly DomainEvent[]) => void;
  subscribe: (listener: EventListener, options?: SubscribeOptions) => () => void;
  /** Resolves once the work of every settling listener started so far has finished. */
  settled: () => Promise<void>;
};

/**
 * Listeners run synchronously in the order they subscribed, so a cache is dropped before the
 * answer leaves; a listener that fails is logged and never fails the write, which has committed.
 */
export function createEventBus(logger: Logger): EventBus {
  const listeners = new Set<EventListener>();
  const settling = new WeakSet<EventListener>();
  const pending = new Set<Promise<void>>();
  const report = (event: DomainEvent, error: unknown) =>
    logger.error({ err: error, event: event.name, tenantId: event.tenantId }, 'event subscriber failed');
  return {
    deliver: (events) => {
      for (const event of events) {
        for (const listener of listeners) {
          try {
            const work = listener(event);
            if (work) {
              const done = work.catch((error: unknown) => report(event, error));
              if (settling.has(listener)) {
                pending.add(done);
                void done.finally(() => pending.delete(done));
              }
            }
          } catch (error) {
            report(event, error);
          }
        }
      }
    },
    subscribe: (listener, options) => {
      listeners.add(listener);
      if (options?.settles) {
        settling.add(listener);
      }
      return () => listeners.delete(listener);
    },
    settled: async () => {
      await Promise.all(pending);
    },
  };
}
