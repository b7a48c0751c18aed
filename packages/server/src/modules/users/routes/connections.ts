import { userApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { forgetTokenSet } from '../../connectors/token-storage/service.js';
import { requireUser } from '../../roles/assignment-service.js';
import { endUserSession, findUserSession, listUserSessions } from '../sessions.js';
import { listUserGrants, revokeUserGrant } from '../grants.js';
import { findAllIdentities, findIdentity, removeIdentity } from '../identities.js';
import { findSocialTokenSecret, findSsoTokenSecret, wantsTokenSecret, withTokenSecrets } from '../identity-token-secrets.js';
import { listMfaVerifications, removeMfaVerification } from '../mfa-verifications.js';
import { toUserResponse } from '../responses.js';
import { findSsoIdentityOfUser } from '../sso-identities.js';
import { userRoute } from './users.js';

/** What a user is linked to: social and SSO identities, MFA factors, OIDC sessions and grants. */
export const userConnectionRoutes = ({ providers }: Pick<AppContext, 'providers'>) =>
  createRouter()
    .openapi(userRoute(userApi.listAllIdentities), async (c) => {
      const scope = c.get('scope');
      const { userId } = c.req.valid('param');
      const all = await findAllIdentities(scope, await requireUser(scope, userId));
      return c.json(wantsTokenSecret(c.req.valid('query').includeTokenSecret) ? await withTokenSecrets(scope, userId, all) : all, 200);
    })
    .openapi(userRoute(userApi.getIdentity), async (c) => {
      const { userId, target } = c.req.valid('param');
      const scope = c.get('scope');
      const identity = findIdentity(await requireUser(scope, userId), target);
      const tokenSecret = wantsTokenSecret(c.req.valid('query').includeTokenSecret)
        ? await findSocialTokenSecret(scope, userId, target, identity.userId)
        : undefined;
      return c.json({ identity, ...(tokenSecret ? { tokenSecret } : {}) }, 200);
    })
    .openapi(userRoute(userApi.deleteIdentity), async (c) => {
      const { userId, target } = c.req.valid('param');
      const user = await removeIdentity(c.get('scope'), userId, target);
      await forgetTokenSet(c.get('scope'), { userId, kind: 'social', target });
      return c.json(toUserResponse(user), 200);
    })
    .openapi(userRoute(userApi.getSsoIdentity), async (c) => {
      const { userId, ssoConnectorId } = c.req.valid('param');
      const scope = c.get('scope');
      const ssoIdentity = await findSsoIdentityOfUser(scope, await requireUser(scope, userId), ssoConnectorId);
      const tokenSecret = wantsTokenSecret(c.req.valid('query').includeTokenSecret) ? await findSsoTokenSecret(scope, ssoIdentity) : undefined;
      return c.json({ ssoIdentity, ...(tokenSecret ? { tokenSecret } : {}) }, 200);
    })
    .openapi(userRoute(userApi.listMfaVerifications), async (c) => {
      const user = await requireUser(c.get('scope'), c.req.valid('param').userId);
      return c.json(listMfaVerifications(user), 200);
    })
    .openapi(userRoute(userApi.deleteMfaVerification), async (c) => {
      const { userId, verificationId } = c.req.valid('param');
      await removeMfaVerification(c.get('scope'), userId, verificationId);
      return c.body(null, 204);
    })
    .openapi(userRoute(userApi.listSessions), async (c) => {
      const sessions = await listUserSessions(c.get('scope'), providers, c.req.valid('param').userId);
      return c.json({ sessions }, 200);
    })
    .openapi(userRoute(userApi.getSession), async (c) => {
      const { userId, sessionId } = c.req.valid('param');
      return c.json(await findUserSession(c.get('scope'), providers, userId, sessionId), 200);
    })
    .openapi(userRoute(userApi.deleteSession), async (c) => {
      const { userId, sessionId } = c.req.valid('param');
      await endUserSession(c.get('scope'), providers, userId, sessionId, c.req.valid('query').revokeGrantsTarget);
      return c.body(null, 204);
    })
    .openapi(userRoute(userApi.listGrants), async (c) => {
      const { userId } = c.req.valid('param');
      const grants = await listUserGrants(c.get('scope'), providers, userId, c.req.valid('query').appType);
      return c.json({ grants }, 200);
    })
    .openapi(userRoute(userApi.deleteGrant), async (c) => {
      const { userId, grantId } = c.req.valid('param');
      await revokeUserGrant(c.get('scope'), providers, userId, grantId);
      return c.body(null, 204);
    });
