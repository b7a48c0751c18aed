/** Events of brute-force protection. No identifier or address travels with them. */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    /** Failed password attempts reached the tenant's threshold: the identifier is blocked. */
    'identifier.locked': { action: 'Password'; minutes: number };
  }
}

export {};
