import type { TenantScope } from '../../db/tenant-scope.js';
import { findConnectorByType, type ConnectorRow } from './queries.js';

type SendingKind = 'Email' | 'Sms';

/** Name of the tenant's connector of a kind among its cached reads (TenantScope.cached). */
export const sendingConnectorRead = (kind: SendingKind) => `connector:${kind}`;

/** Every such name: a `connector.*` event drops them all (a deleted connector's event names no kind). */
export const sendingConnectorReads = (['Email', 'Sms'] as const).map(sendingConnectorRead);

/**
 * The tenant's connector of a passwordless kind, as every code sent reads it: cached until a
 * `connector.*` event. Its config stays encrypted in the cache, opened for each message. A
 * tenant without one is asked again next time.
 */
export const findSendingConnector = (scope: TenantScope, kind: SendingKind): Promise<ConnectorRow | undefined> =>
  scope.cached(sendingConnectorRead(kind), (fresh) => findConnectorByType(fresh, kind));
