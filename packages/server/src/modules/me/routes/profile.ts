import { createRoute, z } from '@hono/zod-openapi';
import { lengthLimits } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { currentUserResponse, toCurrentUser } from '../current-user.js';
import { meSecurity, meTags, unauthorized } from '../me-contract.js';
import { consoleUserScope, findCurrentUser, updateProfile } from '../service.js';

const avatarUrl = z
  .url({ protocol: /^https?$/ })
  .max(lengthLimits.avatarUrl)
  .openapi({ description: 'An http(s) URL, such as the one an avatar upload answers with.' });

const profilePatch = z
  .strictObject({
    name: z.string().max(lengthLimits.userIdentifier).nullable().optional(),
    username: z.string().min(1).max(lengthLimits.userIdentifier).optional(),
    avatar: avatarUrl.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length === 1, { error: 'Send exactly one of name, username or avatar' })
  .openapi('CurrentUserPatch');

const userContent = { 'application/json': { schema: currentUserResponse } };

const getMe = createRoute({
  method: 'get',
  path: '/me',
  tags: meTags,
  summary: 'Get the current console user',
  description: 'The signed-in console user (a user of the admin tenant), with their custom data.',
  security: meSecurity,
  responses: {
    200: { description: 'The current user.', content: userContent },
    401: unauthorized,
    404: { description: 'The user of the token no longer exists (user.not_found).' },
  },
});

const patchMe = createRoute({
  method: 'patch',
  path: '/me',
  tags: meTags,
  summary: 'Update the current console user',
  description: 'Changes exactly one field: `name`, `username` or `avatar`.',
  security: meSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: profilePatch } } } },
  responses: {
    200: { description: 'The updated user.', content: userContent },
    400: { description: 'Not exactly one field, or an invalid value (guard.invalid_input, user.invalid_username).' },
    401: unauthorized,
    422: { description: 'The username is taken (user.username_already_in_use).' },
  },
});

export const profileRoutes = ({ database }: AppContext) =>
  createRouter()
    .openapi(getMe, async (c) => {
      const user = await findCurrentUser(consoleUserScope(database.db), c.get('auth').subject);
      return c.json(toCurrentUser(user), 200);
    })
    .openapi(patchMe, async (c) => {
      const body = c.req.valid('json');
      const change =
        body.username !== undefined
          ? { username: body.username }
          : body.avatar !== undefined
            ? { avatar: body.avatar }
            : { name: body.name ?? null };
      const user = await updateProfile(consoleUserScope(database.db), c.get('auth').subject, change);
      return c.json(toCurrentUser(user), 200);
    });
