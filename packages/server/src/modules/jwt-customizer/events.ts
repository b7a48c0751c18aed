import type { CustomJwtTokenTypePath } from '@tessera/schemas';

/** Events of the custom token claims area; they never carry the script's environment variables. */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    /** A token type's script was created, changed or deleted; tokens issued from now on follow it. */
    'jwt_customizer.data.updated': { tokenTypePath: CustomJwtTokenTypePath; deleted: boolean };
  }
}
