import type { EventListener } from '../events/event-bus.js';
import type { ProviderRegistry } from '../oidc/provider-registry.js';
import '../modules/users/events.js';

/**
 * A changed password, a suspension or a deleted account ends every OIDC session of the user and
 * revokes their grants and tokens, the console's own included: whoever held the old password, or
 * a token obtained with it, must sign in again. The provider's storage is shared by every
 * instance (database or Redis), so the instance that saw the event does it once for all. It
 * subscribes as a settling listener: a Management API write answers once this is done.
 */
export const endSessionsOnEvents =
  (providers: Pick<ProviderRegistry, 'endAccountSessions'>): EventListener =>
  (event) => {
    if (event.name === 'user.password.updated' || event.name === 'user.deleted') {
      return providers.endAccountSessions(event.tenantId, event.data.userId);
    }
    if (event.name === 'user.suspension.updated' && event.data.user.isSuspended) {
      return providers.endAccountSessions(event.tenantId, event.data.user.id);
    }
    return undefined;
  };
