import type { RevokeGrantsTarget, UserSession } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound } from '../../errors/request-error.js';
import { findApplicationsByIds } from '../applications/queries.js';
import { requireUser } from '../roles/assignment-service.js';
import type { OidcAccountStore } from './oidc-account.js';
import './events.js';

type Authorizations = NonNullable<UserSession['payload']['authorizations']>;

const seconds = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The provider's session record in the API shape; the last sign-in step is not recorded (`null`). */
const toUserSession = (stored: { id: string; payload: Record<string, unknown>; expiresAt: Date }): UserSession => {
  const { payload } = stored;
  const authorizations = (payload.authorizations ?? {}) as Authorizations;
  const accountId = typeof payload.accountId === 'string' ? payload.accountId : null;
  return {
    payload: {
      exp: seconds(payload.exp),
      iat: seconds(payload.iat),
      jti: stored.id,
      uid: typeof payload.uid === 'string' ? payload.uid : '',
      kind: 'Session',
      loginTs: seconds(payload.loginTs),
      accountId: accountId ?? '',
      authorizations,
    },
    lastSubmission: null,
    clientId: Object.keys(authorizations)[0] ?? null,
    accountId,
    expiresAt: stored.expiresAt.getTime(),
  };
};

/** The user's live OIDC sessions, newest sign-in first. */
export async function listUserSessions(scope: TenantScope, oidc: OidcAccountStore, userId: string) {
  await requireUser(scope, userId);
  const sessions = await oidc.listAccountModels(scope.tenantId, userId, 'Session');
  return sessions.map(toUserSession).sort((a, b) => b.payload.loginTs - a.payload.loginTs || b.payload.iat - a.payload.iat);
}

/** One live session of the user; 404 for an unknown id or another user's session. */
export async function findUserSession(scope: TenantScope, oidc: OidcAccountStore, userId: string, sessionId: string) {
  const session = (await listUserSessions(scope, oidc, userId)).find((item) => item.payload.jti === sessionId);
  if (!session) {
    throw notFound('session', sessionId);
  }
  return session;
}

/**
 * Ends one session of the user (`user.session.ended`). With `revokeGrantsTarget`, the grants it
 * gave applications (`all`, or first-party ones only) are revoked with their tokens.
 */
export async function endUserSession(
  scope: TenantScope,
  oidc: OidcAccountStore,
  userId: string,
  sessionId: string,
  revokeGrantsTarget?: RevokeGrantsTarget,
) {
  const session = await findUserSession(scope, oidc, userId, sessionId);
  await oidc.endSession(scope.tenantId, sessionId);
  if (revokeGrantsTarget) {
    const grants = Object.entries(session.payload.authorizations ?? {}).filter(
      (entry): entry is [string, { grantId: string }] => typeof entry[1].grantId === 'string',
    );
    const thirdParty = new Set(
      (await findApplicationsByIds(scope, grants.map(([clientId]) => clientId)))
        .filter((application) => application.is_third_party)
        .map((application) => application.id),
    );
    for (const [clientId, { grantId }] of grants) {
      if (revokeGrantsTarget === 'all' || !thirdParty.has(clientId)) {
        await oidc.endGrant(scope.tenantId, grantId);
      }
    }
  }
  scope.emit('user.session.ended', { userId, sessionId });
}
