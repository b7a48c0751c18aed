import { userApi } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { requireUser } from '../../roles/assignment-service.js';
import { countUsersMatching, findUsers } from '../list-queries.js';
import { toUserResponse, toUserWithPasswordHash } from '../responses.js';
import { isQueryFlagOn } from '../../../http/query-flag.js';

export const userRoute = routesOf({ tags: ['Users'], security });

export const userRoutes = () =>
  createRouter()
    .openapi(userRoute(userApi.list), async (c) => {
      const scope = c.get('scope');
      const { search, excludeRoleId, ...page } = c.req.valid('query');
      const filter = { search, excludeRoleId };
      const [users, total] = await Promise.all([
        findUsers(scope, filter, toPagination(page)),
        countUsersMatching(scope, filter),
      ]);
      setTotalNumber(c, total);
      return c.json(users.map(toUserResponse), 200);
    })
    .openapi(userRoute(userApi.get), async (c) => {
      const user = await requireUser(c.get('scope'), c.req.valid('param').userId);
      const withHash = isQueryFlagOn(c.req.valid('query').includePasswordHash);
      return c.json(withHash ? toUserWithPasswordHash(user) : toUserResponse(user), 200);
    });
