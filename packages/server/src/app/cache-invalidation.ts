import type { Invalidation, InvalidationBus } from '../cache/invalidation-bus.js';
import type { DomainEvent, DomainEventName } from '../events/domain-events.js';
import type { EventListener } from '../events/event-bus.js';
import { sendingConnectorReads } from '../modules/connectors/sending-connector.js';
import { signInExperienceRead } from '../modules/sign-in-exp/service.js';
import { signInSsoConnectorsRead } from '../modules/sso-connectors/sign-in-connectors.js';
import { hookSubscriptionsRead } from '../modules/hooks/outbox.js';

type Invalidations = { [N in DomainEventName]: (event: DomainEvent<N>) => Invalidation[] };

/**
 * Resource servers cache the API resources, their scopes and the scopes roles grant, so every
 * change of resources, scopes, roles or role holders drops them.
 */
const resourceServers = ({ tenantId }: { tenantId: string }): Invalidation[] => [
  { kind: 'resources', tenantId },
];

/** The provider caches each application as an OIDC client; any change of the application drops it. */
const oidcClient = (tenantId: string, clientId: string): Invalidation => ({
  kind: 'client',
  tenantId,
  clientId,
});

/** Codes are sent through the tenant's cached Email and Sms connectors. */
const sendingConnectors = ({ tenantId }: { tenantId: string }): Invalidation[] =>
  sendingConnectorReads.map((name) => ({ kind: 'tenant-read', tenantId, name }));

/** The sign-in page's list of SSO connectors is cached (TenantScope.cached). */
const signInSsoConnectors = ({ tenantId }: { tenantId: string }): Invalidation[] => [
  { kind: 'tenant-read', tenantId, name: signInSsoConnectorsRead },
];

const hookSubscriptions = ({ tenantId }: { tenantId: string }): Invalidation[] => [
  { kind: 'tenant-read', tenantId, name: hookSubscriptionsRead },
];

/** The tenant's OIDC provider signs with its keys: a key change rebuilds it. */
const oidcProvider = ({ tenantId }: { tenantId: string }): Invalidation[] => [
  { kind: 'provider', tenantId },
];

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
  // Providers keep no user data: accounts are read afresh for every token.
  'user.created': () => [],
  'user.data.updated': () => [],
  'user.password.updated': () => [],
  'user.suspension.updated': () => [],
  'user.session.ended': () => [],
  'user.grant.revoked': () => [],
  'user.deleted': () => [],
  'application.roles.updated': resourceServers,
  // A lookup of a new id may be cached as "no such client".
  'application.created': ({ tenantId, data }) => [oidcClient(tenantId, data.application.id)],
  'application.data.updated': ({ tenantId, data }) => [oidcClient(tenantId, data.application.id)],
  'application.secrets.updated': ({ tenantId, data }) => [oidcClient(tenantId, data.applicationId)],
  'application.consent_scopes.updated': ({ tenantId, data }) => [
    oidcClient(tenantId, data.applicationId),
  ],
  // Its roles went with it: the scopes it held through them too.
  'application.deleted': ({ tenantId, data }) => [
    oidcClient(tenantId, data.applicationId),
    { kind: 'resources', tenantId },
  ],
  // No cache holds an application's own branding.
  'application.sign_in_experience.updated': () => [],
  'saml_application.secrets.updated': () => [],
  'resource.created': resourceServers,
  'resource.data.updated': resourceServers,
  'resource.deleted': resourceServers,
  'scope.created': resourceServers,
  'scope.data.updated': resourceServers,
  'scope.deleted': resourceServers,
  'oidc_keys.rotated': oidcProvider,
  'oidc_key.deleted': oidcProvider,
  // The provider is built with the session lifetime and the ID token's extended claims.
  'oidc_session_config.data.updated': oidcProvider,
  'id_token_config.data.updated': oidcProvider,
  // The provider is built with the custom token claims scripts, and keeps their engines loaded.
  'jwt_customizer.data.updated': oidcProvider,
  // Only the console reads it.
  'admin_console_config.data.updated': () => [],
  // Blocks are read from the database on every attempt.
  'identifier.locked': () => [],
  // Records of what happened (audit logs, activity counts): nothing cached depends on them.
  'interaction.submitted': () => [],
  'interaction.completed': () => [],
  // The outbox fans events out with each instance's cached list of enabled hooks.
  'hook.created': hookSubscriptions,
  'hook.data.updated': hookSubscriptions,
  'hook.deleted': hookSubscriptions,
  'token.exchanged': () => [],
  // Every instance keeps the sign-in experience it read (TenantScope.cached).
  'signInExperience.updated': ({ tenantId }) => [
    { kind: 'tenant-read', tenantId, name: signInExperienceRead },
  ],
  // Custom phrases are read afresh for each request; nothing caches them.
  'customPhrase.updated': () => [],
  'customPhrase.deleted': () => [],
  // Every instance keeps the connectors it sends codes through (TenantScope.cached).
  'connector.created': sendingConnectors,
  'connector.data.updated': sendingConnectors,
  'connector.deleted': sendingConnectors,
  // Organizations, their template and memberships are read from the database for every request.
  'organization.created': () => [],
  'organization.data.updated': () => [],
  'organization.deleted': () => [],
  'organization.membership.updated': () => [],
  'organization_role.created': () => [],
  'organization_role.data.updated': () => [],
  'organization_role.deleted': () => [],
  'organization_role.scopes.updated': () => [],
  'organization_scope.created': () => [],
  'organization_scope.data.updated': () => [],
  'organization_scope.deleted': () => [],
  // Every instance keeps the connectors its sign-in page offers (TenantScope.cached).
  'sso_connector.created': signInSsoConnectors,
  'sso_connector.data.updated': signInSsoConnectors,
  'sso_connector.deleted': signInSsoConnectors,
  // Only the audit log reads it.
  'subject-token.created': () => [],
  // Every instance drops what it knows of the tenant, its suspension with it (start-server.ts).
  'tenant.suspension.updated': ({ tenantId }) => [{ kind: 'tenant', tenantId }],
};

export const invalidateCachesOnEvents =
  (bus: InvalidationBus): EventListener =>
  (event) => {
    const invalidate = invalidations[event.name] as (event: DomainEvent) => Invalidation[];
    for (const message of invalidate(event)) {
      bus.publish(message);
    }
  };
