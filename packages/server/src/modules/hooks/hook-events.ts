import type { HookEvent, InteractionEvent } from '@tessera/schemas';
import type { DomainEvent, DomainEventName, TransactionalEventName } from '../../events/domain-events.js';
import '../experience/events.js';
import '../organizations/events.js';
import '../resources/events.js';
import '../roles/events.js';
import '../users/events.js';

/** A webhook event a domain event stands for, and what its payload says about it. */
export type HookEventOf = {
  hookEvent: HookEvent;
  /** Fields of the payload beside `hookId`, `event` and `createdAt`. */
  fields: Record<string, unknown>;
  /** Entities the payload describes in full, loaded in the transaction when a hook listens. */
  context?: { userId?: string; applicationId?: string };
};

/**
 * The domain events webhooks subscribe to. Declaring them transactional makes the type of
 * `TenantScope.emit` refuse them outside `scope.transaction`, so each reaches the outbox in the
 * transaction of its change; `dataEvents` below must map every one of them.
 */
declare module '../../events/domain-events.js' {
  interface TransactionalEventCatalogue {
    'user.created': true;
    'user.data.updated': true;
    'user.suspension.updated': true;
    'user.deleted': true;
    'role.created': true;
    'role.data.updated': true;
    'role.deleted': true;
    'role.scopes.updated': true;
    'scope.created': true;
    'scope.data.updated': true;
    'scope.deleted': true;
    'organization.created': true;
    'organization.data.updated': true;
    'organization.deleted': true;
    'organization.membership.updated': true;
    'organization_role.created': true;
    'organization_role.data.updated': true;
    'organization_role.deleted': true;
    'organization_role.scopes.updated': true;
    'organization_scope.created': true;
    'organization_scope.data.updated': true;
    'organization_scope.deleted': true;
    'interaction.completed': true;
  }
}

type Mapper<N extends DomainEventName> = (data: DomainEvent<N>['data']) => HookEventOf;

const data =
  <N extends DomainEventName>(hookEvent: HookEvent, pick: (data: DomainEvent<N>['data']) => unknown): Mapper<N> =>
  (eventData) => ({ hookEvent, fields: { data: pick(eventData) } });

/** Domain events that are webhook events, with the entity each hands as `data`. */
const dataEvents: { [N in Exclude<TransactionalEventName, 'interaction.completed'>]: Mapper<N> } = {
  'user.created': data('User.Created', (d) => d.user),
  'user.data.updated': data('User.Data.Updated', (d) => d.user),
  'user.suspension.updated': data('User.SuspensionStatus.Updated', (d) => d.user),
  'user.deleted': data('User.Deleted', (d) => ({ id: d.userId })),
  'role.created': data('Role.Created', (d) => d.role),
  'role.data.updated': data('Role.Data.Updated', (d) => d.role),
  'role.deleted': data('Role.Deleted', (d) => ({ id: d.roleId })),
  'role.scopes.updated': data('Role.Scopes.Updated', (d) => ({ id: d.roleId })),
  'scope.created': data('Scope.Created', (d) => d.scope),
  'scope.data.updated': data('Scope.Data.Updated', (d) => d.scope),
  'scope.deleted': data('Scope.Deleted', (d) => ({ id: d.scopeId, resourceId: d.resourceId })),
  'organization.created': data('Organization.Created', (d) => d.organization),
  'organization.data.updated': data('Organization.Data.Updated', (d) => d.organization),
  'organization.deleted': data('Organization.Deleted', (d) => ({ id: d.organizationId })),
  'organization.membership.updated': data('Organization.Membership.Updated', (d) => ({ id: d.organizationId })),
  'organization_role.created': data('OrganizationRole.Created', (d) => d.organizationRole),
  'organization_role.data.updated': data('OrganizationRole.Data.Updated', (d) => d.organizationRole),
  'organization_role.deleted': data('OrganizationRole.Deleted', (d) => ({ id: d.organizationRoleId })),
  'organization_role.scopes.updated': data('OrganizationRole.Scopes.Updated', (d) => ({ id: d.organizationRoleId })),
  'organization_scope.created': data('OrganizationScope.Created', (d) => d.organizationScope),
  'organization_scope.data.updated': data('OrganizationScope.Data.Updated', (d) => d.organizationScope),
  'organization_scope.deleted': data('OrganizationScope.Deleted', (d) => ({ id: d.organizationScopeId })),
};

const interactionHookEvents: Record<InteractionEvent, HookEvent> = {
  SignIn: 'PostSignIn',
  Register: 'PostRegister',
  ForgotPassword: 'PostResetPassword',
};

/** The webhook event a completed sign-in, registration or password reset stands for. */
export const hookEventOfInteraction = (event: InteractionEvent): HookEvent => interactionHookEvents[event];

/** Names that may stand for a webhook event: a cheap first check before any work. */
const candidateNames = new Set<string>([...Object.keys(dataEvents), 'interaction.completed']);
export const isHookEventName = (name: string) => candidateNames.has(name);
export const mayBeHookEvent = (event: DomainEvent) => candidateNames.has(event.name);

/**
 * The webhook event a committed domain event stands for, if any. A completed sign-in,
 * registration or password reset carries the interaction's context: session, client address,
 * user agent, user and application.
 */
export function toHookEvent(event: DomainEvent): HookEventOf | undefined {
  if (event.name === 'interaction.completed') {
    const submission = event.data;
    return {
      hookEvent: interactionHookEvents[submission.event],
      fields: {
        interactionEvent: submission.event,
        sessionId: submission.sessionId,
        userAgent: submission.userAgent,
        userIp: submission.ip,
        userId: submission.userId,
        applicationId: submission.applicationId,
      },
      context: { userId: submission.userId, applicationId: submission.applicationId },
    };
  }
  const mapper = (dataEvents as Partial<Record<DomainEventName, Mapper<DomainEventName>>>)[event.name];
  return mapper?.(event.data);
}
