import type { Role } from '@tessera/schemas';

/**
 * Events of the roles area (names map onto the webhook events of the spec: created, deleted,
 * data updated, scopes updated, and membership).
 */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    'role.created': { role: Role };
    'role.data.updated': { role: Role };
    'role.deleted': { roleId: string };
    /** The scopes the role grants changed; its holders' next tokens differ. */
    'role.scopes.updated': { roleId: string };
    /** A user gained or lost roles, whichever side (role or user) the change was made from. */
    'user.roles.updated': { userId: string };
    /** A machine-to-machine application gained or lost roles, from either side. */
    'application.roles.updated': { applicationId: string };
  }
}
