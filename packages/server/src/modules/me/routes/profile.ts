import { adminTenantId, meApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { meRoute } from '../me-contract.js';
import { toCurrentUser } from '../responses.js';
import { findCurrentUser, updateProfile } from '../service.js';

export const profileRoutes = ({ tenantScope }: Pick<AppContext, 'tenantScope'>) => {
  const scope = tenantScope(adminTenantId);
  return createRouter()
    .openapi(meRoute(meApi.get), async (c) => {
      const user = await findCurrentUser(scope, c.get('auth').subject);
      return c.json(toCurrentUser(user), 200);
    })
    .openapi(meRoute(meApi.update), async (c) => {
      const body = c.req.valid('json');
      const change =
        body.username !== undefined
          ? { username: body.username }
          : body.avatar !== undefined
            ? { avatar: body.avatar }
            : { name: body.name ?? null };
      const user = await updateProfile(scope, c.get('auth').subject, change);
      return c.json(toCurrentUser(user), 200);
    });
};
