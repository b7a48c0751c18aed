import type { Invalidation, InvalidationBus } from '../cache/invalidation-bus.js';
import type { DomainEvent, DomainEventName } from '../events/domain-events.js';
import type { EventListener } from '../events/event-bus.js';

type Invalidations = { [N in DomainEventName]: (event: DomainEvent<N>) => Invalidation[] };

/** Resource servers cache the scopes roles grant: any change of roles or their holders drops them. */
const resourceServers = ({ tenantId }: { tenantId: string }): Invalidation[] => [{ kind: 'resources', tenantId }];

/**
 * What each domain event makes stale in the OIDC providers' caches, on every instance. The map is
 * exhaustive: a new event must say what it invalidates, if only `[]`.
 */
const invalidations: Invalidations = {
  'role.created': resourceServers,
  'role.data.updated': resourceServers,
  'role.deleted': resourceServers,
  'role.scopes.updated': resourceServers,
  'user.roles.updated': resourceServers,
  'application.roles.updated': resourceServers,
};

export const invalidateCachesOnEvents =
  (bus: InvalidationBus): EventListener =>
  (event) => {
    const invalidate = invalidations[event.name] as (event: DomainEvent) => Invalidation[];
    for (const message of invalidate(event)) {
      bus.publish(message);
    }
  };
