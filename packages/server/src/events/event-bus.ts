import type { Logger } from '../logger.js';
import type { DomainEvent } from './domain-events.js';

export type EventListener = (event: DomainEvent) => void | Promise<void>;

/** Delivers committed domain events to every subscriber (cache invalidation, later audit logs, webhooks, quotas). */
export type EventBus = {
  /** Hands events that are already committed to every subscriber, in order. */
  deliver: (events: readonly DomainEvent[]) => void;
  subscribe: (listener: EventListener) => () => void;
};

/**
 * Listeners run synchronously in the order they subscribed, so a cache is dropped before the
 * answer leaves; a listener that fails is logged and never fails the write, which has committed.
 */
export function createEventBus(logger: Logger): EventBus {
  const listeners = new Set<EventListener>();
  const report = (event: DomainEvent, error: unknown) =>
    logger.error({ err: error, event: event.name, tenantId: event.tenantId }, 'event subscriber failed');
  return {
    deliver: (events) => {
      for (const event of events) {
        for (const listener of listeners) {
          try {
            const pending = listener(event);
            if (pending) {
              pending.catch((error: unknown) => report(event, error));
            }
          } catch (error) {
            report(event, error);
          }
        }
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
