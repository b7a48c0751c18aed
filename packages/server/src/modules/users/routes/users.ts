import { paginationQuery } from '@tessera/schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { notFound } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination, totalNumberHeader } from '../../../http/pagination.js';
import { countUsersMatching, findUsers } from '../list-queries.js';
import { findUserById } from '../queries.js';
import { toUserResponse } from '../service.js';
import { security } from '../../../http/contract-parts.js';

const tags = ['Users'];

const userResponse = z
  .object({
    id: z.string(),
    username: z.string().nullable(),
    primaryEmail: z.string().nullable(),
    primaryPhone: z.string().nullable(),
    name: z.string().nullable(),
    avatar: z.string().nullable(),
    customData: z.record(z.string(), z.unknown()),
    identities: z.record(z.string(), z.unknown()),
    profile: z.record(z.string(), z.unknown()),
    applicationId: z.string().nullable(),
    isSuspended: z.boolean(),
    lastSignInAt: z.number().nullable(),
    createdAt: z.number(),
    updatedAt: z.number(),
    hasPassword: z.boolean(),
  })
  .openapi('User');

const listUsers = createRoute({
  method: 'get',
  path: '/users',
  tags,
  summary: 'List users',
  description: 'Users of the tenant, newest first. `search` matches id, username, email, phone or name.',
  security,
  request: {
    query: paginationQuery.extend({
      search: z.string().max(256).optional(),
      excludeRoleId: z.string().max(21).optional().openapi({ description: 'Leave out users holding this role.' }),
    }),
  },
  responses: {
    200: { description: 'A page of users.', headers: totalNumberHeader, content: { 'application/json': { schema: z.array(userResponse) } } },
  },
});

const getUser = createRoute({
  method: 'get',
  path: '/users/{userId}',
  tags,
  summary: 'Get a user',
  description: 'One user of the tenant, without credentials.',
  security,
  request: { params: z.object({ userId: z.string().min(1).max(12).openapi({ param: { name: 'userId', in: 'path' } }) }) },
  responses: {
    200: { description: 'The user.', content: { 'application/json': { schema: userResponse } } },
    404: { description: 'No user with this id.' },
  },
});

export const userRoutes = ({ database }: AppContext) =>
  createRouter()
    .openapi(listUsers, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { search, excludeRoleId, ...page } = c.req.valid('query');
      const filter = { search, excludeRoleId };
      const [users, total] = await Promise.all([
        findUsers(scope, filter, toPagination(page)),
        countUsersMatching(scope, filter),
      ]);
      setTotalNumber(c, total);
      return c.json(users.map(toUserResponse), 200);
    })
    .openapi(getUser, async (c) => {
      const { userId } = c.req.valid('param');
      const user = await findUserById(scopeToTenant(database.db, c.get('tenantId')), userId);
      if (!user) {
        throw notFound('user', userId);
      }
      return c.json(toUserResponse(user), 200);
    });
