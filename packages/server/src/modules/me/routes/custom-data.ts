import { adminTenantId, meApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { meRoute } from '../me-contract.js';
import { findCurrentUser, mergeCustomData } from '../service.js';

export const customDataRoutes = ({ tenantScope }: Pick<AppContext, 'tenantScope'>) => {
  const scope = tenantScope(adminTenantId);
  return createRouter()
    .openapi(meRoute(meApi.getCustomData), async (c) => {
      const user = await findCurrentUser(scope, c.get('auth').subject);
      return c.json(user.custom_data, 200);
    })
    .openapi(meRoute(meApi.updateCustomData), async (c) => {
      const customData = await mergeCustomData(scope, c.get('auth').subject, c.req.valid('json'));
      return c.json(customData, 200);
    });
};
