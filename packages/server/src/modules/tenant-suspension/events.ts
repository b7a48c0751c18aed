/** Events of tenant suspension. */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    /** An operator suspended the tenant or lifted its suspension. */
    'tenant.suspension.updated': { isSuspended: boolean };
  }
}

export {};
