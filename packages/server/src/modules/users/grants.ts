import type { GrantAppType, UserGrant } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound } from '../../errors/request-error.js';
import { findApplicationsByIds } from '../applications/queries.js';
import { requireUser } from '../roles/assignment-service.js';
import type { OidcAccountStore } from './oidc-account.js';
import './events.js';

/**
 * The user's live grants, newest first, each with its application (its id stands in for the name
 * of an application deleted since); `appType` keeps first- or third-party applications only.
 */
export async function listUserGrants(
  scope: TenantScope,
  oidc: OidcAccountStore,
  userId: string,
  appType?: GrantAppType,
): Promise<UserGrant[]> {
  await requireUser(scope, userId);
  const grants = await oidc.listAccountModels(scope.tenantId, userId, 'Grant');
  const clientIds = [...new Set(grants.map((grant) => String(grant.payload.clientId)))];
  const applications = new Map(
    (clientIds.length > 0 ? await findApplicationsByIds(scope, clientIds) : []).map((application) => [
      application.id,
      application,
    ]),
  );
  return grants
    .map((grant) => {
      const clientId = String(grant.payload.clientId);
      const application = applications.get(clientId);
      return {
        grant: {
          id: grant.id,
          payload: { ...grant.payload, jti: grant.id, kind: 'Grant', clientId, accountId: userId } as UserGrant['payload'],
          expiresAt: grant.expiresAt.getTime(),
          application: { id: clientId, name: application?.name ?? clientId },
        },
        isThirdParty: application?.is_third_party ?? false,
      };
    })
    .filter(({ isThirdParty }) => appType === undefined || isThirdParty === (appType === 'thirdParty'))
    .map(({ grant }) => grant)
    .sort((a, b) => b.payload.iat - a.payload.iat);
}

/** Revokes one grant of the user with its tokens (`user.grant.revoked`); 404 for another user's. */
export async function revokeUserGrant(scope: TenantScope, oidc: OidcAccountStore, userId: string, grantId: string) {
  await requireUser(scope, userId);
  const grants = await oidc.listAccountModels(scope.tenantId, userId, 'Grant');
  if (!grants.some((grant) => grant.id === grantId)) {
    throw notFound('grant', grantId);
  }
  await oidc.endGrant(scope.tenantId, grantId);
  scope.emit('user.grant.revoked', { userId, grantId });
}
