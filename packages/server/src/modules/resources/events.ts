import type { Resource, Scope } from '@tessera/schemas';

/**
 * Events of the API resources area (the spec's webhook events name scope created, data updated
 * and deleted). A resource's scopes go with it: deleting a resource raises no scope events.
 */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    'resource.created': { resource: Resource };
    /** Name, token lifetime or default flag changed; setting a default also clears the previous one. */
    'resource.data.updated': { resource: Resource };
    'resource.deleted': { resourceId: string };
    'scope.created': { scope: Scope };
    'scope.data.updated': { scope: Scope };
    'scope.deleted': { resourceId: string; scopeId: string };
  }
}
