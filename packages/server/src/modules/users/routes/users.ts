import { userApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { isQueryFlagOn } from '../../../http/query-flag.js';
import { fetchPwnedRange } from '../../passwords/pwned-range.js';
import { requireUser } from '../../roles/assignment-service.js';
import { toUserResponse, toUserWithPasswordHash } from '../responses.js';
import { createUserFromInput } from '../service.js';
import { withSsoIdentities } from '../sso-identities.js';
import { listUsers, toUserSearch } from '../user-list.js';
import { deleteUser, updateUser } from '../user-updates.js';

export const userRoute = routesOf({ tags: ['Users'], security });

/** The users themselves: list, create, read, update, delete. */
export const userRoutes = ({ logger }: Pick<AppContext, 'logger'>) =>
  createRouter()
    .openapi(userRoute(userApi.list), async (c) => {
      const query = c.req.valid('query');
      const { users, total } = await listUsers(c.get('scope'), toUserSearch(query), toPagination(query));
      setTotalNumber(c, total);
      const page = users.map(toUserResponse);
      return c.json(isQueryFlagOn(query.includeSsoIdentities) ? await withSsoIdentities(c.get('scope'), page) : page, 200);
    })
    .openapi(userRoute(userApi.create), async (c) => {
      const user = await createUserFromInput(c.get('scope'), c.req.valid('json'), { pwnedRange: fetchPwnedRange, logger });
      return c.json(toUserResponse(user), 200);
    })
    .openapi(userRoute(userApi.get), async (c) => {
      const scope = c.get('scope');
      const user = await requireUser(scope, c.req.valid('param').userId);
      const { includePasswordHash, includeSsoIdentities } = c.req.valid('query');
      const answer = isQueryFlagOn(includePasswordHash) ? toUserWithPasswordHash(user) : toUserResponse(user);
      return c.json(isQueryFlagOn(includeSsoIdentities) ? (await withSsoIdentities(scope, [answer]))[0] : answer, 200);
    })
    .openapi(userRoute(userApi.update), async (c) => {
      const user = await updateUser(c.get('scope'), c.req.valid('param').userId, c.req.valid('json'));
      return c.json(toUserResponse(user), 200);
    })
    .openapi(userRoute(userApi.delete), async (c) => {
      await deleteUser(c.get('scope'), c.req.valid('param').userId);
      return c.body(null, 204);
    });
