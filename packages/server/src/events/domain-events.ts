/**
 * The catalogue of domain events, by name. It starts empty: each module declares its own events
 * in its `events.ts` by adding to this interface (TypeScript declaration merging), so the kit
 * never imports a module and a new area's events join the catalogue where they are defined.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEventCatalogue {}

export type DomainEventName = keyof DomainEventCatalogue;

/**
 * The Management API call an event was raised by, as webhooks describe it: the path and route
 * below `/api`, the route's parameters, and the status the call answers with on success.
 */
export type EventRequest = {
  path: string;
  method: string;
  status: number;
  params: Record<string, string>;
  matchedRoute: string;
};

/**
 * What happened, in which tenant, with the entity as it is after the change; `request` when a
 * Management API call raised it in a transaction (the events an outbox may record).
 */
export type DomainEvent<N extends DomainEventName = DomainEventName> = {
  [K in N]: { name: K; tenantId: string; data: DomainEventCatalogue[K]; request?: EventRequest };
}[N];

/**
 * Events that must be raised inside `TenantScope.transaction`, because they are written to an
 * outbox with the change that caused them (webhooks: `modules/hooks/hook-events.ts` declares
 * them). Filled by declaration merging like the catalogue; the value type is unused.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface TransactionalEventCatalogue {}

/** Events raised in the transaction of their change (see TransactionalEventCatalogue). */
export type TransactionalEventName = keyof TransactionalEventCatalogue & DomainEventName;

/** Events a scope may raise outside a transaction: delivered at once, nothing records them. */
export type ImmediateEventName = Exclude<DomainEventName, TransactionalEventName>;
