/**
 * Events of the webhooks area. They are not webhook events themselves: they drop the cached
 * subscriptions the outbox fans events out with, on every instance.
 */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    'hook.created': { hookId: string };
    /** Name, events, config, enabled flag or signing key changed. */
    'hook.data.updated': { hookId: string };
    'hook.deleted': { hookId: string };
  }
}

export {};
