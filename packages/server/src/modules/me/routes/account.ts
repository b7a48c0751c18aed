import { adminTenantId, meApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { meRoute } from '../me-contract.js';
import { deleteCurrentUser } from '../service.js';

export const accountRoutes = ({ config, tenantScope }: Pick<AppContext, 'config' | 'tenantScope'>) => {
  const scope = tenantScope(adminTenantId);
  return createRouter().openapi(meRoute(meApi.delete), async (c) => {
    if (config.edition !== 'cloud') {
      throw new RequestError('auth.cloud_only', 403);
    }
    await deleteCurrentUser(scope, c.get('auth').subject);
    return c.body(null, 204);
  });
};
