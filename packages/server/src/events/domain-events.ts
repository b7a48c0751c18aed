/**
 * The catalogue of domain events, by name. It starts empty: each module declares its own events
 * in its `events.ts` by adding to this interface (TypeScript declaration merging), so the kit
 * never imports a module and a new area's events join the catalogue where they are defined.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEventCatalogue {}

export type DomainEventName = keyof DomainEventCatalogue;

/** What happened, in which tenant, with the entity as it is after the change. */
export type DomainEvent<N extends DomainEventName = DomainEventName> = {
  [K in N]: { name: K; tenantId: string; data: DomainEventCatalogue[K] };
}[N];
