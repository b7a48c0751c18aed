import { adminTenantId, meSocialApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { listSocialConnectors, requireSocialConnector } from '../../connectors/social-connector.js';
import { socialContextOf } from '../../connectors/social-context.js';
import { removeIdentity } from '../../users/identities.js';
import { completeIdentityLink, startIdentityLink } from '../../users/social-link.js';
import { serviceLocation } from '../../../tenancy/tenant-location.js';
import { meRoute } from '../me-contract.js';

/**
 * The console user's linked social accounts (spec 001 §7): the admin tenant's social connectors,
 * a link session bound to the user, and unlinking by connector.
 */
export const meSocialRoutes = (context: Pick<AppContext, 'tenantScope' | 'vault' | 'config' | 'ephemeral'>) => {
  const scope = context.tenantScope(adminTenantId);
  const dependencies = { context: socialContextOf(context, serviceLocation(context.config.endpoint, adminTenantId)), ephemeral: context.ephemeral };
  return createRouter()
    .openapi(meRoute(meSocialApi.listConnectors), async (c) => {
      const connectors = await listSocialConnectors(scope, context);
      return c.json(
        connectors.map(({ response: { config: _config, formItems: _items, readme: _readme, ...rest } }) => rest),
        200,
      );
    })
    .openapi(meRoute(meSocialApi.authorizationUri), async (c) => {
      const userId = c.get('auth').subject;
      const redirectTo = await startIdentityLink(scope, dependencies, { ...c.req.valid('json'), userId });
      return c.json({ redirectTo }, 200);
    })
    .openapi(meRoute(meSocialApi.linkIdentity), async (c) => {
      const userId = c.get('auth').subject;
      await completeIdentityLink(scope, dependencies, { ...c.req.valid('json'), userId, sessionUserId: userId });
      return c.body(null, 204);
    })
    .openapi(meRoute(meSocialApi.unlinkIdentity), async (c) => {
      const connector = await requireSocialConnector(scope, context, c.req.valid('param').connectorId);
      await removeIdentity(scope, c.get('auth').subject, connector.target);
      return c.body(null, 204);
    });
};
